/**
 * Demo pictures and documents made on the spot: the seed must work offline and ship no binary assets.
 * Everything goes through storeImage/storeDocument so demo files are processed exactly like uploads.
 */
import type { Db } from "~/db/client.server";
import type { Storage } from "~/modules/media/storage.server";
import { loadSharp } from "~/modules/media/sharp.server";
import { storeDocument, storeImage, type StoredUpload } from "~/modules/media/upload.server";

export type Motif = "basketball" | "court" | "book" | "cap" | "bubbles" | "rings" | "play" | "camera";

export interface CoverSpec {
  motif: Motif;
  /** ASCII only: the SVG renderer may lack Arabic fonts, and labels are not translated content. */
  label: string;
  colors: readonly [string, string];
}

export interface BadgeSpec {
  initials: string;
  colors: readonly [string, string];
}

const COVER = { width: 1200, height: 800 };
const BADGE = 400;
const FONT = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Each motif is drawn around (0,0) within about ±200 units, then placed by the caller. */
const MOTIFS: Record<Motif, string> = {
  basketball: `
    <circle r="190" fill="#f28c28" stroke="#3b1f0b" stroke-width="8"/>
    <g fill="none" stroke="#3b1f0b" stroke-width="8">
      <line x1="-190" y1="0" x2="190" y2="0"/>
      <line x1="0" y1="-190" x2="0" y2="190"/>
      <path d="M -134 -134 Q -40 0 -134 134"/>
      <path d="M 134 -134 Q 40 0 134 134"/>
    </g>`,
  court: `
    <g fill="none" stroke="#ffffff" stroke-width="6" opacity="0.9">
      <rect x="-300" y="-180" width="600" height="360"/>
      <line x1="0" y1="-180" x2="0" y2="180"/>
      <circle r="60"/>
      <rect x="-300" y="-60" width="110" height="120"/>
      <rect x="190" y="-60" width="110" height="120"/>
      <path d="M -300 -150 A 180 180 0 0 1 -300 150"/>
      <path d="M 300 -150 A 180 180 0 0 0 300 150"/>
    </g>`,
  book: `
    <g stroke="#1d2b3a" stroke-width="6" stroke-linejoin="round">
      <path d="M 0 -120 C -60 -160 -150 -160 -210 -130 L -210 140 C -150 110 -60 110 0 150 Z" fill="#fdfaf3"/>
      <path d="M 0 -120 C 60 -160 150 -160 210 -130 L 210 140 C 150 110 60 110 0 150 Z" fill="#f4efe2"/>
    </g>
    <g stroke="#8aa0b5" stroke-width="5">
      <line x1="-170" y1="-80" x2="-40" y2="-70"/><line x1="-170" y1="-30" x2="-40" y2="-20"/>
      <line x1="-170" y1="20" x2="-40" y2="30"/><line x1="40" y1="-70" x2="170" y2="-80"/>
      <line x1="40" y1="-20" x2="170" y2="-30"/><line x1="40" y1="30" x2="170" y2="20"/>
    </g>`,
  cap: `
    <polygon points="0,-150 230,-60 0,30 -230,-60" fill="#1d2b3a"/>
    <path d="M -130 -20 L -130 80 C -60 140 60 140 130 80 L 130 -20 L 0 30 Z" fill="#2c3e50"/>
    <line x1="180" y1="-70" x2="180" y2="90" stroke="#f5c542" stroke-width="8"/>
    <circle cx="180" cy="100" r="16" fill="#f5c542"/>`,
  bubbles: `
    <path d="M -220 -140 h 260 a 30 30 0 0 1 30 30 v 120 a 30 30 0 0 1 -30 30 h -170 l -60 50 v -50 h -30 a 30 30 0 0 1 -30 -30 v -120 a 30 30 0 0 1 30 -30 z" fill="#ffffff" opacity="0.92"/>
    <path d="M 0 -10 h 200 a 30 30 0 0 1 30 30 v 100 a 30 30 0 0 1 -30 30 h -20 v 50 l -60 -50 h -120 a 30 30 0 0 1 -30 -30 v -100 a 30 30 0 0 1 30 -30 z" fill="#ffd166"/>`,
  rings: `
    <g fill="none" stroke-width="26">
      <circle cx="-80" r="130" stroke="#ffffff" opacity="0.9"/>
      <circle cx="80" r="130" stroke="#ffd166" opacity="0.9"/>
    </g>`,
  play: `
    <rect x="-230" y="-150" width="460" height="300" rx="40" fill="#ffffff" opacity="0.92"/>
    <polygon points="-50,-80 90,0 -50,80" fill="#d62828"/>`,
  camera: `
    <rect x="-220" y="-120" width="440" height="280" rx="36" fill="#1d2b3a"/>
    <rect x="-90" y="-170" width="180" height="70" rx="18" fill="#1d2b3a"/>
    <circle cy="20" r="100" fill="#ffffff"/>
    <circle cy="20" r="70" fill="#4a7bb7"/>`,
};

function coverSvg(spec: CoverSpec) {
  const [from, to] = spec.colors;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER.width}" height="${COVER.height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="1080" cy="90" r="220" fill="#ffffff" opacity="0.08"/>
  <circle cx="120" cy="760" r="260" fill="#000000" opacity="0.07"/>
  <g transform="translate(600 340)">${MOTIFS[spec.motif]}</g>
  <text x="600" y="700" text-anchor="middle" font-family="${FONT}" font-size="64" font-weight="bold"
    fill="#ffffff" letter-spacing="4">${escapeXml(spec.label)}</text>
</svg>`;
}

function badgeSvg(spec: BadgeSpec) {
  const [from, to] = spec.colors;
  // Transparent corners on purpose: logos keep PNG and sit on any background.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BADGE}" height="${BADGE}">
  <defs><radialGradient id="g" cx="0.35" cy="0.3" r="0.8">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
  </radialGradient></defs>
  <circle cx="200" cy="200" r="190" fill="url(#g)" stroke="#ffffff" stroke-width="12"/>
  <circle cx="200" cy="200" r="160" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.6"/>
  <text x="200" y="238" text-anchor="middle" font-family="${FONT}" font-size="${spec.initials.length > 2 ? 96 : 120}"
    font-weight="bold" fill="#ffffff">${escapeXml(spec.initials)}</text>
</svg>`;
}

export async function renderCover(spec: CoverSpec): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(coverSvg(spec)))
    .jpeg({ quality: 85 })
    .toBuffer();
}

export async function renderBadge(spec: BadgeSpec): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(badgeSvg(spec)))
    .png()
    .toBuffer();
}

const fileName = (label: string, extension: string) =>
  `${
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "demo"
  }.${extension}`;

export async function storeDemoCover(db: Db, storage: Storage, spec: CoverSpec): Promise<StoredUpload> {
  return storeImage(db, storage, {
    data: await renderCover(spec),
    originalName: fileName(spec.label, "jpg"),
  });
}

export async function storeDemoBadge(db: Db, storage: Storage, spec: BadgeSpec): Promise<StoredUpload> {
  return storeImage(db, storage, {
    data: await renderBadge(spec),
    originalName: fileName(spec.initials, "png"),
  });
}

/** PDF literal strings are bytes: accents are dropped and the rest escaped, since Helvetica here is plain ASCII. */
function pdfText(text: string) {
  const ascii = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, "?");
  return ascii.replace(/[\\()]/g, (character) => `\\${character}`);
}

export interface PdfContent {
  title: string;
  lines: readonly string[];
}

/** A minimal one-page PDF 1.4 (A4, Helvetica) that any reader opens; the xref table holds exact byte offsets. */
export function buildDemoPdf(content: PdfContent): Buffer {
  const body = [
    "BT",
    "/F1 20 Tf",
    "24 TL",
    "56 780 Td",
    `(${pdfText(content.title)}) Tj`,
    "/F1 12 Tf",
    "18 TL",
    "T*",
    ...content.lines.flatMap((line) => ["T*", `(${pdfText(line)}) Tj`]),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
    `<< /Length ${Buffer.byteLength(body, "latin1")} >>\nstream\n${body}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, "latin1"));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(pdf, "latin1");
  // Each xref entry is exactly 20 bytes: 10-digit offset, space, 5-digit generation, space, flag, CR LF.
  const entries = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n\r\n`).join("");
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f\r\n${entries}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

export function storeDemoPdf(db: Db, storage: Storage, content: PdfContent): Promise<StoredUpload> {
  return storeDocument(db, storage, {
    data: buildDemoPdf(content),
    originalName: fileName(content.title, "pdf"),
  });
}
