/**
 * The media library's REST calls (decision 029), for administrators: `GET /api/media/` (search with `q`,
 * `kind=image|document`, a page at a time), `POST /api/media/` (a file into the library, through the
 * one upload path and its checks), `GET/PATCH/DELETE /api/media/{id}/`. A used file is not deleted:
 * 409 names the places that use it.
 */
import type { Translate } from "~/i18n/catalogues.server";
import type { Locale } from "~/i18n/config";
import { requireApiAdmin } from "~/http/auth/guard.server";
import { apiError, json } from "~/http/responses.server";
import { uploadErrorKey } from "~/modules/content/content.server";
import { RESOURCES, type ContentResource } from "~/modules/content/resources";
import {
  MEDIA_KINDS,
  mediaPatchSchema,
  type MediaItem,
  type MediaKind,
  type MediaUsage,
} from "~/modules/media/library";
import {
  countMedia,
  deleteMedia,
  getMedia,
  listMedia,
  updateMedia,
  uploadToLibrary,
} from "~/modules/media/library.server";
import { sniffDocument, sniffImage } from "~/modules/media/sniff";
import { LIMITS, UploadError } from "~/modules/media/upload.server";
import { parseWith } from "~/modules/validation/validation";
import { requestContext } from "~/http/request-context.server";
import { MULTIPART_OVERHEAD, readJsonObject, readUploadForm, withoutNul } from "~/http/api/body.server";
import { listParamsOrThrow } from "~/http/api/content-api.server";
import { pagedBody } from "~/http/api/paging";
import {
  methodNotAllowed,
  notFound,
  parseId,
  publicOrigin,
  translatorOf,
  type ApiArgs,
  type HttpMethod,
} from "~/http/api/respond.server";
import { validationTranslator } from "~/http/api/translate.server";

export const MEDIA_COLLECTION_METHODS: readonly HttpMethod[] = ["GET", "HEAD", "POST"];
export const MEDIA_ITEM_METHODS: readonly HttpMethod[] = ["GET", "HEAD", "PATCH", "DELETE"];

const UPLOAD_BODY_LIMIT = Math.max(LIMITS.imageBytes, LIMITS.documentBytes) + MULTIPART_OVERHEAD;

const serializeUsage = (usage: MediaUsage[], origin: string) =>
  usage.map((place) => ({
    resource: place.resource,
    id: place.id,
    title: place.title,
    field: place.field,
    public_url: `${origin}${place.publicPath}`,
    admin_url: place.adminPath ? `${origin}${place.adminPath}` : null,
  }));

/** Addresses absolute (§7), like content media. */
export function serializeMedia(item: MediaItem, origin: string) {
  return {
    ...item,
    url: `${origin}${item.url}`,
    variants: item.variants.map((variant) => ({ ...variant, url: `${origin}${variant.url}` })),
    usage: serializeUsage(item.usage, origin),
  };
}

/** "Actualités « Titre »; Photos « … »" in the request's language. */
export function describePlaces(usage: MediaUsage[], t: Translate, locale: Locale) {
  return usage
    .map((place) =>
      t("media.errors.place", {
        resource:
          (RESOURCES as Record<string, ContentResource>)[place.resource]?.label[locale] ?? place.resource,
        title: place.title || `#${place.id}`,
      }),
    )
    .join("; ");
}

async function list(args: ApiArgs) {
  const { request, context } = args;
  const t = translatorOf(request);
  const params = listParamsOrThrow(request, t);
  const url = new URL(request.url);
  const kindText = url.searchParams.get("kind")?.trim() || undefined;
  if (kindText && !(MEDIA_KINDS as readonly string[]).includes(kindText)) {
    return apiError(400, t("api.errors.invalid"), { errors: { kind: [t("media.errors.kind")] } });
  }
  const filter = { query: params.query, kind: kindText as MediaKind | undefined };
  const { db } = context.services;
  const [count, items] = await Promise.all([
    countMedia(db, filter),
    listMedia(db, { ...filter, page: params.page, pageSize: params.pageSize }),
  ]);
  const origin = publicOrigin(request, context.services.config);
  return json(
    pagedBody(
      url,
      origin,
      { ...params, isPaged: true },
      count,
      items.map((item) => serializeMedia(item, origin)),
    ),
  );
}

async function upload(args: ApiArgs) {
  const { request, context } = args;
  const t = translatorOf(request);
  const form = await readUploadForm(request, t, UPLOAD_BODY_LIMIT);
  const file = form.get("file");
  const fileError = (status: number, message: string) =>
    apiError(status, message, { errors: { file: [message] } });
  if (!file || typeof file === "string") return fileError(400, t("validation.required"));
  const data = Buffer.from(await file.arrayBuffer());
  const kind: MediaKind | null = sniffImage(data) ? "image" : sniffDocument(data) ? "document" : null;
  if (data.length === 0) return fileError(400, t("api.upload.empty"));
  if (!kind) return fileError(400, t("restApi.errors.notImageOrDocument"));
  try {
    const item = await uploadToLibrary(context.services, kind, { data, originalName: withoutNul(file.name) });
    const origin = publicOrigin(request, context.services.config);
    return json(serializeMedia(item, origin), {
      status: 201,
      headers: { Location: `${origin}/api/media/${item.id}/` },
    });
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    const message = t(uploadErrorKey(error) as Parameters<Translate>[0], {
      size: error.limitBytes ? Math.round(error.limitBytes / (1024 * 1024)) : 0,
    });
    return fileError(error.code === "too_large" ? 413 : 400, message);
  }
}

export async function mediaCollection(args: ApiArgs) {
  const { request } = args;
  if (!MEDIA_COLLECTION_METHODS.includes(request.method as HttpMethod)) {
    return methodNotAllowed(request, MEDIA_COLLECTION_METHODS);
  }
  await requireApiAdmin(args, "content");
  return request.method === "POST" ? upload(args) : list(args);
}

export async function mediaItem(args: ApiArgs, rawId: string | undefined) {
  const { request, context } = args;
  if (!MEDIA_ITEM_METHODS.includes(request.method as HttpMethod)) {
    return methodNotAllowed(request, MEDIA_ITEM_METHODS);
  }
  const viewer = await requireApiAdmin(args, "content");
  const { t, locale } = requestContext(request);
  const id = parseId(rawId);
  const origin = publicOrigin(request, context.services.config);
  switch (request.method) {
    case "GET":
    case "HEAD": {
      const item = id ? await getMedia(context.services.db, id) : undefined;
      return item ? json(serializeMedia(item, origin)) : notFound(request);
    }
    case "PATCH": {
      const body = await readJsonObject(request, t);
      const parsed = parseWith(mediaPatchSchema, body, validationTranslator(t));
      if (!parsed.isValid) return apiError(400, t("api.errors.invalid"), { errors: parsed.errors });
      if (!id) return notFound(request);
      const outcome = await updateMedia(context.services, { id, patch: parsed.data, actor: viewer });
      if (outcome.status === "missing") return notFound(request);
      if (outcome.status === "imageOnly") {
        const message = t("media.errors.imageOnly");
        return apiError(400, t("api.errors.invalid"), {
          errors: Object.fromEntries(outcome.fields.map((field) => [field, [message]])),
        });
      }
      return json(serializeMedia(outcome.item, origin));
    }
    default: {
      const outcome = id
        ? await deleteMedia(context.services, { id, actor: viewer })
        : { status: "missing" as const };
      if (outcome.status === "missing") return notFound(request);
      if (outcome.status === "inUse") {
        const error = t("media.errors.inUse", { places: describePlaces(outcome.usage, t, locale) });
        return json({ error, usage: serializeUsage(outcome.usage, origin) }, { status: 409 });
      }
      return new Response(null, { status: 204 });
    }
  }
}
