/**
 * GET /api/audit/: the change journal for administrators, newest first, a page at a time, filtered by
 * kind (`resource`: `news`, `inbox.contact`…) and by who made the change (`actor`). The back office's
 * journal screen reads the same module.
 */
import { requireApiAdmin } from "~/http/auth/guard.server";
import { countAudit, listAudit, type AuditEntry } from "~/modules/audit/audit.server";
import { json } from "~/http/responses.server";
import { listParamsOrThrow } from "~/http/api/content-api.server";
import { pagedBody } from "~/http/api/paging";
import { methodNotAllowed, publicOrigin, translatorOf, type ApiArgs } from "~/http/api/respond.server";

const serialize = (entry: AuditEntry) => ({
  id: entry.id,
  actor: entry.username,
  action: entry.action,
  resource: entry.resource,
  item_id: entry.item_id,
  title: entry.summary,
  created_at: entry.created_at,
});

const filterValue = (url: URL, name: string) => {
  const value = url.searchParams.get(name)?.trim().slice(0, 100);
  return value ? value : undefined;
};

export async function auditList(args: ApiArgs) {
  const { request, context } = args;
  if (request.method !== "GET" && request.method !== "HEAD")
    return methodNotAllowed(request, ["GET", "HEAD"]);
  await requireApiAdmin(args, "audit");
  const params = listParamsOrThrow(request, translatorOf(request));
  const url = new URL(request.url);
  const filter = { resource: filterValue(url, "resource"), actor: filterValue(url, "actor") };
  const [count, entries] = await Promise.all([
    countAudit(context.services.db, filter),
    listAudit(context.services.db, { ...filter, page: params.page, pageSize: params.pageSize }),
  ]);
  const origin = publicOrigin(request, context.services.config);
  return json(pagedBody(url, origin, { ...params, isPaged: true }, count, entries.map(serialize)));
}
