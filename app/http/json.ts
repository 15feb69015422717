/**
 * JSON bodies are parsed only when they nest no deeper than any body of ours needs: a deeper one (a few
 * kilobytes of brackets) overflows the stack of whatever walks it afterwards (serialising, validating),
 * so it is refused as malformed before it is parsed.
 */
export const MAX_JSON_DEPTH = 32;

/** The deepest nesting of arrays and objects in a JSON text, counted up to `stopAt` (strings skipped). */
export function jsonDepth(text: string, stopAt = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index++; // backslash: the next character is escaped
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > stopAt) return deepest;
      }
    } else if (code === 0x5d || code === 0x7d) {
      depth--;
    }
  }
  return deepest;
}

/** Parses a JSON text; `ok: false` when it is malformed or nested deeper than `maxDepth`. */
export function parseJson(
  text: string,
  maxDepth = MAX_JSON_DEPTH,
): { ok: true; value: unknown } | { ok: false } {
  if (jsonDepth(text, maxDepth) > maxDepth) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}
