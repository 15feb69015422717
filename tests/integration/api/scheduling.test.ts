/**
 * The publication date and schedule (decision 028), on SQLite and PostgreSQL, with a clock the test
 * moves: a scheduled item is absent from every public read (API, blog, site search, sitemap, RSS, chat,
 * static pages) until its time, then present; the job notices the time passing and tells the caches.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setClockOffset, now } from "~/db/time";
import { translatorFor } from "~/i18n/catalogues.server";
import { loadKnowledge } from "~/modules/chat/knowledge.server";
import { startPublicationSchedule } from "~/modules/content/schedule.server";
import { RESOURCES, type ResourceName } from "~/modules/content/resources";
import { rssXml, sitemapXml } from "~/modules/site/feeds.server";
import { findSitePage } from "~/modules/site/pages.server";
import { searchSite } from "~/modules/site/site-search.server";
import { testDatabases } from "../../support/databases";
import { sampleForm } from "./samples";
import { asJson, asList, openApiHarness, ORIGIN, type ApiHarness, type Json } from "./support";

const MINUTE = 60_000;
const inMinutes = (minutes: number) => new Date(now() + minutes * MINUTE).toISOString();

describe.each(testDatabases())("publication schedule on $dialect", (database) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await openApiHarness(database);
  });
  afterAll(() => api.dispose());
  afterEach(() => setClockOffset(0));

  async function scheduledNews(title: string, window: { publish_at?: string; unpublish_at?: string }) {
    const created = await api.call("POST", "/api/news/", {
      token: api.tokens.valid,
      json: { title_fr: title, content_fr: `${title} : le texte.`, ...window },
    });
    expect(created.status, created.text).toBe(201);
    return asJson(created);
  }

  async function publicReads(title: string, id: number, slug: string) {
    const fr = translatorFor("fr");
    const knowledge = await loadKnowledge(api.services.db);
    return {
      item: (await api.call("GET", `/api/news/${id}/`)).status === 200,
      list: asList(await api.call("GET", "/api/news/")).some((row) => row.id === id),
      blog: JSON.stringify(asJson(await api.call("GET", "/api/blog/?page_size=50"))).includes(title),
      search: JSON.stringify((await searchSite(api.services.db, title, "fr")).groups).includes(title),
      sitemap: (await sitemapXml(api.services.db, ORIGIN)).includes(slug),
      rss: (await rssXml(api.services.db, { origin: ORIGIN, locale: "fr", t: fr })).includes(title),
      chat: JSON.stringify(knowledge.news).includes(title),
    };
  }

  const everywhere = (value: boolean) => ({
    item: value,
    list: value,
    blog: value,
    search: value,
    sitemap: value,
    rss: value,
    chat: value,
  });

  it("hides an article scheduled for later from every public read until its time, then shows it", async () => {
    const title = "Inscriptions aux bourses ouvertes";
    const item = await scheduledNews(title, { publish_at: inMinutes(2) });
    const id = Number(item.id);
    expect(await publicReads(title, id, String(item.slug))).toEqual(everywhere(false));
    // Administrators still see it, with its schedule.
    const draft = await api.call("GET", `/api/news/${id}/?include_drafts=1`, { token: api.tokens.valid });
    expect(asJson(draft).publish_at).toBe(item.publish_at);

    setClockOffset(3 * MINUTE);
    expect(await publicReads(title, id, String(item.slug))).toEqual(everywhere(true));
  });

  it("withdraws an item at its unpublish time", async () => {
    const title = "Journée portes ouvertes terminée";
    const item = await scheduledNews(title, { unpublish_at: inMinutes(5) });
    expect((await publicReads(title, Number(item.id), String(item.slug))).item).toBe(true);
    setClockOffset(6 * MINUTE);
    expect(await publicReads(title, Number(item.id), String(item.slug))).toEqual(everywhere(false));
  });

  it.each(Object.keys(RESOURCES) as ResourceName[])(
    "%s: a scheduled item is absent from the public list and read until its time",
    async (name) => {
      const form = await sampleForm(RESOURCES[name]);
      form.set("publish_at", inMinutes(10));
      const created = await api.call("POST", `/api/${name}/`, { token: api.tokens.valid, form });
      expect(created.status, created.text).toBe(201);
      const id = asJson(created).id as number;
      expect((await api.call("GET", `/api/${name}/${id}/`)).status).toBe(404);
      expect(asList(await api.call("GET", `/api/${name}/`)).some((row) => row.id === id)).toBe(false);
      setClockOffset(11 * MINUTE);
      expect((await api.call("GET", `/api/${name}/${id}/`)).status).toBe(200);
      expect(asList(await api.call("GET", `/api/${name}/`)).some((row) => row.id === id)).toBe(true);
    },
  );

  it("hides a scheduled static page", async () => {
    const created = await api.call("POST", "/api/pages/", {
      token: api.tokens.valid,
      json: { slug: "rentree-2027", title_fr: "Rentrée 2027", body_fr: "Bientôt.", publish_at: inMinutes(1) },
    });
    expect(created.status, created.text).toBe(201);
    expect(await findSitePage(api.services.db, "rentree-2027", "fr")).toBeUndefined();
    setClockOffset(2 * MINUTE);
    expect((await findSitePage(api.services.db, "rentree-2027", "fr"))?.title).toBe("Rentrée 2027");
  });

  it("keeps a publication date: the creation time by default, editable, wall-clock times in the site's zone", async () => {
    const item = await scheduledNews("Date par défaut", {});
    expect(item.published_at).toBe(item.created_at);
    const changed = await api.call("PATCH", `/api/news/${item.id}/`, {
      token: api.tokens.valid,
      // Africa/Casablanca is UTC+1 in November.
      json: { published_at: "2019-11-26T08:00", publish_at: "2030-01-01T10:00:00+02:00" },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(asJson(changed)).toMatchObject({
      published_at: "2019-11-26T07:00:00.000Z",
      publish_at: "2030-01-01T08:00:00.000Z",
    });
    // Emptied, the publication date keeps its value.
    const emptied = await api.call("PATCH", `/api/news/${item.id}/`, {
      token: api.tokens.valid,
      json: { published_at: "" },
    });
    expect(asJson(emptied).published_at).toBe("2019-11-26T07:00:00.000Z");
    const invalid = await api.call("PATCH", `/api/news/${item.id}/?lng=en`, {
      token: api.tokens.valid,
      json: { publish_at: "demain matin" },
    });
    expect(invalid.status).toBe(400);
    expect((asJson(invalid).errors as Json).publish_at).toEqual([
      "Enter a valid date and time (YYYY-MM-DDTHH:MM).",
    ]);
  });

  it("refuses a window that ends before it begins, on create and when one end changes, in the request's language", async () => {
    const inverted = await api.call("POST", "/api/news/?lng=en", {
      token: api.tokens.valid,
      json: {
        title_fr: "Fenêtre inversée",
        content_fr: "Texte.",
        publish_at: inMinutes(60),
        unpublish_at: inMinutes(30),
      },
    });
    expect(inverted.status).toBe(400);
    expect((asJson(inverted).errors as Json).unpublish_at).toEqual([
      "The unpublish date must come after the publish date.",
    ]);
    // Equal ends are refused too: the item would never be shown.
    const item = await scheduledNews("Fenêtre valide", { publish_at: inMinutes(60) });
    const equal = await api.call("PATCH", `/api/news/${item.id}/?lng=ar`, {
      token: api.tokens.valid,
      json: { unpublish_at: item.publish_at },
    });
    expect(equal.status).toBe(400);
    expect((asJson(equal).errors as Json).unpublish_at).toEqual([
      "يجب أن يأتي تاريخ إلغاء النشر بعد تاريخ النشر.",
    ]);
    // Moving the start past the stored end is compared with it as well.
    const ended = await api.call("PATCH", `/api/news/${item.id}/`, {
      token: api.tokens.valid,
      json: { unpublish_at: inMinutes(90) },
    });
    expect(ended.status, ended.text).toBe(200);
    const late = await api.call("PATCH", `/api/news/${item.id}/`, {
      token: api.tokens.valid,
      json: { publish_at: inMinutes(120) },
    });
    expect(late.status).toBe(400);
    expect((asJson(late).errors as Json).unpublish_at).toEqual([
      "La date de retrait doit suivre la date de publication.",
    ]);
    // Nothing of the refused writes was kept.
    const stored = asJson(
      await api.call("GET", `/api/news/${item.id}/?include_drafts=1`, { token: api.tokens.valid }),
    );
    expect(stored).toMatchObject({ publish_at: item.publish_at, unpublish_at: asJson(ended).unpublish_at });
  });

  it("lists the most recently published first, whatever the order the items were entered in", async () => {
    const tag = "ordrepublication";
    const entered = [
      { title: `${tag} ancien`, published_at: "2018-03-01T09:00:00Z" },
      { title: `${tag} récent`, published_at: "2024-06-01T09:00:00Z" },
      { title: `${tag} moyen`, published_at: "2021-01-15T09:00:00Z" },
    ];
    for (const { title, published_at } of entered) {
      const created = await api.call("POST", "/api/news/", {
        token: api.tokens.valid,
        json: { title_fr: title, content_fr: "Texte.", published_at },
      });
      expect(created.status, created.text).toBe(201);
    }
    const expected = [`${tag} récent`, `${tag} moyen`, `${tag} ancien`];
    const titles = (rows: Json[]) => rows.map((row) => row.title_fr);
    expect(titles(asList(await api.call("GET", `/api/news/?q=${tag}`)))).toEqual(expected);
    const blog = asJson(await api.call("GET", `/api/blog/?q=${tag}&page_size=10`));
    expect(titles(blog.results as Json[])).toEqual(expected);
    const drafts = await api.call("GET", `/api/news/?q=${tag}&include_drafts=1`, { token: api.tokens.valid });
    expect(titles(asList(drafts))).toEqual(expected);
  });

  it("the job tells the caches once when a scheduled time passes, with a clock the test moves", async () => {
    // Far from the items the other tests scheduled.
    let clock = now() + 365 * 24 * 60 * MINUTE;
    let told = 0;
    const schedule = startPublicationSchedule(
      { db: api.services.db, changes: { publish: () => void told++ } },
      { clock: () => clock, intervalMs: 60 * MINUTE },
    );
    try {
      await scheduledNews("Annonce de 8 h", { publish_at: new Date(clock + 2 * MINUTE).toISOString() });
      expect(await schedule.check()).toBe(false);
      clock += MINUTE;
      expect(await schedule.check()).toBe(false);
      clock += 2 * MINUTE;
      expect(await schedule.check()).toBe(true);
      expect(told).toBe(1);
      clock += MINUTE;
      expect(await schedule.check()).toBe(false);
      expect(told).toBe(1);
    } finally {
      schedule.stop();
    }
  });
});
