/**
 * Moving out and back in: the demo site → export (.tar.gz, with personal data) → import into an empty
 * site. Every content type's list (as the API serializes it, item numbers included, gaps and all), every
 * inbox, every upload record and every file byte for byte come out the same, and the next new item takes
 * the next number; a damaged archive is refused file by file.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDir, testDatabases } from "../../../tests/support/databases";
import { openTestServices } from "../../../tests/support/services";
import { seedDemo } from "~/modules/demo/demo.server";
import { listContent, serializeContent } from "~/modules/content/content.server";
import { RESOURCES, type ContentResource } from "~/modules/content/resources";
import { INBOX_KINDS, type InboxKind } from "~/modules/inbox/kinds";
import { saveReplyTemplate, storedReplyTemplates } from "~/modules/inbox/follow-up.server";
import { listInboxRows } from "~/modules/inbox/inbox.server";
import type { Storage } from "~/modules/media/storage.server";
import { listUploadRecords } from "~/modules/media/upload-records.server";
import type { Services } from "~/services.server";
import { deleteItem, saveItem } from "~/modules/content/operations.server";
import { saveSiteSettings, setSiteSetting, storedSettings } from "~/modules/settings/site-settings.server";
import { importArchive } from "./archive-import.server";
import { IMPORT_WRITER } from "./import-old.server";
import { exportSite } from "./export.server";

const withoutId = ({ id: _id, ...rest }: Record<string, unknown>) => rest;

async function lists(services: Services) {
  const content: Record<string, unknown[]> = {};
  for (const [kind, resource] of Object.entries(RESOURCES) as Array<[string, ContentResource]>) {
    const rows = await listContent(services.db, resource, { includeDrafts: true });
    content[kind] = rows.map((row) => serializeContent(resource, row, "https://site.example"));
  }
  const inbox: Record<string, unknown[]> = {};
  for (const kind of Object.keys(INBOX_KINDS) as InboxKind[])
    inbox[kind] = (await listInboxRows(services.db, kind)).map(withoutId);
  const uploads = (await listUploadRecords(services.db)).map(withoutId);
  return { content, inbox, uploads };
}

async function fileDigests(storage: Storage) {
  const digests: Record<string, string> = {};
  for await (const entry of storage.list()) {
    const object = await storage.get(entry.key);
    if (!object) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of object.stream()) chunks.push(chunk as Buffer);
    digests[entry.key] = createHash("sha256").update(Buffer.concat(chunks)).digest("hex");
  }
  return digests;
}

describe.each(testDatabases())("export and import of an archive on $dialect", (database) => {
  let source: Awaited<ReturnType<typeof openTestServices>>;
  let target: Awaited<ReturnType<typeof openTestServices>>;
  const folder = tempDir("tamkine-archive-test-");
  const archive = path.join(folder.dir, "site.tar.gz");

  beforeAll(async () => {
    source = await openTestServices(database);
    target = await openTestServices(database);
    await seedDemo(source.services);
    // Its settings were changed on the settings screen (decision 030), and two-step sign-in is required.
    const saved = await saveSiteSettings(source.services, {
      input: { contact_phone: "+212 5 22 00 00 01", address_en: "1 Sports Street, Rabat" },
      writer: IMPORT_WRITER,
      translate: (key) => key,
    });
    expect(saved.status).toBe("saved");
    await setSiteSetting(source.services.db, "require_two_factor", true);
    // The contact inbox's reply template was written in three languages (decision 032).
    const template = await saveReplyTemplate(source.services, {
      kind: "contact",
      subject: { fr: "Votre message à Tamkine", en: "Your message to Tamkine", ar: "رسالتك إلى تمكين" },
      body: {
        fr: "Bonjour {name},\n\nMerci.",
        en: "Hello {name},\n\nThank you.",
        ar: "مرحبا {name}،\n\nشكرا.",
      },
      writer: IMPORT_WRITER,
    });
    expect(template.status).toBe("saved");
    // A site that has lived has gaps in its numbering.
    const first = await source.services.db.kysely
      .selectFrom("news")
      .select("id")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    await source.services.db.kysely.deleteFrom("news").where("id", "=", first.id).execute();
  }, 120_000);
  afterAll(async () => {
    await source.dispose();
    await target.dispose();
    folder.dispose();
  });

  it("keeps every item, language, date and file", async () => {
    const manifest = await exportSite(source.services, { target: archive, withPersonalData: true });
    expect(manifest.counts.news).toBeGreaterThan(0);
    expect(manifest.counts.files).toBeGreaterThan(0);
    for (const kind of Object.keys(RESOURCES))
      expect(manifest.files.map((file) => file.path)).toContain(`content/${kind}.json`);

    // A dry run checks the archive and writes nothing.
    const dry = await importArchive(target.services, { archive, dryRun: true });
    expect(dry.kinds.news?.created).toBe(manifest.counts.news);
    expect(await listContent(target.services.db, RESOURCES.news, { includeDrafts: true })).toEqual([]);
    expect(await listUploadRecords(target.services.db)).toEqual([]);
    expect(await fileDigests(target.services.storage)).toEqual({});

    const report = await importArchive(target.services, { archive });
    for (const [kind, counts] of Object.entries(report.kinds)) {
      expect(counts.errors, kind).toEqual([]);
      expect(counts.skipped, kind).toBe(0);
    }
    const before = await lists(source.services);
    const after = await lists(target.services);
    for (const kind of Object.keys(before.content))
      expect(after.content[kind], kind).toEqual(before.content[kind]);
    for (const kind of Object.keys(before.inbox)) expect(after.inbox[kind], kind).toEqual(before.inbox[kind]);
    expect(after.uploads).toEqual(before.uploads);
    expect(await storedSettings(target.services.db)).toEqual(await storedSettings(source.services.db));
    expect(await storedSettings(target.services.db)).toMatchObject({
      contact_phone: "+212 5 22 00 00 01",
      require_two_factor: true,
    });
    expect(await storedReplyTemplates(target.services.db)).toEqual(
      await storedReplyTemplates(source.services.db),
    );
    expect(await storedReplyTemplates(target.services.db)).toEqual([
      expect.objectContaining({ kind: "contact", subject_ar: "رسالتك إلى تمكين" }),
    ]);
    expect(await fileDigests(target.services.storage)).toEqual(await fileDigests(source.services.storage));

    // The next new item takes the next number (on PostgreSQL, the sequence was moved past the kept ones).
    const created = await saveItem(target.services, {
      kind: "news",
      input: { values: { title_fr: "Après le déménagement", content_fr: "<p>Texte</p>" }, files: {} },
      writer: IMPORT_WRITER,
      translate: (key) => key,
    });
    expect(created.status).toBe("saved");
    const numbers = before.content.news!.map((row) => (row as { id: number }).id);
    expect(created.status === "saved" && created.row.id).toBe(Math.max(...numbers) + 1);
    await deleteItem(target.services, {
      kind: "news",
      id: created.status === "saved" ? created.row.id : 0,
      writer: IMPORT_WRITER,
    });

    // A second import of the same archive changes nothing.
    const again = await importArchive(target.services, { archive });
    for (const [kind, counts] of Object.entries(again.kinds)) {
      expect(counts.created, kind).toBe(0);
      expect(counts.updated, kind).toBe(0);
    }
    expect(await lists(target.services)).toEqual(after);
  }, 120_000);

  it("without --with-personal-data the archive holds no inbox, and a damaged file is refused", async () => {
    const plain = path.join(folder.dir, "plain");
    const manifest = await exportSite(source.services, { target: plain });
    expect(manifest.files.some((file) => file.path.startsWith("inbox/"))).toBe(false);
    expect(Object.keys(manifest.counts).some((kind) => kind.startsWith("inbox."))).toBe(false);
    const news = path.join(plain, "content", "news.json");
    const text = readFileSync(news, "utf8");
    const { writeFileSync } = await import("node:fs");
    writeFileSync(news, text.replace('"title_fr": "', '"title_fr": "Falsifié '));
    const empty = await openTestServices(database);
    try {
      const report = await importArchive(empty.services, { archive: plain });
      expect(report.kinds.checksums!.errors).toEqual([
        { old_id: "content/news.json", reason: expect.stringContaining("SHA-256") },
      ]);
      expect(report.kinds.news).toBeUndefined();
      expect(await listContent(empty.services.db, RESOURCES.news, { includeDrafts: true })).toEqual([]);
    } finally {
      await empty.dispose();
    }
  }, 120_000);
});
