import type { Route } from "./+types/notre-equipe";
import { ContentText } from "~/components/site/content-text";
import { PageContainer, PageHeader } from "~/components/site/page-header";
import { EmptyState, RouteErrorState } from "~/components/site/states";
import { useI18n } from "~/i18n/react";
import { latestTeamMessage } from "~/modules/site/foundation.server";
import { pageContext } from "~/http/page-context.server";
import { seoMeta } from "~/modules/site/seo";
import { RichText } from "~/components/site/rich-text";

export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  return {
    message: await latestTeamMessage(page.db, page.locale),
    messages: page.messages("site.team"),
    seo: page.seo({ title: page.t("site.team.title"), description: page.t("site.team.description") }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

/** §9: the team message page shows the most recent message. */
export default function NotreEquipe({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { message } = loaderData;
  return (
    <PageContainer>
      <PageHeader title={t("site.team.title")} subtitle={t("site.team.subtitle")} />
      {!message ? (
        <EmptyState title={t("site.team.empty")} />
      ) : (
        <article
          id={`entry-${message.id}`}
          aria-labelledby={message.title ? "team-message" : undefined}
          aria-label={message.title ? undefined : t("site.team.title")}
          className="max-w-3xl rounded-2xl border-s-4 border-accent-500 bg-brand-50 p-8"
        >
          {message.title && (
            <h2 id="team-message" className="text-2xl font-bold text-brand-900">
              <ContentText lang={message.langs.title}>{message.title}</ContentText>
            </h2>
          )}
          <RichText
            value={message.text}
            lang={message.langs.text}
            className="mt-4 text-lg leading-8 text-slate-800"
          />
          <p className="mt-6 font-semibold text-brand-900">{t("site.team.signature")}</p>
          <p className="text-sm text-slate-700">
            <time dateTime={message.isoDate}>{message.date ?? t("common.states.unknownDate")}</time>
          </p>
        </article>
      )}
    </PageContainer>
  );
}

export function ErrorBoundary() {
  const { t } = useI18n();
  return <RouteErrorState message={t("site.team.loadError")} />;
}
