import { Outlet, useLoaderData, useMatches } from "react-router";
import type { Route } from "./+types/layout";
import { ChatWidget } from "~/components/chat/chat-widget";
import { NewsletterSignup } from "~/components/forms/newsletter-signup";
import { issueFormStamp } from "~/modules/forms/stamp.server";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { I18nProvider, useI18n, type PartialMessages } from "~/i18n/react";
import { revalidateOnLanguageChange } from "~/i18n/revalidate";
import { pageContext } from "~/http/page-context.server";
import { footerDetails } from "~/modules/settings/public-details";

/**
 * The footer's newsletter signup carries a signed render time (anti-spam, see modules/forms); its claims
 * and social links are the site's settings (decision 030).
 */
export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  return {
    newsletterStamp: issueFormStamp(args.context.services.config.SESSION_SECRET),
    footer: footerDetails(await page.settings(), page.locale),
  };
}

/**
 * The newsletter stamp is valid for a day; the layout reloads with the language only (a settings change
 * reaches the next page loaded: the page caches are emptied at once).
 */
export const shouldRevalidate = revalidateOnLanguageChange;

const NO_MESSAGES: PartialMessages = {};

/** The page's own texts (`page.messages("site.…")` in its loader), if it sent any. */
function usePageMessages(): PartialMessages {
  const page = useMatches().at(-1)?.loaderData;
  return page && typeof page === "object" && "messages" in page
    ? (page.messages as PartialMessages)
    : NO_MESSAGES;
}

export default function SiteLayout() {
  const { newsletterStamp, footer } = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  const pageMessages = usePageMessages();
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
        <I18nProvider locale={locale} messages={pageMessages}>
          <Outlet />
        </I18nProvider>
      </main>
      <SiteFooter
        details={footer}
        newsletter={<NewsletterSignup id="newsletter-footer" stamp={newsletterStamp} />}
      />
      <ChatWidget />
    </>
  );
}
