/** Only same-site paths are followed after login: never `//host` or an absolute URL. */
export function safeRedirectTarget(value: unknown, fallback = "/dashboardAdmin"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) {
    return fallback;
  }
  return value;
}
