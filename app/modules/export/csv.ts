/**
 * CSV for spreadsheets (RFC 4180: comma-separated, quoted when needed, CRLF line ends, UTF-8 with a
 * byte-order mark so Excel reads accents and Arabic). A cell that a spreadsheet would run as a formula
 * (starting with = + - @, or a tab or carriage return) is prefixed with a quote: visitors write these
 * texts, so they must stay text (OWASP "CSV injection").
 */

export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function escapeCsvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "boolean" ? (value ? "1" : "0") : String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(escapeCsvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
