import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUSY_RETRY_AFTER_SECONDS, refuseBusy } from "./host-errors";

describe("the host's overload answer", () => {
  let url = "";
  let close: () => Promise<unknown> = async () => {};
  beforeAll(async () => {
    const app = express();
    app.use(refuseBusy);
    const server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(resolve));
  });
  afterAll(() => close());

  it("is a 503 page in the visitor's language, with Retry-After, stored by no one", async () => {
    const french = await fetch(`${url}/actualites`, { headers: { Accept: "text/html" } });
    expect(french.status).toBe(503);
    expect(french.headers.get("retry-after")).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    expect(french.headers.get("cache-control")).toBe("no-store");
    const page = await french.text();
    expect(page).toContain('<html lang="fr" dir="ltr">');
    expect(page).toContain("Site très sollicité");

    const arabic = await fetch(`${url}/search?q=x&lng=ar`, { headers: { Accept: "text/html" } });
    expect(await arabic.text()).toContain('<html lang="ar" dir="rtl">');
    const english = await fetch(`${url}/actualites`, {
      headers: { Accept: "text/html", "Accept-Language": "en-GB,en;q=0.9" },
    });
    expect(await english.text()).toContain("The site is busy");
  });

  it("is JSON for API clients and a sentence for React Router's data requests", async () => {
    const json = await fetch(`${url}/api/news/`, { headers: { Accept: "application/json" } });
    expect([json.status, await json.json()]).toEqual([
      503,
      { error: "Le site reçoit beaucoup de visites en ce moment. Réessayez dans quelques secondes." },
    ]);
    const data = await fetch(`${url}/actualites.data`, { headers: { Cookie: "i18next=en" } });
    expect([data.status, await data.text()]).toEqual([
      503,
      "The site is receiving a lot of visits right now. Please try again in a few seconds.",
    ]);
  });
});
