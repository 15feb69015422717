import { Link } from "react-router";
import type { Route } from "./+types/categories";
import { PageContainer, PageHeader } from "~/components/site/page-header";
import { RouteErrorState } from "~/components/site/states";
import { Icon } from "~/components/ui/icon";
import { useI18n } from "~/i18n/react";
import { categoryCounts, CATEGORY_SECTIONS } from "~/modules/site/pages.server";
import { pageContext } from "~/http/page-context.server";
import { seoMeta } from "~/modules/site/seo";

export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  return {
    counts: await categoryCounts(page.db),
    sections: CATEGORY_SECTIONS.map(({ key, to, icon }) => ({ key, to, icon })),
    messages: page.messages("site.categories"),
    seo: page.seo({
      title: page.t("site.categories.title"),
      description: page.t("site.categories.description"),
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

/** §2 categories: every section of the site with how much it holds. */
export default function Categories({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <PageContainer>
      <PageHeader title={t("site.categories.title")} subtitle={t("site.categories.subtitle")} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {loaderData.sections.map((section) => (
          <li key={section.key}>
            <Link
              to={section.to}
              className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm hover:border-brand-500"
            >
              <Icon name={section.icon} className="size-8 text-brand-700" />
              <span className="mt-4 text-xl font-semibold text-brand-900">
                {t(`site.categories.sections.${section.key}`)}
              </span>
              <span className="mt-1 text-slate-700">
                {t("site.categories.items", { count: loaderData.counts[section.key] ?? 0 })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </PageContainer>
  );
}

export function ErrorBoundary() {
  const { t } = useI18n();
  return <RouteErrorState message={t("common.errors.serverTitle")} />;
}
