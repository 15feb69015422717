/**
 * `GET /api/<resource>/` and `GET /api/<resource>/<id>/` — the REST lists and items of every content
 * resource and inbox (§7) — call their route's loader directly, as React Router would after matching
 * them: the same module of the server build, the same arguments. React Router's matching and data
 * strategy cost a third of a millisecond per request, a tenth of an uncached list of 100 articles
 * (decision 022, fourth pass). The routes are read from the build, so `app/routes.ts` stays the one
 * table: names that a route of their own takes (`/api/admins/`, `/api/media/`…) and anything else
 * (another method, a deeper path, an address that does not decode) go through React Router.
 */
import type { AppLoadContext, ServerBuild } from "react-router";

type Loader = (args: {
  request: Request;
  params: Record<string, string>;
  context: AppLoadContext;
}) => unknown;

const API_READ = /^\/api\/([^/]+)(?:\/(?:([^/]+)\/?)?)?$/i;

export function directApiReads(build: ServerBuild) {
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const loaderOf = (path: string) =>
    routes.find((route) => route.path === path)?.module.loader as Loader | undefined;
  const collection = loaderOf("api/:resource");
  const item = loaderOf("api/:resource/:id");
  // First segments a route of their own takes: React Router ranks them above `:resource`.
  const taken = new Set(
    routes.flatMap((route) => {
      const [prefix, first] = (route.path ?? "").toLowerCase().split("/");
      return prefix === "api" && first && !first.startsWith(":") && first !== "*" ? [first] : [];
    }),
  );
  if (!collection || !item) return () => undefined;

  return (request: Request, context: AppLoadContext): Promise<Response> | undefined => {
    if (request.method !== "GET") return undefined;
    const pathname = request.url
      .slice(request.url.indexOf("/", request.url.indexOf("//") + 2))
      .split("?")[0]!;
    const match = API_READ.exec(pathname);
    if (!match || taken.has(match[1]!.toLowerCase())) return undefined;
    let params: Record<string, string>;
    try {
      params = { resource: decodeURIComponent(match[1]!) };
      if (match[2] !== undefined) params.id = decodeURIComponent(match[2]);
    } catch {
      return undefined;
    }
    const loader = match[2] === undefined ? collection : item;
    return Promise.resolve(loader({ request, params, context })) as Promise<Response>;
  };
}
