import type { ReactNode } from "react";
import { Link } from "react-router";
import { useI18n } from "~/i18n/react";
import type { Messages } from "~/i18n/locales/fr";
import { PAGES } from "~/lib/paths";

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

export function SiteFooter({ newsletter }: { newsletter?: ReactNode }) {
  const { t } = useI18n();
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{t("common.siteName")}</p>
          <p className="mt-3 text-sm leading-6">{t("common.footer.about")}</p>
          <dl className="mt-6 flex gap-8">
            <div>
              <dt className="text-2xl font-bold text-accent-500">{t("common.footer.yearsClaim")}</dt>
              <dd className="text-sm">{t("common.footer.yearsLabel")}</dd>
            </div>
            <div>
              <dt className="text-2xl font-bold text-accent-500">{t("common.footer.playersClaim")}</dt>
              <dd className="text-sm">{t("common.footer.playersLabel")}</dd>
            </div>
          </dl>
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
