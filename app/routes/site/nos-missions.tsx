import type { Route } from "./+types/nos-missions";
import { ContentText } from "~/components/site/content-text";
import { PageContainer, PageHeader } from "~/components/site/page-header";
import { EmptyState, RouteErrorState } from "~/components/site/states";
import { Icon } from "~/components/ui/icon";
import { useI18n } from "~/i18n/react";
import { latestMissions } from "~/modules/site/foundation.server";
import { pageContext } from "~/http/page-context.server";
import { RichText } from "~/components/site/rich-text";
import { seoMeta } from "~/modules/site/seo";

export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  return {
    missions: await latestMissions(page.db, page.locale),
    messages: page.messages("site.missions"),
    seo: page.seo({ title: page.t("site.missions.title"), description: page.t("site.missions.description") }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

/** §9: the 2 most recent missions. */
export default function NosMissions({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <PageContainer>
      <PageHeader title={t("site.missions.title")} subtitle={t("site.missions.subtitle")} />
      {loaderData.missions.length === 0 ? (
        <EmptyState title={t("site.missions.empty")} />
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          {loaderData.missions.map((mission, index) => (
            <article
              key={mission.id}
              id={`entry-${mission.id}`}
              aria-labelledby={`mission-${mission.id}`}
              className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm"
            >
              <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon name={index === 0 ? "target" : "star"} className="size-6" />
              </span>
              <h2 id={`mission-${mission.id}`} className="mt-4 text-2xl font-bold text-brand-900">
                <ContentText lang={mission.langs.title}>{mission.title}</ContentText>
              </h2>
              <RichText
                value={mission.text}
                lang={mission.langs.text}
                className="mt-3 leading-7 text-slate-700"
              />
            </article>
          ))}
        </div>
      )}
    </PageContainer>
  );
}

export function ErrorBoundary() {
  const { t } = useI18n();
  return <RouteErrorState message={t("site.missions.loadError")} />;
}
