import { useState } from "react";
import type { Route } from "./+types/activities";
import { ContactCta } from "~/components/site/contact-cta";
import { ContentText } from "~/components/site/content-text";
import { useSearchState } from "~/components/site/hooks";
import { Modal } from "~/components/site/modal";
import { PageContainer, PageHeader } from "~/components/site/page-header";
import { ResponsiveImage } from "~/components/site/responsive-image";
import { SearchBox } from "~/components/site/search-box";
import {
  ClearSearchButton,
  EmptyState,
  LoadingState,
  RouteErrorState,
  useIsReloading,
} from "~/components/site/states";
import { textLang } from "~/i18n/content-language";
import { useI18n } from "~/i18n/react";
import { listActivities, type ActivityView } from "~/modules/site/catalog.server";
import { pageContext } from "~/http/page-context.server";
import { filterByQuery } from "~/modules/site/search";
import { RichText } from "~/components/site/rich-text";
import { htmlToText } from "~/modules/richtext/html";
import { seoMeta } from "~/modules/site/seo";

export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  return {
    activities: await listActivities(page.db, page.locale),
    query: page.query,
    messages: page.messages("site.activities"),
    seo: page.seo({
      title: page.t("site.activities.title"),
      description: page.t("site.activities.subtitle"),
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

/** §2 Activities: search over the title or comment in the current language, cards, view details. */
export default function Activities({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const [query, setQuery] = useSearchState(loaderData.query);
  const [selected, setSelected] = useState<ActivityView | null>(null);
  const isReloading = useIsReloading();
  const activities = filterByQuery(loaderData.activities, query, (item) => [
    item.title,
    htmlToText(item.comment),
  ]);
  return (
    <PageContainer>
      <PageHeader title={t("site.activities.title")} subtitle={t("site.activities.subtitle")} />
      <SearchBox
        value={query}
        onChange={setQuery}
        label={t("site.activities.searchLabel")}
        placeholder={t("site.activities.searchPlaceholder")}
      />
      <div className="mt-8" aria-busy={isReloading}>
        {isReloading && <LoadingState />}
        {loaderData.activities.length === 0 ? (
          <EmptyState title={t("site.activities.empty")} />
        ) : activities.length === 0 ? (
          <EmptyState
            title={t("common.states.noResults", { query })}
            text={t("site.activities.noMatch")}
            action={<ClearSearchButton onClear={() => setQuery("")} />}
          />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {activities.map((activity) => (
              <li key={activity.id}>
                <article
                  id={`activity-${activity.id}`}
                  aria-labelledby={`activity-title-${activity.id}`}
                  className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
                >
                  <ResponsiveImage
                    image={activity.cover}
                    alt=""
                    sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                    className="aspect-[3/2] w-full object-cover"
                  />
                  <div className="flex flex-1 flex-col p-5">
                    <h2 id={`activity-title-${activity.id}`} className="text-lg font-semibold text-brand-900">
                      <ContentText lang={activity.langs.title}>{activity.title}</ContentText>
                    </h2>
                    <p className="mt-1 text-sm text-slate-600">
                      <time dateTime={activity.isoDate}>
                        {activity.date ?? t("common.states.unknownDate")}
                      </time>
                    </p>
                    <p
                      data-clamp
                      {...textLang(activity.langs.comment)}
                      className="mt-3 line-clamp-3 flex-1 text-slate-700"
                    >
                      {htmlToText(activity.comment)}
                    </p>
                    <button
                      type="button"
                      data-js-only
                      onClick={() => setSelected(activity)}
                      aria-label={t("site.actionAbout", {
                        action: t("common.actions.seeDetails"),
                        subject: activity.title,
                      })}
                      className="mt-4 self-start rounded-lg border border-brand-700 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50"
                    >
                      {t("common.actions.seeDetails")}
                    </button>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Modal
        isOpen={selected !== null}
        onClose={() => setSelected(null)}
        title={selected?.title ?? ""}
        titleLang={selected?.langs.title}
      >
        {selected && (
          <div className="space-y-4">
            <ResponsiveImage
              image={selected.cover}
              alt=""
              sizes="(min-width: 896px) 896px, 100vw"
              className="aspect-[3/2] w-full rounded-lg object-cover"
            />
            <p className="text-sm text-slate-600">{selected.date ?? t("common.states.unknownDate")}</p>
            <RichText
              value={selected.comment}
              lang={selected.langs.comment}
              className="leading-7 text-slate-800"
            />
          </div>
        )}
      </Modal>
      <ContactCta />
    </PageContainer>
  );
}

export function ErrorBoundary() {
  const { t } = useI18n();
  return <RouteErrorState message={t("site.activities.loadError")} />;
}
