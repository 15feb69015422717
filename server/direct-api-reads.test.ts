import { describe, expect, it } from "vitest";
import type { AppLoadContext, ServerBuild } from "react-router";
import { directApiReads } from "./direct-api-reads";

/** The routes of a build, as React Router's build lists them, with loaders that say who was called. */
function buildWith(paths: string[]): ServerBuild {
  const routes = Object.fromEntries(
    paths.map((path) => [
      path,
      {
        id: path,
        path,
        parentId: "root",
        module: {
          loader: ({ params }: { params: Record<string, string> }) => Response.json({ route: path, params }),
        },
      },
    ]),
  );
  return { routes } as unknown as ServerBuild;
}

const context = {} as AppLoadContext;
const read = directApiReads(
  buildWith(["api/admins", "api/media/:id", "api/:resource", "api/:resource/:id", "api/*"]),
);
const call = async (url: string, method = "GET") => {
  const answer = read(new Request(`http://site.test${url}`, { method }), context);
  return answer && ((await (await answer).json()) as { route: string; params: Record<string, string> });
};

describe("direct REST reads", () => {
  it("calls the list's or the item's loader with the parameters React Router would give", async () => {
    expect(await call("/api/news/")).toEqual({ route: "api/:resource", params: { resource: "news" } });
    expect(await call("/api/news?page=2")).toEqual({ route: "api/:resource", params: { resource: "news" } });
    expect(await call("/api/news/12/")).toEqual({
      route: "api/:resource/:id",
      params: { resource: "news", id: "12" },
    });
    expect(await call("/api/actualit%C3%A9s/")).toEqual({
      route: "api/:resource",
      params: { resource: "actualités" },
    });
  });

  it("leaves to React Router what a route of its own takes, other methods, deeper paths and bad addresses", async () => {
    expect(await call("/api/admins/")).toBeUndefined();
    expect(await call("/api/Media/3/")).toBeUndefined();
    expect(await call("/api/news/", "POST")).toBeUndefined();
    expect(await call("/api/news/", "HEAD")).toBeUndefined();
    expect(await call("/api/news/12/revisions/")).toBeUndefined();
    expect(await call("/api/news/%E0%A4%A/")).toBeUndefined();
    expect(await call("/actualites")).toBeUndefined();
  });

  it("does nothing for a build without the two routes", async () => {
    const none = directApiReads(buildWith(["api/admins"]));
    expect(none(new Request("http://site.test/api/news/"), context)).toBeUndefined();
  });
});
