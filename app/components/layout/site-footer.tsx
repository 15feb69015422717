import type { ReactNode } from "react";
import { Link } from "react-router";
import { useI18n } from "~/i18n/react";
import { textLang } from "~/i18n/content-language";
import type { Messages } from "~/i18n/locales/fr";
import { PAGES } from "~/lib/paths";
import type { FooterDetails } from "~/modules/settings/public-details";

type FooterLabel = keyof Messages["common"]["footer"];

/** The footer targets of §2. */
const FOOTER_LINKS: Array<{ to: string; label: FooterLabel }> = [
  { to: "/", label: "home" },
  { to: "/club", label: "club" },
  { to: "/equipes", label: "teams" },
  { to: PAGES.news, label: "news" },
  { to: PAGES.photos, label: "photos" },
  { to: PAGES.contact, label: "contact" },
  { to: "/partenaires", label: "partners" },
  { to: "/mentions-legales", label: "legal" },
  { to: "/politique-confidentialite", label: "privacy" },
  { to: "/cgv", label: "terms" },
];

/** The footer of §2; its claims and social links are the site's settings (decision 030). */
export function SiteFooter({ newsletter, details }: { newsletter?: ReactNode; details: FooterDetails }) {
  const { t } = useI18n();
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{t("common.siteName")}</p>
          <p className="mt-3 text-sm leading-6">{t("common.footer.about")}</p>
          {details.claims.length > 0 && (
            <dl className="mt-6 flex flex-wrap gap-8" {...textLang(details.claimsLang)}>
              {details.claims.map((claim) => (
                <div key={`${claim.value}-${claim.label}`}>
                  <dt className="text-2xl font-bold text-accent-500">{claim.value}</dt>
                  <dd className="text-sm">{claim.label}</dd>
                </div>
              ))}
            </dl>
          )}
          {details.socialLinks.length > 0 && (
            <nav aria-labelledby="footer-social" className="mt-6">
              <h2 id="footer-social" className="text-sm font-semibold text-white">
                {t("siteSettings.public.followUs")}
              </h2>
              <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                {details.socialLinks.map((link) => (
                  <li key={link.url}>
                    <a
                      href={link.url}
                      rel="me noopener"
                      dir="ltr"
                      className="underline underline-offset-4 hover:text-white"
                    >
                      {link.name}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="font-semibold text-white">
            {t("common.footer.links")}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="underline-offset-4 hover:text-white hover:underline">
                  {t(`common.footer.${link.label}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="font-semibold text-white">
            {t("common.footer.newsletter")}
          </h2>
          <p className="mt-3 text-sm">{t("common.footer.newsletterText")}</p>
          <div className="mt-3">{newsletter}</div>
        </section>
      </div>
      <p className="border-t border-brand-800 py-4 text-center text-xs">
        {t("common.footer.rights", { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
