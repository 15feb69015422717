/**
 * REST handlers of the content resources (§7): a collection (`/api/<path>/`: list, create) and its
 * items (`/api/<path>/{id}/`: read, update with PUT or PATCH, delete). Reads show published items;
 * writes and drafts need an administrator.
 */
import { requireApiAdmin } from "~/http/auth/guard.server";
import {
  countContent,
  getContent,
  listContent,
  serializeContent,
  type ContentInput,
  type ContentRow,
} from "~/modules/content/content.server";
import { deleteItem, saveItem } from "~/modules/content/operations.server";
import { isFileField } from "~/modules/content/fields";
import type { ContentResource, ResourceName } from "~/modules/content/resources";
import { parseReviewedLanguages, translatedBases } from "~/modules/content/translation-status";
import { readTranslationStates, statusesOf } from "~/modules/content/translations.server";
import type { Db } from "~/db/client.server";
import { apiError, json } from "~/http/responses.server";
import { LIMITS } from "~/modules/media/upload.server";
import type { Translate } from "~/i18n/catalogues.server";
import { MULTIPART_OVERHEAD, readContentInput } from "~/http/api/body.server";
import { pagedBody, readListParams, type ListParams } from "~/http/api/paging";
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
import { expectedVersionOf } from "~/http/api/version.server";

export const COLLECTION_METHODS: readonly HttpMethod[] = ["GET", "HEAD", "POST"];
export const ITEM_METHODS: readonly HttpMethod[] = ["GET", "HEAD", "PUT", "PATCH", "DELETE"];

const TRUE_VALUES = new Set(["1", "true", "yes"]);

/** `?include_drafts=1` is an administrator's view: it needs a token or a session. */
async function wantsDrafts(args: ApiArgs) {
  const value = new URL(args.request.url).searchParams.get("include_drafts");
  if (!value || !TRUE_VALUES.has(value.toLowerCase())) return false;
  await requireApiAdmin(args, "content");
  return true;
}

/** Reads list parameters or throws the 400 answer naming the bad one. */
export function listParamsOrThrow(request: Request, t: Translate): ListParams {
  const read = readListParams(new URL(request.url), {
    integer: t("validation.integer"),
    pageSize: t("restApi.errors.pageSize", { max: 100 }),
  });
  if (!read.isValid) throw apiError(400, t("api.errors.invalid"), { errors: read.errors });
  return read.params;
}

/** Largest body a form for this resource may need: every file at its limit, plus the text. */
export function formLimit(resource: ContentResource) {
  let total = MULTIPART_OVERHEAD;
  for (const spec of Object.values(resource.fields)) {
    if (isFileField(spec)) total += spec.type === "image" ? LIMITS.imageBytes : LIMITS.documentBytes;
  }
  return total;
}

/**
 * The match form stores addresses that POST /api/uploads/ answered (absolute). Our own media are kept
 * as site-relative paths, so the stored value survives a change of domain.
 */
function relativizeOwnMedia(resource: ContentResource, input: ContentInput, origins: string[]): ContentInput {
  const values = { ...input.values };
  for (const [name, spec] of Object.entries(resource.fields)) {
    const value = values[name];
    if (spec.type !== "mediaUrl" || typeof value !== "string") continue;
    const trimmed = value.trim();
    const origin = origins.find((candidate) => trimmed.startsWith(`${candidate}/media/`));
    if (origin) values[name] = trimmed.slice(origin.length);
  }
  return { ...input, values };
}

/**
 * An administrator's read (`include_drafts=1`) adds each item's `translation_status` ({en, ar}:
 * missing, current or outdated, decision 031); the public answers, and the writes', stay as they were.
 */
async function serializeForAdmin(
  db: Db,
  resource: ContentResource,
  rows: ContentRow[],
  origin: string,
): Promise<Array<Record<string, unknown>>> {
  const states = await readTranslationStates(db, {
    kind: resource.path,
    bases: translatedBases(resource.fields),
    rows,
  });
  return rows.map((row) => {
    const status = statusesOf(states.get(row.id));
    const body = serializeContent(resource, row, origin);
    return status ? { ...body, translation_status: status } : body;
  });
}

export async function listAnswer(
  args: ApiArgs,
  resource: ContentResource,
  options: { includeDrafts: boolean },
) {
  const { request, context } = args;
  const t = translatorOf(request);
  const params = listParamsOrThrow(request, t);
  const origin = publicOrigin(request, context.services.config);
  const { db } = context.services;
  const serialize = (rows: ContentRow[]) =>
    options.includeDrafts
      ? serializeForAdmin(db, resource, rows, origin)
      : rows.map((row) => serializeContent(resource, row, origin));
  const filter = { includeDrafts: options.includeDrafts, query: params.query };
  if (!params.isPaged) {
    return json(await serialize(await listContent(db, resource, filter)));
  }
  const [count, rows] = await Promise.all([
    countContent(db, resource, filter),
    listContent(db, resource, { ...filter, page: params.page, pageSize: params.pageSize }),
  ]);
  return json(pagedBody(new URL(request.url), origin, params, count, await serialize(rows)));
}

/** Create or update, through the content operations (decision 020). */
async function save(args: ApiArgs, resource: ContentResource, id?: number) {
  const viewer = await requireApiAdmin(args, "content");
  const { request, context } = args;
  const t = translatorOf(request);
  const origins = [publicOrigin(request, context.services.config), new URL(request.url).origin];
  const input = relativizeOwnMedia(
    resource,
    await readContentInput(request, t, { form: formLimit(resource) }),
    origins,
  );
  const reviewed = parseReviewedLanguages(input.values.translation_reviewed);
  if (reviewed === null) {
    return apiError(400, t("api.errors.invalid"), {
      errors: { translation_reviewed: [t("translations.api.reviewedInvalid")] },
    });
  }
  const result = await saveItem(context.services, {
    kind: resource.path as ResourceName,
    id,
    input,
    writer: { actor: viewer },
    translate: validationTranslator(t),
    expectedVersion: id ? expectedVersionOf(request, t, input.values.version) : undefined,
    reviewedLanguages: reviewed,
  });
  if (result.status === "missing") return notFound(request);
  if (result.status === "forbidden") return apiError(403, t("api.errors.forbidden"));
  if (result.status === "invalid") return apiError(400, t("api.errors.invalid"), { errors: result.errors });
  if (result.status === "conflict") {
    const current = result.current ? serializeContent(resource, result.current, origins[0]!) : null;
    return json({ error: t("revisions.conflict"), current }, { status: 409 });
  }
  // What the cleaning removed is told to an API client too (decision 027); the row holds the cleaned text.
  const body = {
    ...serializeContent(resource, result.row, origins[0]!),
    ...(Object.keys(result.cleaned).length > 0 ? { sanitized: result.cleaned } : {}),
  };
  if (id) return json(body);
  const location = `${origins[0]}/api/${resource.path}/${result.row.id}/`;
  return json(body, { status: 201, headers: { Location: location } });
}

export async function contentCollection(args: ApiArgs, resource: ContentResource) {
  switch (args.request.method) {
    case "GET":
    case "HEAD":
      return listAnswer(args, resource, { includeDrafts: await wantsDrafts(args) });
    case "POST":
      return save(args, resource);
    default:
      return methodNotAllowed(args.request, COLLECTION_METHODS);
  }
}

export async function contentItem(args: ApiArgs, resource: ContentResource, rawId: string | undefined) {
  const { request, context } = args;
  const method = request.method;
  if (!ITEM_METHODS.includes(method as HttpMethod)) return methodNotAllowed(request, ITEM_METHODS);
  const id = parseId(rawId);
  switch (method) {
    case "GET":
    case "HEAD": {
      const includeDrafts = await wantsDrafts(args);
      const row = id ? await getContent(context.services.db, resource, id, { includeDrafts }) : undefined;
      if (!row) return notFound(request);
      const origin = publicOrigin(request, context.services.config);
      if (!includeDrafts) return json(serializeContent(resource, row, origin));
      const [body] = await serializeForAdmin(context.services.db, resource, [row], origin);
      return json(body);
    }
    case "PUT":
    case "PATCH":
      if (!id) {
        await requireApiAdmin(args, "content");
        return notFound(request);
      }
      return save(args, resource, id);
    default: {
      const viewer = await requireApiAdmin(args, "content");
      const result = id
        ? await deleteItem(context.services, {
            kind: resource.path as ResourceName,
            id,
            writer: { actor: viewer },
          })
        : { status: "missing" as const };
      return result.status === "deleted" ? new Response(null, { status: 204 }) : notFound(request);
    }
  }
}
