export default function MediaLibrary() {
  return null;
}
