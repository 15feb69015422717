/**
 * Answers the host gives before React Router does (a body over its limit, a host too busy to render), in
 * the visitor's language: a page for browsers, the sentence alone for React Router's `.data` requests (a
 * form or a page shows it), or JSON `{error}` for clients that ask for it. Never stored by anyone.
 */
import type { Request, Response } from "express";
import { translatorFor, type Translate } from "~/i18n/catalogues.server";
import { directionOf, LOCALE_QUERY_PARAM } from "~/i18n/config";
import { detectLocaleFrom } from "~/i18n/detect";
import { PAGES } from "~/lib/paths";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export interface HostError {
  status: number;
  /** The page's heading. */
  title: string;
  /** What happened and what to do, for the page and for `.data` requests. */
  text: string;
  /** The sentence of a JSON answer. */
  json: string;
}

export function sendHostError(req: Request, res: Response, describe: (t: Translate) => HostError) {
  const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?") + 1) : "";
  const { locale } = detectLocaleFrom({
    query: new URLSearchParams(query).get(LOCALE_QUERY_PARAM),
    cookie: req.get("Cookie"),
    acceptLanguage: req.get("Accept-Language"),
  });
  const t = translatorFor(locale);
  const { status, title, text, json } = describe(t);
  res.status(status);
  res.setHeader("Cache-Control", "no-store");
  if (req.accepts(["html", "json"]) === "json") {
    res.json({ error: json });
    return;
  }
  if (req.path.endsWith(".data")) {
    res.type("text").send(text);
    return;
  }
  res
    .type("html")
    .send(
      `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
        `<title>${escapeHtml(title)} · ${escapeHtml(t("common.siteName"))}</title></head><body><main>` +
        `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>` +
        `<p><a href="${PAGES.news}">${escapeHtml(t("common.errors.backHome"))}</a></p></main></body></html>`,
    );
}

/** Seconds a visitor refused for overload is asked to wait before trying again. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/** 503: the host is too busy to render this page now (./render-slots.ts). */
export function refuseBusy(req: Request, res: Response) {
  res.setHeader("Retry-After", String(BUSY_RETRY_AFTER_SECONDS));
  sendHostError(req, res, (t) => ({
    status: 503,
    title: t("api.errors.busyTitle"),
    text: t("api.errors.busy"),
    json: t("api.errors.busy"),
  }));
}
