import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/recently-deleted";
import { AdminError } from "~/components/admin/error-boundary";
import { Notice } from "~/components/admin/notice";
import { PageHeader } from "~/components/admin/page-header";
import type { Translate } from "~/i18n/catalogues.server";
import type { Locale } from "~/i18n/config";
import { formatDate } from "~/i18n/format";
import { useI18n } from "~/i18n/react";
import { requireAdmin } from "~/http/auth/guard.server";
import { requestContext } from "~/http/request-context.server";
import { restoreRevision } from "~/modules/content/operations.server";
import { itemTitle, RESOURCES, resourceByPath, type ResourceName } from "~/modules/content/resources";
import { listRecentlyDeleted } from "~/modules/content/revisions.server";
import { ADMIN } from "~/lib/paths";

/** Content items deleted in the last 30 days, each restorable with its id (decision 028). */
export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args, "content");
  const { locale } = requestContext(args.request);
  const items = await listRecentlyDeleted(args.context.services.db);
  const url = new URL(args.request.url);
  return {
    items: items.map((item) => ({
      key: `${item.resource}-${item.itemId}`,
      resource: item.resource,
      id: item.itemId,
      number: item.number,
      title: itemTitle(RESOURCES[item.resource], item.data, locale) || `#${item.itemId}`,
      username: item.username,
      when: formatDate(item.deletedAt, locale, { dateStyle: "medium", timeStyle: "short" }) ?? item.deletedAt,
    })),
    restored: url.searchParams.get("restored")?.slice(0, 300) ?? null,
  };
}

export async function action(args: Route.ActionArgs) {
  const viewer = await requireAdmin(args, "content");
  const { t, locale } = requestContext(args.request);
  const form = await args.request.formData();
  const resource = resourceByPath(String(form.get("resource") ?? ""));
  const id = Number(form.get("id"));
  const number = Number(form.get("number"));
  if (!resource || !Number.isSafeInteger(id) || id <= 0) {
    return data({ error: t("admin.content.form.notFound") }, { status: 404 });
  }
  const translate = (key: string, params?: Record<string, string | number>) =>
    t(key as Parameters<Translate>[0], params);
  const result = await restoreRevision(args.context.services, {
    kind: resource.path as ResourceName,
    id,
    number,
    writer: { actor: viewer },
    translate,
  });
  if (result.status === "saved") {
    const title = itemTitle(resource, result.row, locale as Locale);
    return redirect(`${ADMIN.recentlyDeleted}?restored=${encodeURIComponent(title)}`);
  }
  const error =
    result.status === "invalid"
      ? t("revisions.restoreInvalid")
      : result.status === "conflict"
        ? t("revisions.conflict")
        : t("admin.content.form.notFound");
  return data({ error }, { status: result.status === "invalid" ? 422 : 409 });
}

export default function RecentlyDeleted({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const navigation = useNavigation();
  return (
    <section>
      <PageHeader title={t("revisions.deleted.title")} subtitle={t("revisions.deleted.intro")} />
      {loaderData.restored && (
        <Notice tone="success" message={t("revisions.deleted.restored", { title: loaderData.restored })} />
      )}
      {actionData?.error && <Notice tone="error" message={actionData.error} />}
      {loaderData.items.length === 0 ? (
        <p className="text-slate-600">{t("revisions.deleted.empty")}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="p-2 text-start">
                  {t("revisions.deleted.item")}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t("revisions.deleted.type")}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t("revisions.deleted.who")}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t("revisions.deleted.when")}
                </th>
                <th scope="col" className="p-2 text-start">
                  <span className="sr-only">{t("revisions.deleted.restore")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {loaderData.items.map((item) => (
                <tr key={item.key} className="border-b border-slate-200">
                  <td className="p-2">
                    <Link
                      to={`${ADMIN.history}/${item.resource}/${item.id}`}
                      className="text-brand-700 underline"
                    >
                      {item.title}
                    </Link>
                  </td>
                  <td className="p-2">{RESOURCES[item.resource].label[locale as Locale]}</td>
                  <td className="p-2">{item.username}</td>
                  <td className="p-2">{item.when}</td>
                  <td className="p-2 text-end">
                    <Form method="post">
                      <input type="hidden" name="resource" value={item.resource} />
                      <input type="hidden" name="id" value={item.id} />
                      <input type="hidden" name="number" value={item.number} />
                      <button
                        type="submit"
                        disabled={navigation.state !== "idle"}
                        aria-label={`${t("revisions.deleted.restore")} : ${item.title}`}
                        className="rounded-md border border-brand-300 px-3 py-1 font-medium text-brand-800 hover:bg-brand-50 disabled:opacity-60"
                      >
                        {t("revisions.deleted.restore")}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
