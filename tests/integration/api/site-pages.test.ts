/**
 * The site pages (decision 030) on both databases: a page's slug is its address, so it must be a slug,
 * unused, not an address of the product, and the pages the footer links to keep theirs; every published
 * page is served at `/{slug}`, and an unknown or unpublished one answers the site's 404.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertSitePage } from "~/modules/demo/factories.server";
import { loader as sitePageLoader } from "~/routes/site/site-page";
import { RESOURCES } from "~/modules/content/resources";
import { previewRow, previewView } from "~/modules/site/preview.server";
import { outcome } from "../../support/admin-requests";
import { testDatabases } from "../../support/databases";
import { matchRoute } from "../../support/route-table";
import { asJson, openApiHarness, ORIGIN, type ApiHarness, type Json } from "./support";

const routeFileOf = (path: string) => matchRoute(path)?.file;

describe("the route of the site pages", () => {
  it("serves any one-segment address no other route has, and never shadows one", () => {
    expect(routeFileOf("/une-nouvelle-page")).toBe("routes/site/site-page.tsx");
    expect(routeFileOf("/mentions-legales")).toBe("routes/site/site-page.tsx");
    expect(routeFileOf("/actualites")).toBe("routes/site/actualites.tsx");
    expect(routeFileOf("/createpost")).toBe("routes/admin/news.tsx");
    expect(routeFileOf("/admin/pages")).toBe("routes/admin/pages.tsx");
  });
});

describe.each(testDatabases())("site pages on $dialect", (database) => {
  let api: ApiHarness;
  let legalId: number;
  beforeAll(async () => {
    api = await openApiHarness(database);
    legalId = (
      await insertSitePage(api.services.db, { slug: "mentions-legales", title_fr: "Mentions légales" })
    ).id;
  });
  afterAll(() => api.dispose());

  const create = (values: Json) =>
    api.call("POST", "/api/pages/", {
      token: api.tokens.valid,
      json: { title_fr: "Une page", body_fr: "<p>Son texte.</p>", is_published: true, ...values },
    });

  const visit = async (path: string) => {
    const url = new URL(path, ORIGIN);
    const slug = url.pathname.slice(1);
    const request = new Request(url);
    const result = await Promise.resolve()
      .then(() =>
        sitePageLoader({ request, params: { slug }, context: contextOf(api), url, pattern: "" } as never),
      )
      .catch((error: unknown) => error);
    return outcome(result);
  };

  it("publishes a new page at its address, in the visitor's language", async () => {
    const created = await create({
      slug: "Nos-Partenaires-Locaux",
      title_en: "Our local partners",
      body_en: "<p>They help us.</p>",
    });
    expect(created.status, created.text).toBe(201);
    expect(asJson(created).slug).toBe("nos-partenaires-locaux");
    const page = await visit("/nos-partenaires-locaux?lng=en");
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      sitePage: { title: "Our local partners", body: "<p>They help us.</p>" },
    });
    expect(await visit("/Nos-Partenaires-Locaux")).toMatchObject({
      status: 301,
      location: "/nos-partenaires-locaux",
    });
  });

  it("answers 404 for an unknown slug, a draft and an address that cannot be a slug", async () => {
    expect((await create({ slug: "brouillon-cache", is_published: false })).status).toBe(201);
    expect((await visit("/brouillon-cache")).status).toBe(404);
    expect((await visit("/page-inconnue")).status).toBe(404);
    expect((await visit("/favicon.ico")).status).toBe(404);
  });

  it.each([
    ["Page neuve !", "Utilisez des lettres minuscules sans accent"],
    ["équipe", "Utilisez des lettres minuscules sans accent"],
    ["actualites", "Cette adresse est déjà celle d'une autre page du site"],
    ["MotPresident", "Cette adresse est déjà celle d'une autre page du site"],
    ["api", "Cette adresse est déjà celle d'une autre page du site"],
    ["mentions-legales", "Une autre page utilise déjà cette adresse."],
  ])("refuses the slug %j with a translated message", async (slug, message) => {
    const answer = await create({ slug });
    expect(answer.status).toBe(400);
    expect((asJson(answer).errors as Record<string, string[]>).slug?.[0]).toContain(message);
  });

  it("keeps the address of a page the footer links to, and lets its text change", async () => {
    const moved = await api.call("PATCH", `/api/pages/${legalId}/?lng=en`, {
      token: api.tokens.valid,
      json: { slug: "legal" },
    });
    expect(moved.status).toBe(400);
    expect(asJson(moved).errors).toEqual({
      slug: ["The footer links to this page: its address cannot change."],
    });
    const edited = await api.call("PATCH", `/api/pages/${legalId}/`, {
      token: api.tokens.valid,
      json: { body_fr: "<p>Éditeur : Fondation Tamkine.</p>" },
    });
    expect(edited.status, edited.text).toBe(200);
    expect((await visit("/mentions-legales")).body).toMatchObject({
      sitePage: { body: "<p>Éditeur : Fondation Tamkine.</p>" },
    });
  });

  it("previews an unsaved page with its rich text, in the language asked for", async () => {
    const row = previewRow(
      RESOURCES.pages,
      { slug: "apercu", title_fr: "Aperçu", body_fr: "<p>Premier jet.</p>", title_ar: "معاينة" },
      undefined,
      "UTC",
    );
    const view = await previewView(api.services.db, RESOURCES.pages, row, "ar");
    expect(view).toMatchObject({
      kind: "entry",
      entry: { title: "معاينة", text: "<p>Premier jet.</p>", langs: { text: "fr" } },
    });
  });

  it("tells the second of two writers taking one slug at the same moment, instead of failing", async () => {
    const [first, second] = await Promise.all([
      create({ slug: "course-a-l-adresse" }),
      create({ slug: "course-a-l-adresse" }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 400]);
    const refused = asJson(first.status === 400 ? first : second);
    expect(refused.errors).toMatchObject({ slug: [expect.any(String)] });
  });

  it("lets a new page change its address to a free one", async () => {
    const page = asJson(await create({ slug: "ancienne-adresse" }));
    const moved = await api.call("PATCH", `/api/pages/${String(page.id)}/`, {
      token: api.tokens.valid,
      json: { slug: "nouvelle-adresse" },
    });
    expect(moved.status, moved.text).toBe(200);
    expect((await visit("/nouvelle-adresse")).status).toBe(200);
    expect((await visit("/ancienne-adresse")).status).toBe(404);
  });
});

/** A visitor's load context on the harness's services. */
function contextOf(api: ApiHarness) {
  return { services: api.services, clientIp: "127.0.0.1", cspNonce: "", requestId: "test" };
}
