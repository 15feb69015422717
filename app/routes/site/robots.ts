import type { Route } from "./+types/robots";
import { siteOrigin } from "~/http/page-context.server";
import { robotsTxt } from "~/modules/site/feeds.server";

/** /robots.txt: everything public may be crawled; the back office and the API may not. */
export function loader({ request, context }: Route.LoaderArgs) {
  return new Response(robotsTxt(siteOrigin(request, context)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
