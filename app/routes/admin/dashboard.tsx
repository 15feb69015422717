import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { translationFilterHref } from "~/components/admin/content/content-screen";
import { CONTENT_SCREENS } from "~/components/admin/content/screens";
import { AdminError } from "~/components/admin/error-boundary";
import { inboxHref, INBOX_SCREENS } from "~/components/admin/inbox/inbox-screens";
import { PageHeader } from "~/components/admin/page-header";
import { Icon } from "~/components/ui/icon";
import { formatDate } from "~/i18n/format";
import { useI18n } from "~/i18n/react";
import { requireAdmin } from "~/http/auth/guard.server";
import { allows } from "~/modules/access/roles";
import { countContent } from "~/modules/content/content.server";
import { RESOURCES } from "~/modules/content/resources";
import { TRANSLATION_LOCALES, translatedBases } from "~/modules/content/translation-status";
import { countInbox, listInbox } from "~/modules/inbox/inbox.server";
import type { InboxKind } from "~/modules/inbox/kinds";
import { countOutbox } from "~/modules/mail/outbox.server";
import { isFollowUpKind } from "~/modules/inbox/follow-up";
import { followUpCounts } from "~/modules/inbox/follow-up.server";
import { requestContext } from "~/http/request-context.server";
import { ADMIN } from "~/lib/paths";

const INBOX_ORDER: InboxKind[] = ["contact", "rejoindre", "partners", "community", "newsletter"];
const LATEST_COUNT = 6;

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAdmin(args, "signedIn");
  const { db } = args.context.services;
  const locale = requestContext(args.request, args.context).locale;
  // Each card is read only for a role that may open what it counts (decision 026).
  const readsInboxes = allows(viewer.role, "inboxes");
  const inboxKinds = readsInboxes ? INBOX_ORDER : [];

  // Requests to answer also count what is new and in progress (decision 032).
  const followUp = readsInboxes ? await followUpCounts(db) : null;
  const inboxes = await Promise.all(
    inboxKinds.map(async (kind) => ({
      kind,
      href: inboxHref(INBOX_SCREENS[kind]),
      unread: await countInbox(db, kind, { isUnreadOnly: true }),
      total: await countInbox(db, kind),
      followUp: followUp && isFollowUpKind(kind) ? followUp[kind] : null,
    })),
  );
  // The newest entries of every inbox, merged: each inbox gives its own newest, the merge keeps the newest overall.
  const recent = (
    await Promise.all(
      inboxKinds.map(async (kind) =>
        (await listInbox(db, kind, { pageSize: LATEST_COUNT })).map((entry) => ({ kind, entry })),
      ),
    )
  )
    .flat()
    .sort((a, b) => b.entry.created_at.localeCompare(a.entry.created_at))
    .slice(0, LATEST_COUNT)
    .map(({ kind, entry }) => ({
      kind,
      id: entry.id,
      name: entry.name.trim(),
      email: entry.email,
      isRead: entry.is_read,
      date: formatDate(entry.created_at, locale, { dateStyle: "medium", timeStyle: "short" }) ?? "",
      href: inboxHref(INBOX_SCREENS[kind], { open: entry.id }),
    }));

  const content = await Promise.all(
    (allows(viewer.role, "content") ? Object.values(CONTENT_SCREENS) : []).map(async (screen) => {
      const total = await countContent(db, RESOURCES[screen.resource], { includeDrafts: true });
      const published = await countContent(db, RESOURCES[screen.resource]);
      return { key: screen.key, href: screen.path, total, drafts: total - published };
    }),
  );

  // Items whose English or Arabic is missing or outdated, per content type (decision 031).
  const translations = await Promise.all(
    (allows(viewer.role, "content") ? Object.values(CONTENT_SCREENS) : [])
      .filter((screen) => translatedBases(RESOURCES[screen.resource].fields).length > 0)
      .map(async (screen) => {
        const resource = RESOURCES[screen.resource];
        const [en, ar] = await Promise.all(
          TRANSLATION_LOCALES.map((needsTranslation) =>
            countContent(db, resource, { includeDrafts: true, needsTranslation }),
          ),
        );
        return { key: screen.key, path: screen.path, counts: { en: en ?? 0, ar: ar ?? 0 } };
      }),
  );

  return {
    username: viewer.username,
    readsInboxes,
    readsContent: allows(viewer.role, "content"),
    inboxes,
    recent,
    content,
    translations,
    outbox: allows(viewer.role, "outbox") ? await countOutbox(db) : null,
  };
}

const cardClass = "rounded-lg border border-slate-200 bg-white p-5 shadow-sm";

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { inboxes, recent, content, outbox, translations } = loaderData;
  const translationTotals = Object.fromEntries(
    TRANSLATION_LOCALES.map((locale) => [
      locale,
      translations.reduce((sum, item) => sum + item.counts[locale], 0),
    ]),
  ) as Record<(typeof TRANSLATION_LOCALES)[number], number>;
  const toTranslate = translations.filter((item) => item.counts.en + item.counts.ar > 0);
  return (
    <section>
      <PageHeader
        title={t("admin.dashboard.title")}
        subtitle={t("admin.dashboard.welcome", { username: loaderData.username })}
      />
      <p className="-mt-4 mb-6 text-slate-600">{t("admin.dashboard.intro")}</p>

      <div className="grid gap-6 xl:grid-cols-3">
        {loaderData.readsInboxes && (
          <section aria-labelledby="dashboard-inboxes" className={`${cardClass} xl:col-span-2`}>
            <h2 id="dashboard-inboxes" className="text-lg font-semibold text-brand-900">
              {t("admin.dashboard.inboxesTitle")}
            </h2>
            <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {inboxes.map((inbox) => (
                <li key={inbox.kind}>
                  <Link
                    to={inbox.href}
                    className="block rounded-md border border-slate-200 p-3 hover:border-brand-500 hover:bg-brand-50"
                  >
                    <span className="block font-semibold text-slate-900">
                      {t(`admin.inbox.screens.${inbox.kind}.title`)}
                    </span>
                    <span
                      className={`mt-1 block text-sm ${inbox.unread > 0 ? "font-semibold text-brand-800" : "text-slate-600"}`}
                    >
                      {t("admin.dashboard.unread", { count: inbox.unread })}
                    </span>
                    <span className="block text-xs text-slate-600">
                      {t("admin.dashboard.total", { count: inbox.total })}
                    </span>
                    {inbox.followUp && (
                      <span className="block text-xs text-slate-700">
                        {t("admin.followUp.dashboard.counts", {
                          new: inbox.followUp.new,
                          inProgress: inbox.followUp.in_progress,
                        })}
                      </span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}

        {outbox && (
          <section aria-labelledby="dashboard-outbox" className={cardClass}>
            <h2 id="dashboard-outbox" className="text-lg font-semibold text-brand-900">
              {t("admin.dashboard.outboxTitle")}
            </h2>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
              <div className="rounded-md bg-amber-50 p-2">
                <dt className="text-xs text-amber-900">{t("admin.dashboard.outboxPending")}</dt>
                <dd className="text-2xl font-bold text-amber-900">{outbox.pending}</dd>
              </div>
              <div className={`rounded-md p-2 ${outbox.failed > 0 ? "bg-red-50" : "bg-slate-50"}`}>
                <dt className={`text-xs ${outbox.failed > 0 ? "text-red-800" : "text-slate-700"}`}>
                  {t("admin.dashboard.outboxFailed")}
                </dt>
                <dd className={`text-2xl font-bold ${outbox.failed > 0 ? "text-red-800" : "text-slate-800"}`}>
                  {outbox.failed}
                </dd>
              </div>
              <div className="rounded-md bg-green-50 p-2">
                <dt className="text-xs text-green-900">{t("admin.dashboard.outboxSent")}</dt>
                <dd className="text-2xl font-bold text-green-900">{outbox.sent}</dd>
              </div>
            </dl>
            <Link to={ADMIN.outbox} className="mt-3 inline-block text-sm text-brand-700 underline">
              {t("admin.dashboard.outboxLink")}
            </Link>
          </section>
        )}

        {loaderData.readsInboxes && (
          <section aria-labelledby="dashboard-latest" className={`${cardClass} xl:col-span-2`}>
            <h2 id="dashboard-latest" className="text-lg font-semibold text-brand-900">
              {t("admin.dashboard.latestTitle")}
            </h2>
            {recent.length === 0 ? (
              <p className="mt-3 text-slate-600">{t("admin.dashboard.latestEmpty")}</p>
            ) : (
              <ul className="mt-3 divide-y divide-slate-100">
                {recent.map((item) => (
                  <li
                    key={`${item.kind}-${item.id}`}
                    className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2"
                  >
                    <Link
                      to={item.href}
                      className={`text-brand-800 underline ${item.isRead ? "" : "font-bold"}`}
                    >
                      {item.name ? <bdi>{item.name}</bdi> : t("admin.dashboard.unknownName")}
                    </Link>
                    <bdi className="text-sm break-all text-slate-600">{item.email}</bdi>
                    <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
                      {t(`admin.inbox.screens.${item.kind}.title`)}
                    </span>
                    <span className="ms-auto text-xs text-slate-600">
                      {item.date || t("common.states.unknownDate")}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}

        {loaderData.readsContent && (
          <section aria-labelledby="dashboard-content" className={cardClass}>
            <h2 id="dashboard-content" className="text-lg font-semibold text-brand-900">
              {t("admin.dashboard.contentTitle")}
            </h2>
            <ul className="mt-3 space-y-1 text-sm">
              {content.map((item) => (
                <li key={item.key} className="flex items-center justify-between gap-2">
                  <Link to={item.href} className="inline-flex items-center gap-1 text-brand-800 underline">
                    <Icon name="chevronEnd" className="size-3 rtl:rotate-180" />
                    {t(`admin.content.screens.${item.key}.title`)}
                  </Link>
                  <span className="text-end text-slate-700">
                    {t("admin.dashboard.contentItems", { count: item.total })}
                    {item.drafts > 0 && (
                      <span className="ms-1 text-amber-800">
                        ({t("admin.dashboard.drafts", { count: item.drafts })})
                      </span>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}

        {loaderData.readsContent && (
          <section aria-labelledby="dashboard-translations" className={cardClass}>
            <h2 id="dashboard-translations" className="text-lg font-semibold text-brand-900">
              {t("translations.dashboard.title")}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{t("translations.dashboard.intro")}</p>
            <dl className="mt-3 grid grid-cols-2 gap-2 text-center">
              {TRANSLATION_LOCALES.map((locale) => (
                <div
                  key={locale}
                  className={`rounded-md p-2 ${translationTotals[locale] > 0 ? "bg-amber-50 text-amber-900" : "bg-green-50 text-green-900"}`}
                >
                  <dt className="text-xs">{t(`common.languages.${locale}`)}</dt>
                  <dd className="text-2xl font-bold">{translationTotals[locale]}</dd>
                </div>
              ))}
            </dl>
            {toTranslate.length === 0 ? (
              <p className="mt-3 text-sm text-slate-700">{t("translations.dashboard.none")}</p>
            ) : (
              <ul className="mt-3 space-y-2 text-sm">
                {toTranslate.map((item) => (
                  <li key={item.key}>
                    <span className="font-medium text-slate-900">
                      {t(`admin.content.screens.${item.key}.title`)}
                    </span>
                    <span className="ms-2 inline-flex flex-wrap gap-x-3">
                      {TRANSLATION_LOCALES.filter((locale) => item.counts[locale] > 0).map((locale) => (
                        <Link
                          key={locale}
                          to={translationFilterHref(item.path, locale)}
                          className="text-brand-800 underline"
                        >
                          {t("translations.dashboard.needs", {
                            count: item.counts[locale],
                            language: t(`translations.languages.${locale}`),
                          })}
                        </Link>
                      ))}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
