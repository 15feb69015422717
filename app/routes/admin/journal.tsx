import { Form } from "react-router";
import type { Route } from "./+types/journal";
import { AdminError } from "~/components/admin/error-boundary";
import { PageHeader } from "~/components/admin/page-header";
import { Pager } from "~/components/admin/pager";
import { clampPage, pageCountFor } from "~/components/admin/pager-items";
import type { Locale } from "~/i18n/config";
import { formatDate } from "~/i18n/format";
import { useI18n } from "~/i18n/react";
import { isAuditAction } from "~/modules/audit/audit-actions";
import { auditResources, countAudit, listAudit } from "~/modules/audit/audit.server";
import { requireAdmin } from "~/http/auth/guard.server";
import { resourceByPath } from "~/modules/content/resources";
import { isInboxKind } from "~/modules/inbox/kinds";
import { requestContext } from "~/http/request-context.server";
import { ADMIN } from "~/lib/paths";

const PAGE_SIZE = 20;

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args, "audit");
  const { db } = args.context.services;
  const locale = requestContext(args.request, args.context).locale;
  const url = new URL(args.request.url);
  const resources = await auditResources(db);
  const wanted = url.searchParams.get("resource") ?? "";
  const resource = resources.includes(wanted) ? wanted : "";
  const total = await countAudit(db, { resource: resource || undefined });
  const pageCount = pageCountFor(total, PAGE_SIZE);
  const page = clampPage(url.searchParams.get("page"), pageCount);
  const entries = await listAudit(db, { resource: resource || undefined, page, pageSize: PAGE_SIZE });
  return {
    resources,
    resource,
    total,
    page,
    pageCount,
    entries: entries.map((entry) => ({
      id: entry.id,
      when: formatDate(entry.created_at, locale, { dateStyle: "medium", timeStyle: "medium" }) ?? "",
      username: entry.username,
      action: entry.action,
      resource: entry.resource,
      itemId: entry.item_id,
      summary: entry.summary,
    })),
  };
}

/** Names a logged resource for people: a content type, an inbox, or the administrators. */
function useResourceLabel() {
  const { t, locale } = useI18n();
  return (resource: string) => {
    const content = resourceByPath(resource);
    if (content) return content.label[locale as Locale];
    const kind = resource.startsWith("inbox.") ? resource.slice(6) : "";
    if (isInboxKind(kind)) return t(`admin.inbox.screens.${kind}.title`);
    if (resource === "admins") return t("admin.journal.admins");
    if (resource === "faq") return t("admin.journal.faq");
    if (resource === "media") return t("media.screen.title");
    return resource;
  };
}

export default function Journal({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const label = useResourceLabel();
  const { entries, resource } = loaderData;
  const hrefFor = (page: number) =>
    `${ADMIN.journal}?${new URLSearchParams({ ...(resource ? { resource } : {}), page: String(page) })}`;
  return (
    <section>
      <PageHeader
        title={t("admin.journal.title")}
        subtitle={`${t("admin.journal.intro")} ${t("admin.journal.count", { count: loaderData.total })}`}
      />
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="journal-resource" className="block text-sm font-medium text-slate-800">
            {t("admin.journal.filter")}
          </label>
          <select
            id="journal-resource"
            name="resource"
            defaultValue={resource}
            className="mt-1 rounded-md border border-slate-300 bg-white px-3 py-2"
          >
            <option value="">{t("admin.journal.all")}</option>
            {loaderData.resources.map((name) => (
              <option key={name} value={name}>
                {label(name)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {t("admin.journal.apply")}
        </button>
      </Form>
      {entries.length === 0 ? (
        <p className="rounded-md bg-slate-100 p-4 text-slate-700">{t("admin.journal.empty")}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{t("admin.journal.title")}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("admin.journal.when")}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("admin.journal.who")}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("admin.journal.action")}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("admin.journal.what")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className="px-3 py-2 whitespace-nowrap text-slate-700">{entry.when}</td>
                  <td className="px-3 py-2 font-medium">{entry.username}</td>
                  <td className="px-3 py-2">
                    {isAuditAction(entry.action) ? t(`admin.journal.actions.${entry.action}`) : entry.action}
                  </td>
                  <td className="px-3 py-2">
                    <span className="me-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
                      {label(entry.resource)}
                    </span>
                    <bdi>
                      {entry.itemId !== null
                        ? t("admin.journal.item", { summary: entry.summary, id: entry.itemId })
                        : entry.summary}
                    </bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={loaderData.page} pageCount={loaderData.pageCount} hrefFor={hrefFor} />
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
