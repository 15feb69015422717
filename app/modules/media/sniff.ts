/** File types decided by content (magic numbers), never by name or declared type. */

export type ImageFormat = "jpeg" | "png" | "webp" | "gif" | "avif";
export type DocumentFormat = "pdf" | "doc" | "docx" | "zip";

const startsWith = (buffer: Uint8Array, bytes: number[], offset = 0) =>
  buffer.length >= offset + bytes.length && bytes.every((byte, i) => buffer[offset + i] === byte);

const ascii = (buffer: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...buffer.subarray(start, Math.min(end, buffer.length)));

export function sniffImage(buffer: Uint8Array): ImageFormat | null {
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(buffer, 0, 4) === "RIFF" && ascii(buffer, 8, 12) === "WEBP") return "webp";
  if (ascii(buffer, 0, 6) === "GIF87a" || ascii(buffer, 0, 6) === "GIF89a") return "gif";
  if (ascii(buffer, 4, 8) === "ftyp" && ["avif", "avis"].includes(ascii(buffer, 8, 12))) return "avif";
  return null;
}

/** Documents: PDF, legacy Word (OLE2), and ZIP containers (.docx is a ZIP holding word/document.xml). */
export function sniffDocument(buffer: Uint8Array): DocumentFormat | null {
  if (ascii(buffer, 0, 5) === "%PDF-") return "pdf";
  if (startsWith(buffer, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return "doc";
  if (startsWith(buffer, [0x50, 0x4b, 0x03, 0x04]) || startsWith(buffer, [0x50, 0x4b, 0x05, 0x06])) {
    const head = Buffer.from(buffer.subarray(0, Math.min(buffer.length, 64 * 1024))).toString("latin1");
    return head.includes("word/") || head.includes("[Content_Types].xml") ? "docx" : "zip";
  }
  return null;
}

export const DOCUMENT_MIME: Record<DocumentFormat, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  zip: "application/zip",
};

export const IMAGE_MIME: Record<ImageFormat, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
};
