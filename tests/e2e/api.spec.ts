/**
 * The REST API against the real server (§7): paths with and without their trailing slash, multipart
 * uploads served back as absolute URLs, the error answers (400, 401, 404, 405, 413), the public forms,
 * and the documentation at /api/openapi.json and /api/docs.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { E2E_ADMIN, expectLanguage } from "./support";

let token = "";

const png = async (width = 320, height = 200) => ({
  name: "affiche.png",
  mimeType: "image/png",
  buffer: await sharp({ create: { width, height, channels: 3, background: "#1a4fa3" } })
    .png()
    .toBuffer(),
});

const bearer = () => ({ Authorization: `Bearer ${token}` });

test.beforeAll(async () => {
  const context: APIRequestContext = await playwrightRequest.newContext({
    baseURL: test.info().project.use.baseURL,
  });
  const answer = await context.post("/api/login/", { data: E2E_ADMIN });
  expect(answer.status()).toBe(200);
  token = ((await answer.json()) as { access: string }).access;
  await context.dispose();
});

test("every path answers with and without its trailing slash", async ({ request }) => {
  const withSlash = await request.get("/api/news/");
  const withoutSlash = await request.get("/api/news");
  expect(withSlash.status()).toBe(200);
  expect(withoutSlash.status()).toBe(200);
  const list = (await withSlash.json()) as Array<{ id: number; slug: string }>;
  expect(list.length).toBeGreaterThan(0);
  expect(await withoutSlash.json()).toEqual(list);
  const first = list[0]!;
  expect((await request.get(`/api/news/${first.id}/`)).status()).toBe(200);
  expect((await request.get(`/api/news/${first.id}`)).status()).toBe(200);
  expect((await request.get(`/api/blog/${first.slug}_${first.id}`)).status()).toBe(200);
  for (const path of ["/api/missions/", "/api/matches", "/api/videos/", "/api/photos", "/api/partenaires"]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});

test("an administrator creates news with an image (multipart), updates it keeping the image, deletes it", async ({
  request,
}) => {
  const created = await request.post("/api/news/", {
    headers: bearer(),
    multipart: { title_fr: "Finale régionale", content_fr: "Rendez-vous samedi.", image: await png() },
  });
  expect(created.status()).toBe(201);
  const article = (await created.json()) as { id: number; image: string };
  const origin = new URL(test.info().project.use.baseURL!).origin;
  expect(article.image.startsWith(`${origin}/media/`)).toBe(true);
  const image = await request.get(article.image);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");

  const updated = await request.put(`/api/news/${article.id}/`, {
    headers: bearer(),
    multipart: { title_fr: "Finale régionale : le programme" },
  });
  expect(updated.status()).toBe(200);
  expect(((await updated.json()) as { image: string }).image).toBe(article.image);

  expect((await request.delete(`/api/news/${article.id}/`, { headers: bearer() })).status()).toBe(204);
  expect((await request.get(`/api/news/${article.id}/`)).status()).toBe(404);
});

test("a visitor uploads a logo; its secure_url serves the image", async ({ request }) => {
  const answer = await request.post("/api/uploads/", { multipart: { file: await png(600, 300) } });
  expect(answer.status()).toBe(201);
  const upload = (await answer.json()) as { secure_url: string; width: number; variants: unknown[] };
  expect(upload.width).toBe(600);
  expect(upload.variants.length).toBeGreaterThan(0);
  expect((await request.get(upload.secure_url)).status()).toBe(200);

  const document = await request.post("/api/uploads/", {
    multipart: {
      file: { name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") },
    },
  });
  expect(document.status()).toBe(400);
});

test("errors answer JSON: 401, 404, 405, 400 and 413", async ({ request }) => {
  const anonymous = await request.post("/api/news/", { data: { title_fr: "x", content_fr: "y" } });
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.json()).toEqual({ error: "Authentification requise." });
  const forged = await request.delete("/api/news/1/", { headers: { Authorization: `Bearer ${token}x` } });
  expect(forged.status()).toBe(401);

  for (const path of ["/api/news/abc/", "/api/nothing/", "/api/news/1/2/3"]) {
    const missing = await request.get(path);
    expect(missing.status(), path).toBe(404);
    expect(missing.headers()["content-type"]).toContain("application/json");
  }

  const wrongMethod = await request.put("/api/news/", { headers: bearer(), data: {} });
  expect(wrongMethod.status()).toBe(405);
  expect(wrongMethod.headers()["allow"]).toBe("GET, HEAD, POST");

  const malformed = await request.post("/api/missions/", {
    headers: { ...bearer(), "Content-Type": "application/json" },
    data: Buffer.from('{"title_fr": '),
  });
  expect(malformed.status()).toBe(400);
  expect(((await malformed.json()) as { error: string }).error).toBe(
    "Le corps de la requête n'est pas un JSON valide.",
  );
  const invalid = await request.post("/api/missions/", { headers: bearer(), data: { title_fr: "Seul" } });
  expect(invalid.status()).toBe(400);
  const body = (await invalid.json()) as { error: string; errors: Record<string, string[]> };
  expect(body.error).toBe("Vérifiez les champs du formulaire.");
  expect(body.errors.content_fr).toEqual(["Ce champ est requis."]);

  const tooLarge = await request.post("/api/missions/", {
    headers: bearer(),
    data: { title_fr: "x".repeat(1024 * 1024 + 1) },
  });
  expect(tooLarge.status()).toBe(413);

  const newsletter = await request.delete("/api/newsletter/", { headers: bearer(), data: {} });
  expect(newsletter.status()).toBe(400);
  expect(((await newsletter.json()) as { error: string }).error).toBe("ID invalide, suppression impossible.");
});

test("a visitor's contact message is listed and deleted by an administrator", async ({ request }) => {
  const email = `e2e.${Date.now()}@example.org`;
  const posted = await request.post("/api/contact/", {
    data: { name: "Nadia", email, subject: "Programmes", category: "general", message: "Bonjour !" },
  });
  expect(posted.status()).toBe(201);
  const { id } = (await posted.json()) as { id: number };
  expect((await request.get("/api/contact/")).status()).toBe(401);
  const list = (await (await request.get("/api/contact/", { headers: bearer() })).json()) as Array<{
    id: number;
  }>;
  expect(list.map((entry) => entry.id)).toContain(id);
  expect((await request.delete(`/api/contact/${id}/`, { headers: bearer() })).status()).toBe(204);
});

test("the OpenAPI document", async ({ request }) => {
  const document = await request.get("/api/openapi.json");
  expect(document.status()).toBe(200);
  const json = (await document.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(json.openapi).toBe("3.1.0");
  expect(Object.keys(json.paths)).toContain("/api/news/{id}/");
});

test("the documentation page: an overview of every call, accessible", async ({ page }) => {
  await page.goto("/api/docs");
  await expectLanguage(page, "fr");
  await expect(page.getByRole("heading", { level: 1, name: "Documentation de l'API" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Télécharger le document OpenAPI (JSON)" })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: "/api/uploads/" })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // One group in detail, reached from the overview.
  await page.getByRole("rowheader", { name: "/api/uploads/" }).getByRole("link").click();
  await expect(page).toHaveURL(/\/api\/docs\?tag=uploads#op-uploads\.create$/);
  await expect(page.getByRole("heading", { level: 3, name: /POST \/api\/uploads\// })).toBeVisible();
  await expect(page.getByRole("table", { name: "Corps de la requête" })).toContainText("file");
});

test("the documentation page: one group in detail, in Arabic, accessible", async ({ page, request }) => {
  await page.goto("/api/docs?tag=news&lng=ar");
  await expectLanguage(page, "ar");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("الطلبات بالتفصيل");
  await expect(page.getByRole("heading", { level: 3, name: /PATCH \/api\/news\/\{id\}\// })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  expect((await request.get("/api/docs?tag=nothing")).status()).toBe(404);
});
