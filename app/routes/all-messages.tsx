import { Outlet } from "react-router";
import type { Route } from "./+types/all-messages";
import { remainingMessages } from "~/i18n/catalogues.server";
import { I18nProvider } from "~/i18n/react";
import { revalidateOnLanguageChange } from "~/i18n/revalidate";
import { requestContext } from "~/http/request-context.server";

/**
 * The back office, the sign-in pages and the API docs speak with the whole catalogue; the root sends
 * only the public pages' part (issue 4: every public page carries its messages in its HTML), and this
 * layout the rest.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = requestContext(request, context);
  return { locale, messages: remainingMessages(locale) };
}

export const shouldRevalidate = revalidateOnLanguageChange;

export default function AllMessages({ loaderData }: Route.ComponentProps) {
  return (
    <I18nProvider locale={loaderData.locale} messages={loaderData.messages}>
      <Outlet />
    </I18nProvider>
  );
}
