/**
 * The importer against a stand-in of the old API (tests/support/old-api.ts, defects planted), on each
 * database: counts, fields, dates and files per kind, the report, a second run that changes nothing,
 * a change picked up, an interrupted run that resumes, and the imported subscribers' re-confirmation.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startOldApi, OLD_TOKEN, type OldApiStandIn } from "../../../tests/support/old-api";
import { testDatabases } from "../../../tests/support/databases";
import { openTestServices } from "../../../tests/support/services";
import { countAudit } from "~/modules/audit/audit.server";
import { countContent, listContent } from "~/modules/content/content.server";
import { isFileField } from "~/modules/content/fields";
import { RESOURCES, type ResourceName } from "~/modules/content/resources";
import { countImportedSubscribers, sendReconfirmations } from "~/modules/forms/imported-subscribers.server";
import { countInbox, listInboxRows } from "~/modules/inbox/inbox.server";
import { countOutbox, listOutbox } from "~/modules/mail/outbox.server";
import type { Services } from "~/services.server";
import { importFromOldSystem } from "./import-old.server";
import { findMapping } from "./mappings.server";
import { OLD_CONTENT_KINDS, OLD_INBOX_KINDS } from "./old-system";
import type { ImportReport } from "./report";

/** The list each kind is read from in the stand-in (news: the /api/blog/ fallback). */
const LIST_OF: Partial<Record<ResourceName, string>> = { news: "blog" };
const listOf = (kind: ResourceName) => LIST_OF[kind] ?? RESOURCES[kind].path;

/** What the planted defects make of each kind: items skipped, items imported with an error. */
const EXPECTED_SKIPPED: Record<string, number> = { news: 2, documents: 1, "inbox.newsletter": 1 };

const hasId = (item: Record<string, unknown>) => item.id !== undefined;

describe.each(testDatabases())("import from the old system on $dialect", (database) => {
  let old: OldApiStandIn;
  let services: Services;
  let dispose: () => Promise<void>;
  const run = (extra: Partial<Parameters<typeof importFromOldSystem>[1]> = {}) =>
    importFromOldSystem(services, { from: old.base, token: OLD_TOKEN, timeoutMs: 500, ...extra });

  beforeAll(async () => {
    old = await startOldApi();
  });
  afterAll(() => old.close());
  beforeEach(async () => {
    ({ services, dispose } = await openTestServices(database));
  });
  afterEach(() => dispose());

  const totalRows = async () => {
    let total = 0;
    for (const resource of Object.values(RESOURCES))
      total += await countContent(services.db, resource, { includeDrafts: true });
    for (const { kind } of OLD_INBOX_KINDS) total += await countInbox(services.db, kind);
    return total;
  };

  it("a dry run reads and checks everything and writes nothing", async () => {
    const report = await run({ dryRun: true });
    expect(report.dryRun).toBe(true);
    expect(report.kinds.news).toMatchObject({ read: 4, created: 2, skipped: 2 });
    expect(report.kinds.documents).toMatchObject({ read: 2, created: 1, skipped: 1 });
    expect(await totalRows()).toBe(0);
    expect(await countAudit(services.db)).toBe(0);
    expect(await findMapping(services.db, "old", "news", "7")).toBeUndefined();
    let stored = 0;
    for await (const _ of services.storage.list()) stored += 1;
    expect(stored).toBe(0);
  });

  it("reads the photos where --photos-path says, and reports a list that is not there", async () => {
    const elsewhere = await run({ dryRun: true, photosPath: "/api/galerie/" });
    expect(elsewhere.kinds.photos).toMatchObject({
      read: 0,
      errors: [{ old_id: "", reason: "no list at /api/galerie/" }],
    });
    const there = await run({ dryRun: true, photosPath: "/api/photos" });
    expect(there.kinds.photos).toMatchObject({ read: 4, created: 4 });
  });

  it("imports every kind with its fields, dates and files, reports the defects, and a second run changes nothing", async () => {
    const report = await run();
    expect(report.interrupted).toBe(false);

    // Counts of every kind, derived from the stand-in's lists.
    for (const { kind } of OLD_CONTENT_KINDS) {
      const items = old.data[listOf(kind)]!;
      const skipped = EXPECTED_SKIPPED[kind] ?? 0;
      expect(report.kinds[kind], kind).toMatchObject({
        read: items.length,
        created: items.length - skipped,
        updated: 0,
        skipped,
      });
      expect(await countContent(services.db, RESOURCES[kind], { includeDrafts: true }), kind).toBe(
        items.length - skipped,
      );
    }
    for (const { kind } of OLD_INBOX_KINDS) {
      const items = old.data[kind]!;
      const skipped = EXPECTED_SKIPPED[`inbox.${kind}`] ?? 0;
      expect(report.kinds[`inbox.${kind}`], kind).toMatchObject({
        read: items.length,
        created: items.length - skipped,
        skipped,
      });
      expect(await countInbox(services.db, kind)).toBe(items.length - skipped);
    }

    // Fields, dates and files of every imported item, generated from the registry.
    for (const { kind } of OLD_CONTENT_KINDS) {
      const resource = RESOURCES[kind];
      for (const item of old.data[listOf(kind)]!.filter(hasId)) {
        const mapping = await findMapping(services.db, "old", kind, String(item.id));
        if (!mapping) continue;
        const row = (await listContent(services.db, resource, { includeDrafts: true })).find(
          (r) => r.id === mapping.newId,
        )!;
        expect(row, `${kind} ${String(item.id)}`).toBeDefined();
        expect(row.is_published).toBe(1);
        const created = item.created_at ?? item.added_at;
        if (typeof created === "string")
          expect(row.created_at, `${kind} created_at`).toBe(new Date(created).toISOString());
        if (typeof item.added_at === "string")
          expect(row.added_at).toBe(new Date(item.added_at).toISOString());
        for (const [name, spec] of Object.entries(resource.fields)) {
          const value = item[name];
          if (isFileField(spec) || spec.type === "mediaUrl") {
            const fetchable =
              typeof value === "string" &&
              old.files.has(new URL(value, `${old.base}/`).pathname) &&
              !value.includes("not-an-image");
            if (fetchable) {
              expect(row[name], `${kind}.${name}`).toMatch(
                /^\/media\/\d{4}\/\d{2}\/[a-f0-9]{24}\.(png|jpg|pdf)$/,
              );
              const object = await services.storage.get(String(row[name]).slice("/media/".length));
              expect(object, `${kind}.${name} stored`).not.toBeNull();
              object?.discard();
            } else expect(row[name] ?? null, `${kind}.${name}`).toBeNull();
          } else if (
            spec.type === "text" &&
            typeof value === "string" &&
            value !== "" &&
            !/[<&]/.test(value)
          ) {
            expect(row[name], `${kind}.${name}`).toBe(value);
          } else if (spec.type === "integer" && typeof value === "number") {
            expect(row[name]).toBe(value);
          }
        }
      }
    }

    // What the defects became.
    const news = await listContent(services.db, RESOURCES.news, { includeDrafts: true });
    const rabat = news.find((row) => row.title_fr === "Victoire à Rabat")!;
    // A rich-text field keeps the old HTML's formatting, cleaned by the write path (decision 027).
    expect(rabat.content_fr).toMatch(/^<p>Un <strong>beau<\/strong> match\.<\/p><p>Bravo[\s\u00a0]!<\/p>$/);
    expect(rabat.slug).toBe("victoire-a-rabat");
    expect(news.find((row) => row.title_fr === "Stage d'été")?.content_fr).toBe(
      "<p>Inscriptions ouvertes.</p>",
    );
    const partner = (await listContent(services.db, RESOURCES.partenaires, { includeDrafts: true }))[0]!;
    expect(partner).toMatchObject({
      titre_fr: "Radio Atlas",
      titre: "Radio Atlas",
      date_creation: "2015-06-01",
      video: "https://youtu.be/dQw4w9WgXcQ",
    });
    const video = (await listContent(services.db, RESOURCES.videos))[0]!;
    expect(video.lien_video).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    const match = (await listContent(services.db, RESOURCES.matches))[0]!;
    expect(match).toMatchObject({
      match_date: "2023-04-15",
      match_time: "15:30:00",
      home_score: 2,
      away_score: null,
    });

    const reasons = (kind: string) =>
      report.kinds[kind]!.errors.map((error) => `${error.old_id} ${error.reason}`);
    expect(reasons("news")).toEqual(
      expect.arrayContaining([expect.stringMatching(/^9 title_fr/), expect.stringMatching(/^ no id/)]),
    );
    expect(reasons("photos")).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^14 image: .*404/),
        expect.stringMatching(/^15 image: /),
        expect.stringMatching(/^16 image: time-out/),
      ]),
    );
    expect(reasons("documents")).toEqual(expect.arrayContaining([expect.stringMatching(/^18 .*couverture/)]));
    expect(reasons("inbox.newsletter")).toEqual(["25 no valid e-mail address"]);
    expect(report.kinds.photos!.files).toBe(1);
    expect(old.requests).toContain("/api/partenaires");

    // Inboxes: their fields and dates, journalled under the import.
    const [contact] = await listInboxRows(services.db, "contact");
    expect(contact).toMatchObject({
      name: "Amina",
      category: "support",
      message: "Bonjour !",
      created_at: "2021-11-11T11:11:11.000Z",
      is_read: 1,
    });
    const [community] = await listInboxRows(services.db, "community");
    expect(community).toMatchObject({
      nom: "Bennani",
      prenom: "Sara",
      conditions: 1,
      conditions_accepted_at: "2022-02-02T02:02:02.000Z",
    });
    const [subscriber] = await listInboxRows(services.db, "newsletter");
    expect(subscriber).toMatchObject({
      email: "reader@example.org",
      status: "pending",
      created_at: "2020-12-01T00:00:00.000Z",
    });
    expect(subscriber!.imported_at).toEqual(expect.any(String));

    // Second run: nothing new, nothing written.
    const rows = await totalRows();
    const journal = await countAudit(services.db);
    const second = await run();
    for (const [kind, counts] of Object.entries(second.kinds)) {
      expect(counts.created, kind).toBe(0);
      expect(counts.updated, kind).toBe(0);
    }
    expect(await totalRows()).toBe(rows);
    expect(await countAudit(services.db)).toBe(journal);

    // A change on the old side is carried over, once, keeping the item and its date.
    const mission = old.data.missions![0]!;
    const before = mission.title_en;
    mission.title_en = "Educate, always";
    try {
      const third = await run();
      expect(third.kinds.missions).toMatchObject({ created: 0, updated: 1 });
      const missions = await listContent(services.db, RESOURCES.missions);
      expect(missions.find((row) => row.title_en === "Educate, always")?.created_at).toBe(
        "2020-01-02T03:04:05.000Z",
      );
      expect(missions).toHaveLength(2);
    } finally {
      mission.title_en = before;
    }
  });

  it("an interrupted run continues where it stopped, without duplicates", async () => {
    const stop = new AbortController();
    let seen = 0;
    const first = await run({
      signal: stop.signal,
      onProgress: () => {
        seen += 1;
        if (seen === 6) stop.abort();
      },
    });
    expect(first.interrupted).toBe(true);
    const partial = await totalRows();
    expect(partial).toBeGreaterThan(0);
    const second = await run();
    expect(second.interrupted).toBe(false);
    const full = await openTestServices(database);
    try {
      const reference = await importFromOldSystem(full.services, {
        from: old.base,
        token: OLD_TOKEN,
        timeoutMs: 500,
      });
      const created = (report: ImportReport) =>
        Object.values(report.kinds).reduce((sum, counts) => sum + counts.created, 0);
      expect(created(first) + created(second)).toBe(created(reference));
    } finally {
      await full.dispose();
    }
    for (const { kind } of OLD_CONTENT_KINDS) {
      const items = old.data[listOf(kind)]!;
      expect(await countContent(services.db, RESOURCES[kind], { includeDrafts: true }), kind).toBe(
        items.length - (EXPECTED_SKIPPED[kind] ?? 0),
      );
    }
  });

  it("without the token the inboxes are left alone; imported subscribers are asked to confirm once, in their language", async () => {
    const report = await run({ token: undefined });
    expect(Object.keys(report.kinds).some((kind) => kind.startsWith("inbox."))).toBe(false);
    await run();
    expect(await countImportedSubscribers(services.db)).toEqual({ unconfirmed: 1, notAsked: 1 });
    expect(await sendReconfirmations(services, "https://site.example")).toBe(1);
    expect(await sendReconfirmations(services, "https://site.example")).toBe(0);
    expect(await countImportedSubscribers(services.db)).toEqual({ unconfirmed: 1, notAsked: 0 });
    const [mail] = await listOutbox(services.db);
    expect(mail).toMatchObject({ to: "reader@example.org", kind: "newsletter-confirm" });
    expect(mail!.text).toContain("https://site.example/newsletter/confirm?token=");
    expect((await countOutbox(services.db)).pending).toBe(1);
  });
});
