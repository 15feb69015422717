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
import { textLang } from "~/i18n/content-language";
import { contactDetails } from "~/modules/settings/public-details";

export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  const { t, locale } = page;
  const settings = await page.settings();
  return {
    messages: page.messages("site.about"),
    // Address, hours and key figures are the site's settings (decision 030).
    details: contactDetails(settings, { t, locale }),
    seo: page.seo({
      title: t("site.about.title"),
      description: t("site.about.description"),
      jsonLd: [
        organizationLd({
          origin: page.origin,
          name: t("common.siteName"),
          description: t("site.about.description"),
          locale,
          settings,
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
export default function QuiSommesNous({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { details } = loaderData;
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
          {details.claims.length > 0 && (
            <dl className="grid grid-cols-2 gap-4 pt-2" {...textLang(details.claimsLang)}>
              {details.claims.map((claim) => (
                <div key={`${claim.value}-${claim.label}`} className="rounded-xl bg-brand-50 p-4">
                  <dt className="text-sm text-slate-700">{claim.label}</dt>
                  <dd className="text-3xl font-bold text-brand-900">{claim.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
        <section aria-labelledby="about-where">
          <h2 id="about-where" className="mb-4 text-2xl font-bold text-brand-900">
            {t("site.about.whereTitle")}
          </h2>
          <LocationMap
            address={details.address}
            addressLang={details.langs.address}
            mapUrl={details.mapUrl}
            title={t("site.about.whereTitle")}
          />
          <div className="mt-4 flex items-start gap-2 text-slate-800">
            <Icon name="clock" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <div>
              {details.hours.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </div>
          </div>
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
