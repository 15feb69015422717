/** Serves uploaded files under /media/… with long cache lifetimes (keys are random and never reused). */
import type { Request, Response } from "express";
import path from "node:path";
import { pipeline } from "node:stream";
import { mediaTypeOf } from "~/modules/media/media-types";
import type { Storage } from "~/modules/media/storage.server";

const IMAGE_EXTENSIONS = new Set([".jpg", ".jpeg", ".png", ".webp", ".gif", ".avif"]);

/** Shown where an image is missing, so a page never shows a broken image. */
export const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400"><rect width="640" height="400" fill="#e2e8f0"/><path d="M250 250l50-60 40 45 30-30 70 45z" fill="#94a3b8"/><circle cx="270" cy="160" r="22" fill="#94a3b8"/></svg>`;

export function mediaHandler(storage: Storage) {
  return async (req: Request, res: Response) => {
    const key = decodeURIComponent(req.path.replace(/^\/+/, ""));
    const extension = path.extname(key).toLowerCase();
    const object = await storage.get(key);
    res.setHeader("X-Content-Type-Options", "nosniff");
    if (!object) {
      if (IMAGE_EXTENSIONS.has(extension)) {
        res.status(404).setHeader("Content-Type", "image/svg+xml").setHeader("Cache-Control", "no-cache");
        res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
        res.end(PLACEHOLDER_SVG);
      } else {
        res.status(404).type("text/plain").end("Not found");
      }
      return;
    }
    res.setHeader("Content-Type", mediaTypeOf(key));
    res.setHeader("Content-Length", String(object.size));
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    if (!IMAGE_EXTENSIONS.has(extension)) {
      const disposition = extension === ".pdf" ? "inline" : "attachment";
      res.setHeader("Content-Disposition", `${disposition}; filename="document${extension}"`);
      res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
    }
    if (req.method === "HEAD") {
      object.discard();
      res.end();
      return;
    }
    // A visitor who leaves mid-download ends the read too (a bucket's connection is not left open).
    pipeline(object.stream(), res, () => {});
  };
}
