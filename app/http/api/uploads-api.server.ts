/**
 * `POST /api/uploads/` (replaces the external image host of §7): a multipart `file` in, `{secure_url, …}`
 * out. Visitors (the partner form's logo) may send small images at a limited rate per address; an
 * administrator (the match form's logos and banner) may send larger images and documents. Nothing is
 * marked used here: a file that no record adopts within a day is removed by the host's clean-up.
 */
import type { Translate } from "~/i18n/catalogues.server";
import { getViewer, requireApiAdmin } from "~/http/auth/guard.server";
import { allows } from "~/modules/access/roles";
import { uploadErrorKey } from "~/modules/content/content.server";
import { apiError, json } from "~/http/responses.server";
import { sniffDocument, sniffImage } from "~/modules/media/sniff";
import {
  LIMITS,
  storeDocument,
  storeImage,
  UploadError,
  type StoredUpload,
} from "~/modules/media/upload.server";
import { hitRateLimit } from "~/modules/rate-limit/rate-limit.server";
import { MULTIPART_OVERHEAD, readUploadForm, withoutNul } from "~/http/api/body.server";
import {
  methodNotAllowed,
  publicOrigin,
  translatorOf,
  type ApiArgs,
  type HttpMethod,
} from "~/http/api/respond.server";

export const UPLOAD_METHODS: readonly HttpMethod[] = ["POST"];

/** Anonymous uploads per client address. */
export const PUBLIC_UPLOAD_RATE = { limit: 20, windowMs: 10 * 60 * 1000 };

const PUBLIC_BODY_LIMIT = LIMITS.publicImageBytes + 64 * 1024;
const ADMIN_BODY_LIMIT = Math.max(LIMITS.imageBytes, LIMITS.documentBytes) + MULTIPART_OVERHEAD;

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

function needsAdmin(t: Translate) {
  return apiError(401, t("restApi.errors.uploadNeedsAdmin", { size: megabytes(LIMITS.publicImageBytes) }), {
    headers: { "WWW-Authenticate": 'Bearer realm="api"' },
  });
}

function fileError(status: number, message: string) {
  return apiError(status, message, { errors: { file: [message] } });
}

export function serializeUpload(upload: StoredUpload, origin: string) {
  const absolute = `${origin}${upload.url}`;
  return {
    secure_url: absolute,
    url: absolute,
    kind: upload.kind,
    mime: upload.mime,
    size: upload.size,
    width: upload.width,
    height: upload.height,
    variants: upload.variants.map((variant) => ({ ...variant, url: `${origin}${variant.url}` })),
  };
}

export async function uploadFile(args: ApiArgs) {
  const { request, context } = args;
  const { db, storage, config } = context.services;
  if (request.method !== "POST") return methodNotAllowed(request, UPLOAD_METHODS);
  const t = translatorOf(request);
  // A client that sends a token means to act as an administrator: a bad token is refused, not ignored.
  // Uploading as staff is part of editing content (decision 026): other roles upload as visitors do.
  const isAdmin = request.headers.has("Authorization")
    ? Boolean(await requireApiAdmin(args, "content"))
    : allows((await getViewer(args))?.role, "content");

  if (!isAdmin) {
    const declared = Number(request.headers.get("Content-Length") ?? "0");
    if (declared > PUBLIC_BODY_LIMIT && declared <= ADMIN_BODY_LIMIT) return needsAdmin(t);
    const rate = await hitRateLimit(db, { bucket: `upload:${context.clientIp}`, ...PUBLIC_UPLOAD_RATE });
    if (!rate.isAllowed) {
      return apiError(429, t("api.errors.rateLimited", { seconds: rate.retryAfterSeconds }), {
        headers: { "Retry-After": String(rate.retryAfterSeconds) },
      });
    }
  }

  const form = await readUploadForm(request, t, isAdmin ? ADMIN_BODY_LIMIT : PUBLIC_BODY_LIMIT);
  const file = form.get("file");
  if (!file || typeof file === "string") return fileError(400, t("validation.required"));
  const data = Buffer.from(await file.arrayBuffer());
  const originalName = withoutNul(file.name);

  try {
    let upload: StoredUpload;
    if (sniffImage(data)) {
      if (!isAdmin && data.length > LIMITS.publicImageBytes) return needsAdmin(t);
      // A visitor's image (the partner form's logo) never becomes a media library item (decision 029).
      upload = await storeImage(db, storage, { data, originalName, scope: isAdmin ? "library" : "visitor" });
    } else if (isAdmin && sniffDocument(data)) {
      upload = await storeDocument(db, storage, { data, originalName });
    } else if (data.length === 0) {
      return fileError(400, t("api.upload.empty"));
    } else {
      return fileError(400, t(isAdmin ? "restApi.errors.notImageOrDocument" : "api.upload.notImage"));
    }
    return json(serializeUpload(upload, publicOrigin(request, config)), { status: 201 });
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    const message = t(uploadErrorKey(error) as Parameters<Translate>[0], {
      size: error.limitBytes ? megabytes(error.limitBytes) : 0,
    });
    return fileError(error.code === "too_large" ? 413 : 400, message);
  }
}
