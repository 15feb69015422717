/**
 * The product's route table (app/routes.ts) as matchable route objects, so a test finds the route
 * module that answers an address the way the host would, without a server. Kept apart from the API
 * harness so a test that only needs the table does not load image and auth code.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { matchRoutes, type RouteObject } from "react-router";
import routes from "~/routes";

const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../app");

interface ConfigEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: ConfigEntry[];
}

type FileRoute = RouteObject & { file: string };

const toRouteObjects = (entries: ConfigEntry[]): FileRoute[] =>
  entries.map((entry) => ({
    path: entry.path,
    index: entry.index,
    file: entry.file,
    children: entry.children ? toRouteObjects(entry.children) : undefined,
  })) as FileRoute[];

const ROUTES = toRouteObjects(routes as ConfigEntry[]);

/** The deepest route answering `pathname`: its module file (relative to app/) and its params. */
export function matchRoute(pathname: string) {
  const match = matchRoutes(ROUTES, pathname)?.at(-1);
  return match && { file: (match.route as FileRoute).file, params: match.params };
}

/** Loads a route module by its file as app/routes.ts names it. */
export const importRoute = (file: string): Promise<unknown> => import(path.join(APP_DIR, file));
