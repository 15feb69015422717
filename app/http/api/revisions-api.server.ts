/**
 * Revisions through the REST API (decision 028), for administrators:
 *   GET  /api/{resource}/{id}/revisions/                  an item's revisions, newest first;
 *   GET  /api/{resource}/{id}/revisions/{n}/              one, with its snapshot;
 *   POST /api/{resource}/{id}/revisions/{n}/restore/      brings it back (a deleted item too);
 *   GET  /api/deleted/                                    items deleted in the last 30 days.
 * The restore goes through the content operations like any write (audit entry, revision, caches).
 */
import { requireApiAdmin } from "~/http/auth/guard.server";
import { apiError, json } from "~/http/responses.server";
import { serializeContent, type ContentRow } from "~/modules/content/content.server";
import { restoreRevision } from "~/modules/content/operations.server";
import { resourceByPath, type ContentResource, type ResourceName } from "~/modules/content/resources";
import {
  getRevision,
  listRecentlyDeleted,
  listRevisions,
  type Revision,
} from "~/modules/content/revisions.server";
import {
  methodNotAllowed,
  notFound,
  parseId,
  publicOrigin,
  translatorOf,
  type ApiArgs,
} from "~/http/api/respond.server";
import { validationTranslator } from "~/http/api/translate.server";
import { expectedVersionOf } from "~/http/api/version.server";

const summary = (revision: Revision) => ({
  number: revision.number,
  action: revision.action,
  actor: revision.username,
  created_at: revision.createdAt,
});

function snapshotOf(args: ApiArgs, resource: ContentResource, data: Record<string, unknown>) {
  const origin = publicOrigin(args.request, args.context.services.config);
  return serializeContent(resource, data as ContentRow, origin);
}

/** /api/{resource}/{id}/revisions/ */
export async function revisionList(args: ApiArgs) {
  const { request, context } = args;
  if (request.method !== "GET" && request.method !== "HEAD")
    return methodNotAllowed(request, ["GET", "HEAD"]);
  await requireApiAdmin(args, "content");
  const resource = resourceByPath(args.params.resource ?? "");
  const id = parseId(args.params.id);
  if (!resource || !id) return notFound(request);
  const revisions = await listRevisions(context.services.db, resource.path as ResourceName, id);
  if (revisions.length === 0) return notFound(request);
  return json({ count: revisions.length, results: revisions.map(summary) });
}

/** /api/{resource}/{id}/revisions/{n}/ */
export async function revisionRead(args: ApiArgs) {
  const { request, context } = args;
  if (request.method !== "GET" && request.method !== "HEAD")
    return methodNotAllowed(request, ["GET", "HEAD"]);
  await requireApiAdmin(args, "content");
  const resource = resourceByPath(args.params.resource ?? "");
  const id = parseId(args.params.id);
  const number = parseId(args.params.number);
  if (!resource || !id || !number) return notFound(request);
  const revision = await getRevision(context.services.db, resource.path as ResourceName, id, number);
  if (!revision) return notFound(request);
  return json({ ...summary(revision), data: snapshotOf(args, resource, revision.data) });
}

/** /api/{resource}/{id}/revisions/{n}/restore/ */
export async function revisionRestore(args: ApiArgs) {
  const { request, context } = args;
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  const viewer = await requireApiAdmin(args, "content");
  const t = translatorOf(request);
  const resource = resourceByPath(args.params.resource ?? "");
  const id = parseId(args.params.id);
  const number = parseId(args.params.number);
  if (!resource || !id || !number) return notFound(request);
  const result = await restoreRevision(context.services, {
    kind: resource.path as ResourceName,
    id,
    number,
    writer: { actor: viewer },
    translate: validationTranslator(t),
    expectedVersion: expectedVersionOf(request, t),
  });
  switch (result.status) {
    case "missing":
      return notFound(request);
    case "forbidden":
      return apiError(403, t("api.errors.forbidden"));
    case "conflict":
      return apiError(409, t("revisions.conflict"));
    case "invalid":
      return apiError(422, t("revisions.restoreInvalid"), { errors: result.errors });
    case "saved":
      return json({
        ...snapshotOf(args, resource, result.row),
        // What the snapshot had that the content type no longer has, and so could not come back.
        not_restored: result.dropped,
        ...(result.dropped.length > 0
          ? { warning: t("revisions.notRestored", { fields: result.dropped.join(", ") }) }
          : {}),
      });
  }
}

/** /api/deleted/?resource=news */
export async function deletedList(args: ApiArgs) {
  const { request, context } = args;
  if (request.method !== "GET" && request.method !== "HEAD")
    return methodNotAllowed(request, ["GET", "HEAD"]);
  await requireApiAdmin(args, "content");
  const wanted = new URL(request.url).searchParams.get("resource");
  const resource = wanted ? resourceByPath(wanted) : undefined;
  if (wanted && !resource) {
    return apiError(400, translatorOf(request)("api.errors.invalid"), {
      errors: { resource: [translatorOf(request)("api.errors.notFound")] },
    });
  }
  const items = await listRecentlyDeleted(context.services.db, {
    kind: resource?.path as ResourceName | undefined,
  });
  return json({
    count: items.length,
    results: items.map((item) => ({
      resource: item.resource,
      id: item.itemId,
      revision: item.number,
      actor: item.username,
      deleted_at: item.deletedAt,
      restore: `/api/${item.resource}/${item.itemId}/revisions/${item.number}/restore/`,
      data: snapshotOf(args, resourceByPath(item.resource)!, item.data),
    })),
  });
}
