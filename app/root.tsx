import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { directionOf, LOCALE_COOKIE, LOCALE_STORAGE_KEY, type Locale } from "~/i18n/config";
import { publicMessages } from "~/i18n/catalogues.server";
import { useNonce } from "~/components/nonce";
import { I18nProvider, useI18n } from "~/i18n/react";
import { revalidateOnLanguageChange } from "~/i18n/revalidate";
import stylesheet from "./app.css?url";
import { requestContext } from "~/http/request-context.server";
import { PAGES } from "~/lib/paths";

export const links: Route.LinksFunction = () => [
  // A precedence lets React put the stylesheet before the module preloads: it blocks the first paint.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = requestContext(request, context);
  return { locale, messages: publicMessages(locale) };
}

export const shouldRevalidate = revalidateOnLanguageChange;

/** Keeps the spec's storage keys in step with the language the server chose. */
function usePersistLocale(locale: Locale) {
  useEffect(() => {
    try {
      window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      // Storage can be disabled; the cookie still carries the choice.
    }
    if (!document.cookie.split("; ").includes(`${LOCALE_COOKIE}=${locale}`)) {
      document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
    }
  }, [locale]);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const locale = data?.locale ?? "fr";
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  usePersistLocale(loaderData.locale);
  return (
    <I18nProvider locale={loaderData.locale} messages={loaderData.messages}>
      <Outlet />
    </I18nProvider>
  );
}

function ErrorContent({ status }: { status: number }) {
  const { t } = useI18n();
  const isNotFound = status === 404;
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-24 text-center">
      <p className="text-6xl font-bold text-brand-700">{status}</p>
      <h1 className="mt-4 text-2xl font-semibold">
        {isNotFound ? t("common.errors.notFoundTitle") : t("common.errors.serverTitle")}
      </h1>
      <p className="mt-2 text-slate-600">
        {isNotFound ? t("common.errors.notFoundText") : t("common.errors.serverText")}
      </p>
      <Link to={PAGES.news} className="mt-8 inline-block rounded-md bg-brand-700 px-4 py-2 text-white">
        {t("common.errors.backHome")}
      </Link>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("root");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (import.meta.env.DEV && !isRouteErrorResponse(error)) console.error(error);
  // The root loader is pure; without its data there is no catalogue to speak with, only the status.
  if (!data) return <p className="p-24 text-center text-6xl font-bold">{status}</p>;
  return (
    <I18nProvider locale={data.locale} messages={data.messages}>
      <ErrorContent status={status} />
    </I18nProvider>
  );
}
