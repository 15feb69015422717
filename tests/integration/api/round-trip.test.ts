/**
 * Moving out and back in, seen from outside: the demo site → export → import into an empty site, then
 * every content list of the REST API (as visitors and as an administrator, drafts included), every
 * inbox list, the sitemap (every public page and item address) and the feeds answer the same.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "~/modules/demo/demo.server";
import { RESOURCES } from "~/modules/content/resources";
import { INBOX_KINDS } from "~/modules/inbox/kinds";
import { importArchive } from "~/modules/migration/archive-import.server";
import { exportSite } from "~/modules/migration/export.server";
import { tempDir, testDatabases } from "../../support/databases";
import { openApiHarness, type ApiHarness } from "./support";

describe.each(testDatabases())(
  "round trip through an archive, seen through the API, on $dialect",
  (database) => {
    let source: ApiHarness;
    let target: ApiHarness;
    const folder = tempDir("tamkine-round-trip-");

    beforeAll(async () => {
      source = await openApiHarness(database);
      target = await openApiHarness(database);
      await seedDemo(source.services);
      const archive = path.join(folder.dir, "site.tar.gz");
      await exportSite(source.services, { target: archive, withPersonalData: true });
      const report = await importArchive(target.services, { archive });
      for (const [kind, counts] of Object.entries(report.kinds)) expect(counts.errors, kind).toEqual([]);
    }, 180_000);
    afterAll(async () => {
      await source.dispose();
      await target.dispose();
      folder.dispose();
    });

    const both = async (target_: string, as: "visitor" | "admin" = "visitor") => {
      const options = (harness: ApiHarness) => (as === "admin" ? { token: harness.tokens.valid } : {});
      const [before, after] = await Promise.all([
        source.call("GET", target_, options(source)),
        target.call("GET", target_, options(target)),
      ]);
      expect(before.status, target_).toBe(200);
      return { before, after };
    };

    it.each(Object.values(RESOURCES).map((resource) => resource.path))(
      "/api/%s/ answers the same",
      async (name) => {
        const visitor = await both(`/api/${name}/`);
        expect(visitor.after.body).toEqual(visitor.before.body);
        const admin = await both(`/api/${name}/?drafts=1`, "admin");
        expect(admin.after.body).toEqual(admin.before.body);
      },
    );

    it.each(Object.values(INBOX_KINDS).map((kind) => kind.path))(
      "/api/%s/ (inbox) answers the same",
      async (name) => {
        const { before, after } = await both(`/api/${name}/`, "admin");
        expect(after.body).toEqual(before.body);
      },
    );

    it("the sitemap and the news feed answer the same", async () => {
      for (const address of ["/sitemap.xml", "/rss.xml"]) {
        const { before, after } = await both(address);
        expect(after.text, address).toBe(before.text);
      }
      // Not two empty answers: the demo's articles are there, by their addresses.
      expect((await both("/sitemap.xml")).before.text).toMatch(/\/blogdetail\/[a-z0-9-]+_\d+/);
    });
  },
);
