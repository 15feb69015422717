import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { cachedAnswerServer, PageCache, pageCacheMiddleware, type Render } from "./page-cache";

const security = { isHttps: false, isDevelopment: false };

const logged: Array<Record<string, unknown>> = [];
const logger = pino({ level: "info" }, { write: (line: string) => logged.push(JSON.parse(line)) });

/** Composed as the host composes them: the fast path for hits, then Express. */
async function serve(cache: PageCache, render: Render) {
  const options = { security, sessionCookieName: "tamkine_session" };
  const serveCached = cachedAnswerServer(cache, { ...options, logger });
  const app = express();
  app.use((_req, res, next) => {
    res.locals.cspNonce = `nonce${Math.random().toString(36).slice(2)}`;
    next();
  });
  app.use(pageCacheMiddleware(cache, render, options));
  app.use((_req, res) => {
    res.status(299).end("fell through");
  });
  const server = createServer((req, res) => {
    if (!serveCached(req, res)) app(req, res);
  }).listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise((resolve) => server.close(resolve)) };
}

let close: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

const html = (body: string) =>
  new Response(`<html><body>${body}<script nonce="abc">window.x=1</script></body></html>`, {
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });

describe("page cache", () => {
  it("renders once, then serves the stored answer with an ETag, compressed, and 304 on revalidation", async () => {
    let renders = 0;
    const cache = new PageCache();
    const server = await serve(cache, async () => html(`render ${++renders}`));
    close = server.close;
    const first = await fetch(`${server.url}/actualites`);
    const second = await fetch(`${server.url}/actualites`, { headers: { "Accept-Encoding": "gzip" } });
    expect(first.headers.get("x-cache")).toBe("MISS");
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(await second.text()).toContain("render 1");
    expect(renders).toBe(1);
    const etag = second.headers.get("etag")!;
    const revalidated = await fetch(`${server.url}/actualites`, { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
  });

  it("serves hits ahead of Express with the security headers, a request id and a log line", async () => {
    const cache = new PageCache();
    const server = await serve(cache, async () => html("page"));
    close = server.close;
    await fetch(`${server.url}/actualites`);
    logged.length = 0;
    const hit = await fetch(`${server.url}/actualites?page=2`);
    expect(hit.headers.get("x-cache")).toBe("MISS");
    const again = await fetch(`${server.url}/actualites?page=2`, {
      headers: { "X-Request-Id": "bench-0001" },
    });
    expect(again.headers.get("x-cache")).toBe("HIT");
    expect(again.headers.get("x-content-type-options")).toBe("nosniff");
    expect(again.headers.get("permissions-policy")).toContain("microphone=(self)");
    expect(again.headers.get("x-frame-options")).toBe("DENY");
    expect(again.headers.get("x-request-id")).toBe("bench-0001");
    expect(logged).toContainEqual(
      expect.objectContaining({ reqId: "bench-0001", method: "GET", path: "/actualites", status: 200 }),
    );
    // The query string is left out of the log: it can carry one-time tokens.
    expect(JSON.stringify(logged)).not.toContain("page=2");
  });

  it("keeps one entry per language: a French page is never served to someone asking for Arabic", async () => {
    const cache = new PageCache();
    const server = await serve(cache, async (req) => html(`lang ${req.get("Accept-Language") ?? ""}`));
    close = server.close;
    await fetch(`${server.url}/actualites`, { headers: { "Accept-Language": "fr-FR" } });
    const arabic = await fetch(`${server.url}/actualites`, { headers: { "Accept-Language": "ar-MA" } });
    expect(await arabic.text()).toContain("lang ar-MA");
    const byCookie = await fetch(`${server.url}/actualites`, { headers: { Cookie: "i18next=ar" } });
    expect(byCookie.headers.get("x-cache")).toBe("HIT");
    expect(await byCookie.text()).toContain("lang ar-MA");
    expect(cache.size).toBe(2);
  });

  it("never serves or stores answers for a request with credentials, a cookie-setting or an error answer", async () => {
    let renders = 0;
    const cache = new PageCache();
    const server = await serve(cache, async (req) => {
      renders++;
      if (req.path === "/cookie") return new Response("x", { headers: { "Set-Cookie": "a=b" } });
      if (req.path === "/missing") return new Response("no", { status: 404 });
      return html("page");
    });
    close = server.close;
    const withSession = await fetch(`${server.url}/actualites`, {
      headers: { Cookie: "tamkine_session=abc" },
    });
    expect(await withSession.text()).toBe("fell through");
    const withBearer = await fetch(`${server.url}/actualites`, { headers: { Authorization: "Bearer x" } });
    expect(await withBearer.text()).toBe("fell through");
    await fetch(`${server.url}/cookie`);
    const cookieAgain = await fetch(`${server.url}/cookie`);
    expect(cookieAgain.headers.get("set-cookie")).toBe("a=b");
    expect((await fetch(`${server.url}/missing`)).status).toBe(404);
    await fetch(`${server.url}/missing`);
    expect(renders).toBe(4);
    expect(cache.size).toBe(0);
  });

  it("leaves the sign-in page alone, its data requests included (its answer depends on cookies)", async () => {
    let renders = 0;
    const cache = new PageCache();
    const server = await serve(cache, async () => html(`render ${++renders}`));
    close = server.close;
    for (const path of ["/login", "/login.data?redirectTo=%2FdashboardAdmin", "/logout.data"]) {
      expect(await (await fetch(`${server.url}${path}`)).text(), path).toBe("fell through");
    }
    expect(await (await fetch(`${server.url}/actualites.data`)).text()).toContain("render 1");
    expect(cache.size).toBe(1);
  });

  it("allows the cached inline scripts by hash and gives every answer a fresh nonce", async () => {
    const cache = new PageCache();
    const server = await serve(cache, async () => html("page"));
    close = server.close;
    await fetch(`${server.url}/x`);
    const a = await fetch(`${server.url}/x`);
    const b = await fetch(`${server.url}/x`);
    const cspA = a.headers.get("content-security-policy")!;
    expect(cspA).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+' 'nonce-/);
    expect(cspA.split(";").find((directive) => directive.trim().startsWith("script-src"))).not.toContain(
      "unsafe-inline",
    );
    expect(cspA).not.toBe(b.headers.get("content-security-policy"));
    expect(await a.text()).not.toContain('nonce="abc"');
  });

  it("sends each header of a hit once, the answer's own Cache-Control kept", async () => {
    const cache = new PageCache();
    const server = await serve(
      cache,
      async () =>
        new Response(JSON.stringify({ count: 1 }), {
          headers: {
            "Content-Type": "application/json",
            Vary: "Cookie, Accept-Language",
            "Cache-Control": "public, max-age=0, must-revalidate, stale-while-revalidate=300",
          },
        }),
    );
    close = server.close;
    await fetch(`${server.url}/api/news/`);
    const hit = await fetch(`${server.url}/api/news/`);
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(hit.headers.get("vary")).toBe("Accept-Encoding, Cookie, Accept-Language");
    expect(hit.headers.get("cache-control")).toBe(
      "public, max-age=0, must-revalidate, stale-while-revalidate=300",
    );
    expect(hit.headers.get("x-content-type-options")).toBe("nosniff");
    expect(hit.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(await hit.json()).toEqual({ count: 1 });
  });

  it("forgets everything on clear, and a render begun before the clear is not stored", async () => {
    const cache = new PageCache();
    let release: () => void = () => {};
    const server = await serve(cache, async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return html("slow");
    });
    close = server.close;
    const pending = fetch(`${server.url}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    cache.clear();
    release();
    await pending;
    expect(cache.size).toBe(0);
  });

  it("answers a HEAD without creating an entry, and from the entry once a GET made one", async () => {
    let renders = 0;
    const cache = new PageCache();
    const server = await serve(cache, async () => html(`render ${++renders}`));
    close = server.close;
    const cold = await fetch(`${server.url}/actualites`, {
      method: "HEAD",
      headers: { "Accept-Encoding": "identity" },
    });
    expect(cold.headers.get("x-cache")).toBe("MISS");
    expect(cache.size).toBe(0);
    const get = await fetch(`${server.url}/actualites`, { headers: { "Accept-Encoding": "identity" } });
    const page = await get.text();
    expect(page).toContain("render 2");
    expect(cold.headers.get("content-length")).toBe(String(Buffer.byteLength(page)));
    const warm = await fetch(`${server.url}/actualites`, {
      method: "HEAD",
      headers: { "Accept-Encoding": "identity" },
    });
    expect(warm.headers.get("x-cache")).toBe("HIT");
    expect(warm.headers.get("content-length")).toBe(String(Buffer.byteLength(page)));
    expect(await (await fetch(`${server.url}/actualites`)).text()).toBe(page);
    expect(renders).toBe(2);
  });

  it("never stores an empty answer", async () => {
    let renders = 0;
    const cache = new PageCache();
    const server = await serve(cache, async () => {
      renders++;
      return new Response(null, { headers: { "Content-Type": "text/html" } });
    });
    close = server.close;
    await fetch(`${server.url}/vide`);
    await fetch(`${server.url}/vide`);
    expect(renders).toBe(2);
    expect(cache.size).toBe(0);
  });

  it("renders an entry again once it is older than its maximum age", async () => {
    let renders = 0;
    const cache = new PageCache({ maxAgeMs: 30 });
    const server = await serve(cache, async () => html(`render ${++renders}`));
    close = server.close;
    await fetch(`${server.url}/a`);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await (await fetch(`${server.url}/a`)).text()).toContain("render 2");
  });
});
