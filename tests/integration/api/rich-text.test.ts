/**
 * Rich text through the REST API (decision 027), on each database: `content_fr` and the other long
 * texts accept the HTML subset or plain text under their usual names and answer the cleaned HTML, with
 * what the cleaning removed (`sanitized`); list
 * previews, the site search and the chat assistant read the words, never the markup; migration 7 stores
 * the older plain texts as the HTML they rendered as.
 */
import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preview } from "~/components/admin/content/screens";
import { RESOURCES } from "~/modules/content/resources";
import { isRichTextField } from "~/modules/content/fields";
import { loadKnowledge } from "~/modules/chat/knowledge.server";
import {
  plainTextToRichTextStep,
  RICH_TEXT_COLUMNS_AT_7,
} from "~/modules/richtext/rich-text-migration.server";
import { listNewsCards } from "~/modules/site/news.server";
import { searchSite } from "~/modules/site/site-search.server";
import { testDatabases } from "../../support/databases";
import { asJson, openApiHarness, type ApiHarness } from "./support";

const HOSTILE =
  '<h2 onclick="alert(1)">Bourses 2026</h2><p>Lisez <a href="https://example.org/guide" target="_blank">le guide</a> ou <a href="javascript:alert(1)">ceci</a>.<script>alert(2)</script></p><ul><li>Tutorat</li></ul><img src="data:image/png;base64,AAAA" alt="x">';
const CLEANED =
  '<h2>Bourses 2026</h2><p>Lisez <a href="https://example.org/guide" rel="noopener noreferrer">le guide</a> ou <a>ceci</a>.</p><ul><li>Tutorat</li></ul>';

describe.each(testDatabases())("rich text on $dialect", (database) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await openApiHarness(database);
  });
  afterAll(() => api.dispose());

  it("content_fr accepts HTML and answers it cleaned, on create and update, JSON and form", async () => {
    const token = api.tokens.valid;
    const created = await api.call("POST", "/api/news/", {
      token,
      json: { title_fr: "Article riche", content_fr: HOSTILE },
    });
    expect(created.status, created.text).toBe(201);
    const id = asJson(created).id as number;
    expect(asJson(created).content_fr).toBe(CLEANED);
    // The answer says what was removed, per field; what is stored is the cleaned text.
    expect(asJson(created).sanitized).toEqual({
      content_fr: ["onclick", "javascript:", "<script>", "data:"],
    });
    const read = asJson(await api.call("GET", `/api/news/${id}/`));
    expect(read.content_fr).toBe(CLEANED);
    expect(read).not.toHaveProperty("sanitized");

    const patched = await api.call("PATCH", `/api/news/${id}/`, {
      token,
      form: { content_ar: '<p dir="rtl" style="x">نص <strong>عربي</strong></p>' },
    });
    expect(patched.status, patched.text).toBe(200);
    expect(asJson(patched).content_ar).toBe("<p>نص <strong>عربي</strong></p>");
    expect(asJson(patched).content_fr).toBe(CLEANED);
    // A style is an attribute that could act; a direction is presentation, dropped quietly.
    expect(asJson(patched).sanitized).toEqual({ content_ar: ["style"] });
    // Nothing removed: nothing said.
    const clean = await api.call("PATCH", `/api/news/${id}/`, { token, json: { content_en: "<p>Hi</p>" } });
    expect(clean.status, clean.text).toBe(200);
    expect(asJson(clean)).not.toHaveProperty("sanitized");
  });

  it("accepts plain text and stores it as paragraphs without loss", async () => {
    const answer = await api.call("POST", "/api/missions/", {
      token: api.tokens.valid,
      json: {
        title_fr: "Mission",
        title_en: "Mission",
        title_ar: "مهمة",
        content_fr: "Premier paragraphe, 1 < 2 & co.\nMême paragraphe.\n\nSecond paragraphe.",
        content_en: "English text.",
        content_ar: "نص عربي.",
      },
    });
    expect(answer.status, answer.text).toBe(201);
    expect(asJson(answer).content_fr).toBe(
      "<p>Premier paragraphe, 1 &lt; 2 &amp; co.<br />Même paragraphe.</p><p>Second paragraphe.</p>",
    );
  });

  it("refuses a required rich text left with nothing a reader would see", async () => {
    const answer = await api.call("POST", "/api/news/", {
      token: api.tokens.valid,
      json: { title_fr: "Vide", content_fr: "<script>alert(1)</script><p> </p>" },
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(asJson(answer).errors as object)).toEqual(["content_fr"]);
  });

  it("previews, the site search and the chat read the words, not the markup", async () => {
    const { db } = api.services;
    await api.call("POST", "/api/news/", {
      token: api.tokens.valid,
      json: {
        title_fr: "Balises invisibles",
        content_fr: `<h2>Programme</h2><p><strong>${"Mentorat ".repeat(30)}</strong></p>`,
      },
    });
    const card = (await listNewsCards(db, "fr")).find((item) => item.title === "Balises invisibles");
    expect(card?.excerpt.head).toMatch(/^Programme\s+Mentorat Mentorat/);
    expect(card?.excerpt.head).not.toMatch(/[<>]/);
    expect(preview(`<h2>Programme</h2><p>${"mot ".repeat(60)}</p>`)).toMatch(/^Programme mot mot/);

    // Tags are not words: searching the name of a tag finds nothing, a word of the text finds it.
    const folded = await db.kysely
      .selectFrom("news")
      .select("search_fr")
      .where("title_fr", "=", "Balises invisibles")
      .executeTakeFirstOrThrow();
    expect(folded.search_fr).toContain("programme mentorat");
    expect(folded.search_fr).not.toMatch(/strong|<h2>|<p>/);
    const found = await searchSite(db, "mentorat", "fr");
    expect(JSON.stringify(found)).toContain("Balises invisibles");
    expect(JSON.stringify(found)).not.toMatch(/<strong>|<h2>/);

    const knowledge = await loadKnowledge(db);
    const entry = JSON.stringify(knowledge).match(/Programme[^"]{0,40}/)?.[0] ?? "";
    expect(entry).not.toMatch(/<|>/);
  });

  it("migration 7 stores the older plain texts as the HTML they rendered as", async () => {
    const { db } = api.services;
    const kysely = db.kysely as unknown as Kysely<unknown>;
    await sql`insert into news (title_fr, slug, content_fr, content_ar) values
      ('Ancien', 'ancien-article', ${"Ligne <b>tapée</b> telle quelle\n\nSuite"}, '')`.execute(kysely);
    await plainTextToRichTextStep(kysely);
    const row = await db.kysely
      .selectFrom("news")
      .select(["content_fr", "content_ar"])
      .where("slug", "=", "ancien-article")
      .executeTakeFirstOrThrow();
    // Before rich text, tags typed in a text showed as typed: they still do.
    expect(row.content_fr).toBe("<p>Ligne &lt;b&gt;tapée&lt;/b&gt; telle quelle</p><p>Suite</p>");
    expect(row.content_ar).toBe("");
  });
});

describe("migration 7's frozen list of columns", () => {
  it("is every rich-text field of the registry", () => {
    const today = Object.fromEntries(
      Object.values(RESOURCES)
        .map((resource) => [
          resource.table,
          Object.entries(resource.fields)
            .filter(([, spec]) => isRichTextField(spec))
            .map(([name]) => name)
            .sort(),
        ])
        .filter((entry) => (entry[1] as string[]).length > 0),
    );
    const frozen = Object.fromEntries(
      Object.entries(RICH_TEXT_COLUMNS_AT_7).map(([table, columns]) => [table, [...columns].sort()]),
    );
    expect(frozen).toEqual(today);
  });
});
