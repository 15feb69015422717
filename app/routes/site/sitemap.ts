import type { Route } from "./+types/sitemap";
import { siteOrigin } from "~/http/page-context.server";
import { sitemapXml } from "~/modules/site/feeds.server";

/** /sitemap.xml: every public page and article, in the three languages, with hreflang alternates. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const xml = await sitemapXml(context.services.db, siteOrigin(request, context));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
