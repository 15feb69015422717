/**
 * Focal points on public pages (decision 029). Its own tiny file: public pages import it, and must not
 * pull the library's validation (zod) into their JavaScript.
 */

/** CSS object-position of a focal point; nothing for the middle, the browser's default. */
export function objectPosition(focal: { x: number; y: number } | null | undefined): string | undefined {
  if (!focal || (focal.x === 0.5 && focal.y === 0.5)) return undefined;
  const percent = (value: number) => `${Math.round(Math.min(1, Math.max(0, value)) * 1000) / 10}%`;
  return `${percent(focal.x)} ${percent(focal.y)}`;
}
