/**
 * The old site's article links after an import: /blogdetail/{old id} and /blogdetail/{old slug}_{old id}
 * redirect (301) to the imported article; today's links to this site's articles keep working even where
 * an old id and a new id are the same number.
 */
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOldApi, type OldApiStandIn } from "../../../tests/support/old-api";
import { testDatabases } from "../../../tests/support/databases";
import { openTestServices } from "../../../tests/support/services";
import { translatorFor } from "~/i18n/catalogues.server";
import { saveItem } from "~/modules/content/operations.server";
import { RESOURCES } from "~/modules/content/resources";
import { loader } from "~/routes/site/blog-detail";
import type { Services } from "~/services.server";
import { importFromOldSystem } from "./import-old.server";
import { findMapping } from "./mappings.server";

const t = translatorFor("fr");
const translate = (key: string, params?: Record<string, string | number>) =>
  t(key as Parameters<typeof t>[0], params);

describe.each(testDatabases())("old links on $dialect", (database) => {
  let old: OldApiStandIn;
  let services: Services;
  let context: () => AppLoadContext;
  let dispose: () => Promise<void>;
  const current: Array<{ id: number; slug: string }> = [];

  beforeAll(async () => {
    old = await startOldApi();
    ({ services, context, dispose } = await openTestServices(database));
    // This site's own articles first, so old ids 7 and 8 are also ids of articles here.
    for (let index = 1; index <= 8; index++) {
      const saved = await saveItem(services, {
        kind: "news",
        input: { values: { title_fr: `Article ${index}`, content_fr: "Texte." }, files: {} },
        writer: { asSystem: "test" },
        translate,
      });
      if (saved.status === "saved") current.push({ id: saved.row.id, slug: String(saved.row.slug) });
    }
    await importFromOldSystem(services, { from: old.base, timeoutMs: 500 });
  });
  afterAll(async () => {
    await dispose();
    await old.close();
  });

  /** The loader's answer: a redirect's status and target, or the status of what it threw or returned. */
  const open = async (slugId: string) => {
    try {
      await loader({
        request: new Request(`http://localhost:3000/blogdetail/${slugId}?lng=en`),
        context: context(),
        params: { slugId },
      } as never);
      return { status: 200, location: null };
    } catch (thrown) {
      if (thrown instanceof Response)
        return { status: thrown.status, location: thrown.headers.get("location") };
      const init = (thrown as { init?: { status?: number } }).init;
      return { status: init?.status ?? 500, location: null };
    }
  };

  it("redirects an old id, and an old slug with its old id, to the imported article", async () => {
    const mapping = await findMapping(services.db, "old", "news", "7");
    expect(mapping).toBeDefined();
    const target = RESOURCES.news.itemPath({ id: mapping!.newId, slug: "victoire-a-rabat" });
    expect(mapping!.newId).not.toBe(7);
    expect(await open("7")).toEqual({ status: 301, location: `${target}?lng=en` });
    expect(await open("victoire-a-rabat_7")).toEqual({ status: 301, location: `${target}?lng=en` });
    const eight = await findMapping(services.db, "old", "news", "8");
    expect((await open("8")).location).toMatch(new RegExp(`_${eight!.newId}\\?lng=en$`));
  });

  it("keeps today's links: this site's article 7 is served, an unknown article is not found", async () => {
    const seventh = current[6]!;
    expect(seventh.id).toBe(7);
    expect(await open(`${seventh.slug}_7`)).toEqual({ status: 200, location: null });
    expect((await open("unknown_999")).status).toBe(404);
  });
});
