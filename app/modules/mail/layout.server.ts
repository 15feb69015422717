/**
 * Turns a few paragraphs into a mail's plain text and HTML. The HTML is deliberately simple (one column,
 * inline styles, right-to-left for Arabic) so that every mail client shows it the same way; every text is
 * escaped, and only http(s) addresses become links.
 */
import { directionOf, type Locale } from "~/i18n/config";

export interface MailBody {
  text: string;
  html: string;
}

export interface MailParts {
  locale: Locale;
  heading: string;
  /** Paragraphs of text; blank lines inside a paragraph's text split it further. */
  paragraphs: string[];
  /** Label and value pairs (the fields of a submission). */
  details?: Array<{ label: string; value: string }>;
  action?: { label: string; url: string };
  /** Small print under a rule: why the mail was sent, how to unsubscribe. */
  footer: string[];
}

export const escapeHtml = (value: string) =>
  value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

/** Escapes text and turns http(s) addresses into links; line breaks become <br>. */
function richText(value: string): string {
  let html = "";
  let last = 0;
  for (const match of value.matchAll(URL_IN_TEXT)) {
    const url = match[0];
    html += escapeHtml(value.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}" style="color:#1d4ed8">${escapeHtml(url)}</a>`;
    last = (match.index ?? 0) + url.length;
  }
  html += escapeHtml(value.slice(last));
  return html.replace(/\r?\n/g, "<br>");
}

const splitParagraphs = (values: string[]) =>
  values.flatMap((value) => value.split(/\r?\n\s*\r?\n/)).filter((value) => value.trim() !== "");

export function renderMail(parts: MailParts): MailBody {
  const paragraphs = splitParagraphs(parts.paragraphs);
  // French typography puts a space before the colon.
  const colon = parts.locale === "fr" ? " : " : ": ";
  const text = [
    parts.heading,
    "",
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(parts.details ?? []).map((detail) => `${detail.label}${colon}${detail.value}`),
    ...(parts.details?.length ? [""] : []),
    ...(parts.action ? [`${parts.action.label}${colon}${parts.action.url}`, ""] : []),
    "--",
    ...parts.footer,
  ].join("\n");

  const dir = directionOf(parts.locale);
  const align = dir === "rtl" ? "right" : "left";
  const details = parts.details?.length
    ? `<table role="presentation" style="border-collapse:collapse;margin:16px 0;width:100%">${parts.details
        .map(
          (detail) =>
            `<tr><th style="text-align:${align};vertical-align:top;padding:6px 12px 6px 0;color:#475569;font-weight:600;white-space:nowrap">${escapeHtml(
              detail.label,
            )}</th><td style="padding:6px 0;color:#0f172a">${richText(detail.value)}</td></tr>`,
        )
        .join("")}</table>`
    : "";
  const action = parts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="display:inline-block;background:#1e3a8a;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(
        parts.action.label,
      )}</a></p><p style="font-size:13px;color:#475569">${richText(parts.action.url)}</p>`
    : "";
  const html = `<!doctype html>
<html lang="${parts.locale}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(
    parts.heading,
  )}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;line-height:1.5">
<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;text-align:${align}" dir="${dir}">
<h1 style="font-size:20px;color:#1e3a8a;margin:0 0 16px">${escapeHtml(parts.heading)}</h1>
${paragraphs.map((paragraph) => `<p style="margin:0 0 12px;color:#0f172a">${richText(paragraph)}</p>`).join("\n")}
${details}${action}
<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0 12px">
${parts.footer.map((line) => `<p style="margin:0 0 6px;font-size:12px;color:#475569">${richText(line)}</p>`).join("\n")}
</div>
</body>
</html>`;
  return { text, html };
}

/** Subjects are one line: what a visitor typed must not add headers. */
export const oneLine = (value: string, max = 180) => {
  const line = value.replace(/[\r\n\t]+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};
