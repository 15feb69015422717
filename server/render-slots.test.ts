import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { renderSlots } from "./render-slots";

describe("render slots", () => {
  it("renders at most `limit` GETs at once, serves every one in the end, and never holds other methods", async () => {
    let active = 0;
    let peak = 0;
    const app = express();
    app.use(renderSlots(2));
    app.all("/{*path}", async (req, res) => {
      active++;
      peak = Math.max(peak, active);
      await new Promise((resolve) => setTimeout(resolve, 30));
      active--;
      res.end(req.method);
    });
    const server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const answers = await Promise.all(Array.from({ length: 9 }, () => fetch(`${url}/page`)));
      expect(answers.every((answer) => answer.ok)).toBe(true);
      expect(peak).toBe(2);

      // A post is not queued behind renders in progress.
      peak = 0;
      const gets = Array.from({ length: 4 }, () => fetch(`${url}/page`));
      const post = fetch(`${url}/form`, { method: "POST" });
      await Promise.all([...gets, post]);
      expect(peak).toBe(3);

      // A visitor who leaves while waiting does not keep a slot.
      const controller = new AbortController();
      const busy = [fetch(`${url}/a`), fetch(`${url}/b`)];
      const abandoned = fetch(`${url}/c`, { signal: controller.signal }).catch(() => undefined);
      controller.abort();
      await Promise.all([...busy, abandoned]);
      expect((await fetch(`${url}/after`)).ok).toBe(true);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
