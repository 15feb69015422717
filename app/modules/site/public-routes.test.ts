import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { RESOURCES, type ContentResource } from "~/modules/content/resources";
import { INBOX_KINDS } from "~/modules/inbox/kinds";
import { FORM_PATHS, PRIVATE_PATHS, PUBLIC_PATHS } from "./public-routes";

interface RouteEntry {
  path?: string;
  file: string;
  children?: RouteEntry[];
}

/** The addresses of every route under a layout file of routes.ts. */
function pathsUnder(entries: RouteEntry[], layoutFile: string, isInside = false, prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${prefix}/${entry.path}` : prefix;
    const inside = isInside || entry.file === layoutFile;
    const own = inside && entry.path ? [path] : [];
    return [...own, ...pathsUnder(entry.children ?? [], layoutFile, inside, path)];
  });
}

/** Every address of the route table. */
const allPaths = (entries: RouteEntry[], prefix = ""): string[] =>
  entries.flatMap((entry) => {
    const path = entry.path ? `${prefix}/${entry.path}` : prefix;
    return [...(entry.path ? [path] : []), ...allPaths(entry.children ?? [], path)];
  });

const isDisallowed = (path: string) => PRIVATE_PATHS.some((prefix) => path.startsWith(prefix));

describe("what search engines may crawl", () => {
  it("disallows every back-office screen of the route table, derived from the registries", () => {
    const backOffice = pathsUnder(routes as RouteEntry[], "routes/admin/layout.tsx");
    expect(backOffice.length).toBeGreaterThan(25);
    expect(backOffice.filter((path) => !isDisallowed(path))).toEqual([]);
  });

  it("lets every public page and form be crawled", () => {
    expect([...PUBLIC_PATHS, ...FORM_PATHS].filter(isDisallowed)).toEqual([]);
  });

  it("finds every page and screen of the registries in the route table", () => {
    const routed = new Set(allPaths(routes as RouteEntry[]));
    const resources: ContentResource[] = Object.values(RESOURCES);
    const registered = [
      ...resources.flatMap((resource) => [resource.publicPath, resource.adminPath]),
      ...Object.values(INBOX_KINDS).map((kind) => kind.adminPath),
      ...PUBLIC_PATHS,
      ...FORM_PATHS,
    ].filter((path): path is string => path !== undefined);
    expect(registered.filter((path) => !routed.has(path))).toEqual([]);
  });
});
