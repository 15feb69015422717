import { ADMIN } from "~/lib/paths";
const BASE = "http://site.invalid";

export const hasControlOrSpace = (text: string) =>
  [...text].some((character) => {
    const code = character.charCodeAt(0);
    return code <= 0x20 || code === 0x7f;
  });

/**
 * Only same-site paths are followed after sign-in or a form: never `//host`, an absolute URL, or a path
 * that a browser would read as one once it drops tabs and line breaks (`/\t/evil.example`). The target
 * is resolved against a placeholder origin and kept only if it stays there; what is returned is that
 * resolved path, query and fragment, so no control character reaches a Location header.
 */
export function safeRedirectTarget(value: unknown, fallback: string = ADMIN.dashboard): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) {
    return fallback;
  }
  // Control characters and spaces have no place in a path we link to (browsers strip some of them).
  if (hasControlOrSpace(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
