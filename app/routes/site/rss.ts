import { data } from "react-router";
import type { Route } from "./+types/rss";
import { translatorFor } from "~/i18n/catalogues.server";
import { siteOrigin } from "~/http/page-context.server";
import { feedLocale, rssXml } from "~/modules/site/feeds.server";
import { requestContext } from "~/http/request-context.server";

/** The news feed of one language: /rss/fr.xml (…/en.xml, …/ar.xml) or /rss.xml?lng=fr. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const requested = params.feed ?? url.searchParams.get("lng");
  const locale = requested ? feedLocale(requested) : requestContext(request, context).locale;
  if (!locale) throw data("Not found", { status: 404 });
  const xml = await rssXml(context.services.db, {
    origin: siteOrigin(request, context),
    locale,
    t: translatorFor(locale),
  });
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=900",
    },
  });
}
