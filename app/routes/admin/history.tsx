import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/history";
import { AdminError } from "~/components/admin/error-boundary";
import { Notice } from "~/components/admin/notice";
import { PageHeader } from "~/components/admin/page-header";
import { screenForResource } from "~/components/admin/content/screens";
import type { Translate } from "~/i18n/catalogues.server";
import type { Locale } from "~/i18n/config";
import { formatDate } from "~/i18n/format";
import { useI18n } from "~/i18n/react";
import type { Messages } from "~/i18n/locales/fr";
import { requireAdmin } from "~/http/auth/guard.server";
import { requestContext } from "~/http/request-context.server";
import { compareFields } from "~/modules/content/compare";
import { getContent } from "~/modules/content/content.server";
import { restoreRevision } from "~/modules/content/operations.server";
import { itemTitle, resourceByPath, type ResourceName } from "~/modules/content/resources";
import { listRevisions } from "~/modules/content/revisions.server";
import { ADMIN } from "~/lib/paths";

/** The history of one content item: its revisions, a per-field comparison and a restore (decision 028). */
function target(params: { resource?: string; id?: string }) {
  const resource = resourceByPath(params.resource ?? "");
  const id = Number(params.id);
  return resource && Number.isSafeInteger(id) && id > 0 ? { resource, id } : undefined;
}

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args, "content");
  const { t, locale } = requestContext(args.request);
  const found = target(args.params);
  if (!found) throw data(t("admin.content.form.notFound"), { status: 404 });
  const { db } = args.context.services;
  const kind = found.resource.path as ResourceName;
  const [revisions, current] = await Promise.all([
    listRevisions(db, kind, found.id),
    getContent(db, found.resource, found.id, { includeDrafts: true }),
  ]);
  if (revisions.length === 0 && !current) throw data(t("admin.content.form.notFound"), { status: 404 });
  const url = new URL(args.request.url);
  const wanted = Number(url.searchParams.get("n"));
  // By default the revision before the current state is compared: what the last save changed.
  const selected =
    revisions.find((revision) => revision.number === wanted) ?? revisions[1] ?? revisions[0] ?? null;
  const when = (iso: string) => formatDate(iso, locale, { dateStyle: "medium", timeStyle: "short" }) ?? iso;
  const screen = screenForResource(kind);
  return {
    resource: kind,
    id: found.id,
    title: itemTitle(found.resource, current ?? revisions[0]?.data ?? {}, locale),
    back: screen ? `${screen.path}?edit=${found.id}` : `${ADMIN.dashboard}`,
    isDeleted: !current,
    revisions: revisions.map((revision, index) => ({
      number: revision.number,
      action: revision.action,
      username: revision.username,
      when: when(revision.createdAt),
      isCurrent: index === 0 && Boolean(current),
    })),
    selected: selected
      ? {
          number: selected.number,
          comparison: compareFields(found.resource, selected.data, current ?? undefined),
        }
      : null,
    notice: url.searchParams.get("notice"),
    /** Fields a restore could not bring back (they no longer exist). */
    dropped: url.searchParams.get("dropped")?.slice(0, 500) ?? null,
  };
}

export async function action(args: Route.ActionArgs) {
  const viewer = await requireAdmin(args, "content");
  const { t } = requestContext(args.request);
  const found = target(args.params);
  if (!found) throw data(t("admin.content.form.notFound"), { status: 404 });
  const form = await args.request.formData();
  const number = Number(form.get("number"));
  const translate = (key: string, params?: Record<string, string | number>) =>
    t(key as Parameters<Translate>[0], params);
  const result = await restoreRevision(args.context.services, {
    kind: found.resource.path as ResourceName,
    id: found.id,
    number,
    writer: { actor: viewer },
    translate,
  });
  if (result.status === "saved") {
    const dropped =
      result.dropped.length > 0 ? `&dropped=${encodeURIComponent(result.dropped.join(","))}` : "";
    return redirect(
      `${ADMIN.history}/${found.resource.path}/${found.id}?notice=restored&n=${number}${dropped}`,
    );
  }
  const reason =
    result.status === "invalid"
      ? `${t("revisions.restoreInvalid")} ${Object.entries(result.errors)
          .map(([field, messages]) => `${field} : ${messages.join(" ")}`)
          .join(" ; ")}`
      : result.status === "conflict"
        ? t("revisions.conflict")
        : t("admin.content.form.notFound");
  return data({ error: reason }, { status: result.status === "invalid" ? 422 : 409 });
}

type FieldKey = keyof Messages["admin"]["content"]["fields"];

export default function History({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const navigation = useNavigation();
  const { selected } = loaderData;
  const { dropped } = loaderData;
  const fieldLabel = (base: string, fieldLocale: Locale | null) => {
    const label = t(`admin.content.fields.${base as FieldKey}`);
    return fieldLocale ? `${label} (${t(`revisions.history.language.${fieldLocale}`)})` : label;
  };
  const changed = selected?.comparison.filter((row) => row.isChanged) ?? [];
  const selectedMeta = loaderData.revisions.find((revision) => revision.number === selected?.number);
  return (
    <section>
      <PageHeader
        title={t("revisions.history.title", { title: loaderData.title || `#${loaderData.id}` })}
        subtitle={t("revisions.history.intro")}
        back={{ to: loaderData.back, label: t("revisions.history.back") }}
      />
      {loaderData.notice === "restored" && selected && (
        <Notice
          tone="success"
          message={
            dropped
              ? t("revisions.notRestored", { fields: dropped.split(",").join(", ") })
              : t("revisions.history.restored", { number: selected.number })
          }
        />
      )}
      {actionData?.error && <Notice tone="error" message={actionData.error} />}

      {loaderData.revisions.length === 0 ? (
        <p className="text-slate-600">{t("revisions.history.empty")}</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
          <ol className="space-y-2" aria-label={t("revisions.history.link")}>
            {loaderData.revisions.map((revision) => (
              <li key={revision.number}>
                <Link
                  to={`?n=${revision.number}`}
                  aria-current={revision.number === selected?.number ? "true" : undefined}
                  preventScrollReset
                  className="block rounded-md border border-slate-200 bg-white p-3 text-sm hover:bg-slate-50 aria-[current=true]:border-brand-600 aria-[current=true]:bg-brand-50"
                >
                  <span className="font-semibold text-slate-900">
                    {t("revisions.history.number", { number: revision.number })}
                  </span>
                  {revision.isCurrent && (
                    <span className="ms-2 text-xs text-slate-600">({t("revisions.history.current")})</span>
                  )}
                  <span className="block text-slate-700">
                    {t(`revisions.history.actions.${revision.action}`)} · {revision.username}
                  </span>
                  <span className="block text-xs text-slate-600">{revision.when}</span>
                </Link>
              </li>
            ))}
          </ol>

          {selected && (
            <div className="min-w-0 space-y-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 className="text-lg font-semibold text-brand-900">
                  {t("revisions.history.comparing", { number: selected.number })}
                </h2>
                {!selectedMeta?.isCurrent && (
                  <Form
                    method="post"
                    onSubmit={(event) => {
                      if (!window.confirm(t("revisions.history.confirmRestore", { number: selected.number })))
                        event.preventDefault();
                    }}
                  >
                    <input type="hidden" name="number" value={selected.number} />
                    <button
                      type="submit"
                      disabled={navigation.state !== "idle"}
                      className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
                    >
                      {t("revisions.history.restore")}
                    </button>
                  </Form>
                )}
              </div>
              <p className="text-sm text-slate-700">
                {changed.length === 0
                  ? t("revisions.history.unchanged")
                  : t("revisions.history.changedCount", { count: changed.length })}
              </p>
              <div className="overflow-x-auto">
                <table className="w-full table-fixed border-collapse text-sm">
                  <caption className="sr-only">
                    {t("revisions.history.comparing", { number: selected.number })}
                  </caption>
                  <thead>
                    <tr className="border-b border-slate-300 text-start">
                      <th scope="col" className="w-1/4 p-2 text-start">
                        {t("revisions.history.field")}
                      </th>
                      <th scope="col" className="p-2 text-start">
                        {t("revisions.history.thisVersion")}
                      </th>
                      <th scope="col" className="p-2 text-start">
                        {t("revisions.history.currentVersion")}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {selected.comparison.map((row) => (
                      <tr
                        key={row.name}
                        data-changed={row.isChanged ? "true" : undefined}
                        className="border-b border-slate-200 align-top data-[changed=true]:bg-amber-50"
                      >
                        <th scope="row" className="p-2 text-start font-medium text-slate-800">
                          {fieldLabel(row.base, row.locale)}
                        </th>
                        {[row.before, row.after].map((value, index) => (
                          <td
                            key={index}
                            lang={row.locale ?? undefined}
                            dir={row.locale === "ar" ? "rtl" : row.locale ? "ltr" : undefined}
                            className="p-2 break-words whitespace-pre-line text-slate-900"
                          >
                            {value === "" ? (
                              <span lang={locale} className="text-slate-600 italic">
                                {t("revisions.history.empty_value")}
                              </span>
                            ) : (
                              value
                            )}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
          )}
        </div>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
