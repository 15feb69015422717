/**
 * Moving out and back in, as visitors see it: the demo site is exported to an archive and imported into
 * an empty site, then every public page of the sitemap, in French, English and Arabic, and the media it
 * links to answer the same on both sites. What differs per answer by design (the CSP nonce, the forms'
 * signed stamps) is set aside before comparing, and so are the inline scripts that carry the
 * page's data for hydration. The API lists are compared in
 * tests/integration/api/round-trip.test.ts.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { openSiteDb } from "~/database.server";
import { seedDemo } from "~/modules/demo/demo.server";
import { localStorage } from "~/modules/media/storage.server";
import { importArchive } from "~/modules/migration/archive-import.server";
import { exportSite } from "~/modules/migration/export.server";
import { spawnServer, type SpawnedServer } from "./spawn-server";

const port = Number(process.env.E2E_PORT ?? 3210) + 34;
const PUBLIC_URL = "https://site.example.org";

let source: SpawnedServer;
let target: SpawnedServer;
let work = "";

/** A site folder: its database (created and migrated here) and its uploads. */
async function openSite(dir: string) {
  mkdirSync(dir, { recursive: true });
  const db = await openSiteDb({ dialect: "sqlite", file: path.join(dir, "site.sqlite") });
  return { db, storage: localStorage(path.join(dir, "uploads")) };
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  work = mkdtempSync(path.join(tmpdir(), "tamkine-round-trip-"));
  const [sourceDir, targetDir] = [path.join(work, "source"), path.join(work, "target")];
  const archive = path.join(work, "site.tar.gz");
  const from = await openSite(sourceDir);
  try {
    await seedDemo(from);
    // A site that has lived has gaps in its numbering: the first article was deleted. Item addresses
    // carry the number (/blogdetail/{slug}_{id}), so the import must keep each item's.
    const first = await from.db.kysely
      .selectFrom("news")
      .select("id")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    await from.db.kysely.deleteFrom("news").where("id", "=", first.id).execute();
    await exportSite(from, { target: archive, withPersonalData: true });
  } finally {
    await from.db.close();
  }
  const into = await openSite(targetDir);
  try {
    const report = await importArchive(into, { archive });
    for (const [kind, counts] of Object.entries(report.kinds)) expect(counts.errors, kind).toEqual([]);
  } finally {
    await into.db.close();
  }
  // Both sites answer with the same public address, so that absolute links compare equal.
  const serve = (dataDir: string, at: number) =>
    spawnServer({
      port: at,
      env: { DATA_DIR: dataDir, SEED_DEMO: "0", WEB_CONCURRENCY: "1", PUBLIC_URL },
    });
  [source, target] = await Promise.all([serve(sourceDir, port), serve(targetDir, port + 1)]);
});

test.afterAll(async () => {
  await Promise.all([source?.stop(), target?.stop()]);
  if (work) rmSync(work, { recursive: true, force: true });
});

/** The parts of an answer that differ per request by design. */
const perRequest = (html: string) =>
  html
    // The page's data for hydration, as a stream whose back-references depend on which values happened
    // to be equal (two stamps made in the same millisecond): the page it renders is compared instead.
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "<script></script>")
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    // A form's signed stamp (time in ms, signature), in the form and in the page's data.
    .replace(/\b\d{13}\.[A-Za-z0-9_-]{43}\b/g, "stamp");

/** Where two long pages part, with some context ("" when they are the same). */
function firstDifference(after: string, before: string) {
  if (after === before) return "";
  let at = 0;
  while (after[at] === before[at]) at++;
  return `at ${at}: ${JSON.stringify(before.slice(at - 80, at + 120))} became ${JSON.stringify(after.slice(at - 80, at + 120))}`;
}

async function read(server: SpawnedServer, address: string) {
  const answer = await fetch(`${server.url}${address}`, { redirect: "manual" });
  return { status: answer.status, body: perRequest(await answer.text()) };
}

test("every public page of the sitemap, in three languages, answers the same after the round trip", async () => {
  test.setTimeout(180_000);
  const sitemap = await (await fetch(`${source.url}/sitemap.xml`)).text();
  // Each page once: the sitemap lists every language's address of it (?lng=).
  const addresses = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  // The demo's pages and items, not an empty sitemap on both sides.
  expect(addresses.filter((address) => address.startsWith("/blogdetail/")).length).toBeGreaterThan(2);
  expect(addresses.length).toBeGreaterThan(20);

  const media = new Set<string>();
  for (const address of new Set(addresses)) {
    for (const lng of ["fr", "en", "ar"]) {
      const page = `${address}?lng=${lng}`;
      const [before, after] = await Promise.all([read(source, page), read(target, page)]);
      expect(before.status, page).toBe(200);
      expect(after.status, page).toBe(before.status);
      expect(firstDifference(after.body, before.body), page).toBe("");
      for (const match of before.body.matchAll(/(?:src|href)="(\/(?:uploads|media)\/[^"?#]+)/g))
        media.add(match[1]!);
    }
  }

  // The files the pages show: the same bytes under the same addresses.
  expect(media.size).toBeGreaterThan(5);
  for (const file of media) {
    const download = async (server: SpawnedServer) => {
      const answer = await fetch(`${server.url}${file}`);
      return { status: answer.status, bytes: Buffer.from(await answer.arrayBuffer()) };
    };
    const [before, after] = await Promise.all([download(source), download(target)]);
    expect(before.status, file).toBe(200);
    expect(after.status, file).toBe(200);
    expect(after.bytes.equals(before.bytes), file).toBe(true);
  }
});
