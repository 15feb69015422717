import { expect, test } from "@playwright/test";
import { login } from "./support";

test("pages carry a strict CSP with a fresh nonce, and run under it without violations", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const first = await page.goto("/actualites");
  const headers = first!.headers();
  const csp = headers["content-security-policy"] ?? "";
  // Rendered pages carry a nonce; cached ones list their inline scripts' hashes too, and a fresh nonce.
  expect(csp).toMatch(/script-src 'self'[^;]* 'nonce-[A-Za-z0-9+/=]{16,}'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("microphone=(self)");
  expect(headers["x-powered-by"]).toBeUndefined();

  const second = await page.request.get("/actualites");
  expect(second.headers()["content-security-policy"]).not.toBe(csp);

  // Hydrated: client-side navigation works under the policy.
  await page.getByRole("link", { name: "Passer en English" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await login(page);
  expect(violations).toEqual([]);
});

test("authenticated pages are never stored by caches", async ({ page }) => {
  await login(page);
  const response = await page.goto("/dashboardAdmin");
  expect(response!.headers()["cache-control"]).toContain("no-store");
});

test("health and readiness answer", async ({ request }) => {
  expect((await request.get("/healthz")).status()).toBe(200);
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: "ready" });
});
