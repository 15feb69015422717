import { Outlet } from "react-router";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { useI18n } from "~/i18n/react";

export default function SiteLayout() {
  const { t } = useI18n();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t("common.skipToContent")}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="min-h-[60vh] pt-24 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
