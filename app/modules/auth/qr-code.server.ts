/**
 * A QR code as the `d` of one SVG path (a 1×1 square per dark module, quiet zone included), so the page
 * draws it as inline SVG without a script, an image request or markup injected as a string.
 */
import { encode } from "uqr";

export interface QrPath {
  /** Modules per side, quiet zone included: the SVG's viewBox is `0 0 size size`. */
  size: number;
  d: string;
}

export function qrPath(text: string): QrPath {
  // Level M survives a smudged or partly reflected screen; the 4-module quiet zone is the standard's.
  const { data, size } = encode(text, { ecc: "M", border: 4 });
  const squares: string[] = [];
  data.forEach((row, y) =>
    row.forEach((isDark, x) => {
      if (isDark) squares.push(`M${x} ${y}h1v1h-1z`);
    }),
  );
  return { size, d: squares.join("") };
}
