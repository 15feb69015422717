import { data } from "react-router";

/** Unknown public paths render the 404 page inside the public layout. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
