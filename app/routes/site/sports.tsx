import type { Route } from "./+types/sports";
import { PageContainer, PageHeader } from "~/components/site/page-header";
import { Icon, type IconName } from "~/components/ui/icon";
import { useI18n } from "~/i18n/react";
import { pageContext } from "~/http/page-context.server";
import { seoMeta } from "~/modules/site/seo";

export function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  return {
    messages: page.messages("site.sports"),
    seo: page.seo({ title: page.t("site.sports.title"), description: page.t("site.sports.description") }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

const CARDS: Array<{ key: "basketball" | "academy" | "tournaments" | "training"; icon: IconName }> = [
  { key: "basketball", icon: "target" },
  { key: "academy", icon: "users" },
  { key: "tournaments", icon: "star" },
  { key: "training", icon: "calendar" },
];

/** §2 Sports placeholder: static, four empty cards until the section has content. */
export default function Sports() {
  const { t } = useI18n();
  return (
    <PageContainer>
      <PageHeader title={t("site.sports.title")} subtitle={t("site.sports.subtitle")} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {CARDS.map((card) => (
          <li
            key={card.key}
            className="flex min-h-48 flex-col items-center justify-center rounded-xl border border-dashed border-slate-300 bg-slate-50 p-6 text-center"
          >
            <Icon name={card.icon} className="size-8 text-slate-600" />
            <h2 className="mt-3 text-lg font-semibold text-slate-900">
              {t(`site.sports.cards.${card.key}`)}
            </h2>
            <p className="mt-1 text-sm text-slate-700">{t("site.sports.soon")}</p>
          </li>
        ))}
      </ul>
    </PageContainer>
  );
}
