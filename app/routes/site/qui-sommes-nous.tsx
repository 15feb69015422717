import { Link } from "react-router";
import type { Route } from "./+types/qui-sommes-nous";
import { LocationMap } from "~/components/site/location-map";
import { PageContainer, PageHeader } from "~/components/site/page-header";
import { Icon, type IconName } from "~/components/ui/icon";
import { useI18n } from "~/i18n/react";
import { pageContext } from "~/http/page-context.server";
import { seoMeta } from "~/modules/site/seo";
import { organizationLd } from "~/modules/site/structured-data";
import { PAGES } from "~/lib/paths";

export function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  const { t } = page;
  return {
    messages: page.messages("site.about"),
    seo: page.seo({
      title: t("site.about.title"),
      description: t("site.about.description"),
      jsonLd: [
        organizationLd({
          origin: page.origin,
          name: t("common.siteName"),
          description: t("site.about.description"),
          locale: page.locale,
        }),
      ],
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

const LINKS: Array<{
  to: string;
  icon: IconName;
  key: "president" | "foundation" | "values" | "missions" | "team";
}> = [
  { to: PAGES.president, icon: "megaphone", key: "president" },
  { to: PAGES.foundation, icon: "home", key: "foundation" },
  { to: PAGES.values, icon: "star", key: "values" },
  { to: PAGES.missions, icon: "target", key: "missions" },
  { to: PAGES.team, icon: "users", key: "team" },
];

/** §2 Who we are: the foundation in a few words, key figures, and where to find us. */
export default function QuiSommesNous() {
  const { t } = useI18n();
  return (
    <PageContainer>
      <PageHeader title={t("site.about.title")} subtitle={t("site.about.subtitle")} />
      <div className="grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="about-who" className="space-y-4 text-lg leading-8 text-slate-800">
          <h2 id="about-who" className="text-2xl font-bold text-brand-900">
            {t("site.about.whoTitle")}
          </h2>
          <p>{t("site.about.who1")}</p>
          <p>{t("site.about.who2")}</p>
          <dl className="grid grid-cols-2 gap-4 pt-2">
            <div className="rounded-xl bg-brand-50 p-4">
              <dt className="text-sm text-slate-700">{t("common.footer.yearsLabel")}</dt>
              <dd className="text-3xl font-bold text-brand-900">{t("common.footer.yearsClaim")}</dd>
            </div>
            <div className="rounded-xl bg-brand-50 p-4">
              <dt className="text-sm text-slate-700">{t("common.footer.playersLabel")}</dt>
              <dd className="text-3xl font-bold text-brand-900">{t("common.footer.playersClaim")}</dd>
            </div>
          </dl>
        </section>
        <section aria-labelledby="about-where">
          <h2 id="about-where" className="mb-4 text-2xl font-bold text-brand-900">
            {t("site.about.whereTitle")}
          </h2>
          <LocationMap address={t("site.about.address")} title={t("site.about.whereTitle")} />
          <p className="mt-4 flex items-center gap-2 text-slate-800">
            <Icon name="clock" className="size-5 text-brand-700" />
            {t("site.about.hours")}
          </p>
        </section>
      </div>
      <nav aria-labelledby="about-more" className="mt-12">
        <h2 id="about-more" className="mb-4 text-2xl font-bold text-brand-900">
          {t("site.about.moreTitle")}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="flex h-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 font-semibold text-brand-900 shadow-sm hover:border-brand-500"
              >
                <Icon name={link.icon} className="size-6 text-brand-700" />
                {t(`common.nav.${link.key === "foundation" ? "aboutFoundation" : link.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </PageContainer>
  );
}
