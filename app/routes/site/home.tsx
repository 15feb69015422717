import { Link } from "react-router";
import type { Route } from "./+types/home";
import { FeaturedNews, NewsCardView } from "~/components/site/news-cards";
import { PageContainer, PageHeader } from "~/components/site/page-header";
import { EmptyState, RouteErrorState } from "~/components/site/states";
import { Icon, type IconName } from "~/components/ui/icon";
import { useI18n } from "~/i18n/react";
import { listNewsCards } from "~/modules/site/news.server";
import { pageContext } from "~/http/page-context.server";
import { seoMeta } from "~/modules/site/seo";
import { organizationLd } from "~/modules/site/structured-data";
import { PAGES } from "~/lib/paths";

export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  const { t } = page;
  const items = await listNewsCards(page.db, page.locale, { limit: 4 });
  return {
    items,
    messages: page.messages("site.home", "site.news"),
    seo: page.seo({
      title: t("site.home.title"),
      description: t("site.home.description"),
      image: items[0]?.image?.src,
      jsonLd: [
        organizationLd({
          origin: page.origin,
          name: t("common.siteName"),
          description: t("common.footer.about"),
          locale: page.locale,
          settings: await page.settings(),
        }),
      ],
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

const SHORTCUTS: Array<{
  to: string;
  icon: IconName;
  key: "programs" | "matches" | "videos" | "foundation";
}> = [
  { to: PAGES.programs, icon: "target", key: "programs" },
  { to: PAGES.matches, icon: "calendar", key: "matches" },
  { to: PAGES.videos, icon: "video", key: "videos" },
  { to: PAGES.foundation, icon: "users", key: "foundation" },
];

/** §2 Home: the featured-news highlight, then the next articles and the main sections. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const [featured, ...others] = loaderData.items;
  return (
    <PageContainer>
      <PageHeader title={t("site.home.heading")} subtitle={t("site.home.subtitle")} />
      {featured ? (
        <FeaturedNews item={featured} label={t("site.news.featured")} />
      ) : (
        <EmptyState title={t("site.news.empty")} />
      )}
      {others.length > 0 && (
        <section aria-labelledby="home-latest" className="mt-12">
          <div className="mb-4 flex items-center justify-between gap-4">
            <h2 id="home-latest" className="text-2xl font-bold text-brand-900">
              {t("site.home.latest")}
            </h2>
            <Link to={PAGES.news} className="font-semibold text-brand-700 hover:underline">
              {t("site.home.allNews")}
            </Link>
          </div>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {others.map((item) => (
              <NewsCardView key={item.id} item={item} />
            ))}
          </div>
        </section>
      )}
      <section aria-labelledby="home-explore" className="mt-12">
        <h2 id="home-explore" className="mb-4 text-2xl font-bold text-brand-900">
          {t("site.home.explore")}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {SHORTCUTS.map((shortcut) => (
            <li key={shortcut.to}>
              <Link
                to={shortcut.to}
                className="flex h-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-5 font-semibold text-brand-900 shadow-sm hover:border-brand-500"
              >
                <Icon name={shortcut.icon} className="size-7 text-brand-700" />
                {t(`site.home.shortcuts.${shortcut.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </PageContainer>
  );
}

export function ErrorBoundary() {
  const { t } = useI18n();
  return <RouteErrorState message={t("site.news.loadError")} />;
}
