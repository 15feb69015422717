/**
 * Errors and limits: unknown ids and paths answer 404 JSON, unsupported methods 405 with Allow,
 * malformed bodies 400, unsupported types 415, oversized bodies 413 — input alone never gives a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../support/databases";
import { asJson, openApiHarness, type ApiHarness } from "./support";

describe.each(testDatabases())("API errors on $dialect", (database) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await openApiHarness(database);
  });
  afterAll(() => api.dispose());

  it.each([
    "/api/news/abc/",
    "/api/news/0/",
    "/api/news/-1/",
    "/api/news/1.5/",
    "/api/news/99999999999999999999/",
    "/api/news/424242/",
    "/api/unknown/",
    "/api/constructor/",
    "/api/__proto__/1/",
    "/api/news/1/extra/",
    "/api/contact/abc/",
    "/api/blog/%00/",
  ])("GET %s answers 404 as JSON", async (path) => {
    const answer = await api.call("GET", path, { token: api.tokens.valid });
    expect(answer.status).toBe(404);
    expect(answer.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(asJson(answer).error).toBe("Ressource introuvable.");
  });

  it.each([
    ["PUT", "/api/news/", "GET, HEAD, POST"],
    ["DELETE", "/api/missions/", "GET, HEAD, POST"],
    ["POST", "/api/news/1/", "GET, HEAD, PUT, PATCH, DELETE"],
    ["PUT", "/api/contact/", "GET, HEAD, POST"],
    ["DELETE", "/api/contact/", "GET, HEAD, POST"],
    ["PUT", "/api/newsletter/", "GET, HEAD, POST, DELETE"],
    ["POST", "/api/contact/1/", "GET, HEAD, PATCH, DELETE"],
    ["GET", "/api/uploads/", "POST"],
    ["DELETE", "/api/blog/1/", "GET, HEAD"],
    ["POST", "/api/openapi.json", "GET, HEAD"],
  ])("%s %s answers 405 with Allow: %s", async (method, path, allow) => {
    const answer = await api.call(method, path, { token: api.tokens.valid });
    expect(answer.status).toBe(405);
    expect(answer.headers.get("Allow")).toBe(allow);
    expect(asJson(answer).error).toBe("Méthode non autorisée.");
  });

  it("answers malformed JSON with 400, and JSON that is not an object too", async () => {
    const token = api.tokens.valid;
    const headers = { "Content-Type": "application/json" };
    const malformed = await api.call("POST", "/api/news/", { token, headers, body: '{"title_fr": "oops"' });
    expect(malformed.status).toBe(400);
    expect(asJson(malformed).error).toBe("Le corps de la requête n'est pas un JSON valide.");
    const array = await api.call("POST", "/api/news/", { token, json: ["title_fr"] });
    expect(asJson(array).error).toBe("Le corps de la requête doit être un objet JSON.");
    const english = await api.call("PUT", "/api/news/1/?lng=en", { token, headers, body: "{" });
    expect(asJson(english).error).toBe("The request body is not valid JSON.");
  });

  it("answers an unreadable multipart body with 400 and an unknown content type with 415", async () => {
    const token = api.tokens.valid;
    const garbage = await api.call("POST", "/api/photos/", {
      token,
      headers: { "Content-Type": "multipart/form-data; boundary=xyz" },
      body: "this is not multipart",
    });
    expect(garbage.status).toBe(400);
    expect(asJson(garbage).error).toBe("Le corps de la requête est illisible.");
    const xml = await api.call("POST", "/api/photos/", {
      token,
      headers: { "Content-Type": "application/xml" },
      body: "<photo/>",
    });
    expect(xml.status).toBe(415);
  });

  it("refuses a body over the limit with 413, before reading it", async () => {
    const token = api.tokens.valid;
    const big = await api.call("POST", "/api/news/", {
      token,
      json: { title_fr: "Grand", content_fr: "x".repeat(1024 * 1024 + 10) },
    });
    expect(big.status).toBe(413);
    expect(asJson(big).error).toBe("La requête est trop volumineuse.");
    // A declared length over the limit is refused without waiting for the bytes.
    const declared = await api.call("POST", "/api/news/", {
      token,
      headers: {
        "Content-Type": "multipart/form-data; boundary=x",
        "Content-Length": String(500 * 1024 * 1024),
      },
    });
    expect(declared.status).toBe(413);
    // Bytes left unread on the connection would be parsed as the next request: it is closed instead.
    expect(big.headers.get("Connection")).toBe("close");
    expect(declared.headers.get("Connection")).toBe("close");
  });

  it("keeps the connection usable after refusing a small unread body", async () => {
    const refused = await api.call("POST", "/api/news/", { json: { title_fr: "Sans jeton" } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get("Connection")).toBeNull();
  });

  it("takes U+0000 out of input, which PostgreSQL text cannot store", async () => {
    const token = api.tokens.valid;
    expect((await api.call("GET", "/api/news/?q=%00")).status).toBe(200);
    const created = await api.call("POST", "/api/activities/", {
      token,
      json: { title_fr: "Atelier\u0000 robotique", comment_fr: "Le samedi" },
    });
    expect(created.status).toBe(201);
    expect(asJson(created).title_fr).toBe("Atelier robotique");
  });

  it("answers HEAD like GET, and marks public reads cacheable and personal answers not", async () => {
    const head = await api.call("HEAD", "/api/news/");
    expect(head.status).toBe(200);
    expect(head.headers.get("Cache-Control")).toBe(
      "public, max-age=0, must-revalidate, stale-while-revalidate=300",
    );
    const personal = await api.call("GET", "/api/news/", { token: api.tokens.valid });
    expect(personal.headers.get("Cache-Control")).toBe("no-store");
    const missing = await api.call("GET", "/api/news/9999/");
    expect(missing.headers.get("Cache-Control")).toBe("no-store");
  });
});
