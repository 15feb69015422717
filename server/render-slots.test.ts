import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it, vi } from "vitest";
import { RenderSlots, renderSlots } from "./render-slots";

async function listen(app: express.Express) {
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe("render slots", () => {
  it("renders at most `limit` GETs at once, serves every one in the end, and never holds other methods", async () => {
    let active = 0;
    let peak = 0;
    const app = express();
    app.use(
      renderSlots(new RenderSlots({ limit: 2, maxWaitMs: 5_000 }), (_req, res) => res.status(503).end()),
    );
    app.all("/{*path}", async (req, res) => {
      active++;
      peak = Math.max(peak, active);
      await new Promise((resolve) => setTimeout(resolve, 30));
      active--;
      res.end(req.method);
    });
    const server = await listen(app);
    try {
      const answers = await Promise.all(Array.from({ length: 9 }, () => fetch(`${server.url}/page`)));
      expect(answers.every((answer) => answer.ok)).toBe(true);
      expect(peak).toBe(2);

      // A post is not queued behind renders in progress.
      peak = 0;
      const gets = Array.from({ length: 4 }, () => fetch(`${server.url}/page`));
      const post = fetch(`${server.url}/form`, { method: "POST" });
      await Promise.all([...gets, post]);
      expect(peak).toBe(3);

      // A visitor who leaves while waiting does not keep a slot.
      const controller = new AbortController();
      const busy = [fetch(`${server.url}/a`), fetch(`${server.url}/b`)];
      const abandoned = fetch(`${server.url}/c`, { signal: controller.signal }).catch(() => undefined);
      controller.abort();
      await Promise.all([...busy, abandoned]);
      expect((await fetch(`${server.url}/after`)).ok).toBe(true);
    } finally {
      await server.close();
    }
  });

  it("refuses at once the requests whose wait would be too long, and those that waited too long", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const open = { destroyed: false, writableEnded: false } as never;
      const slots = new RenderSlots({ limit: 1, maxWaitMs: 100 });
      // Renders have taken 40 ms lately: one renders, two may wait (40 and 80 ms foreseen), not a third.
      slots.averageMs = 40;
      const first = await slots.acquire(open);
      expect(first).toBeTypeOf("function");
      const second = slots.acquire(open);
      const third = slots.acquire(open);
      // Refused while the first render still holds the slot: without waiting for it.
      expect(await slots.acquire(open)).toBeUndefined();
      expect(slots.queued).toBe(2);
      first!();
      const secondRelease = await second;
      expect(secondRelease).toBeTypeOf("function");
      // The third has waited past maxWaitMs behind a render slower than foreseen: refused then.
      vi.advanceTimersByTime(100);
      expect(await third).toBeUndefined();
      expect(slots.queued).toBe(0);
      secondRelease!();
      expect(await slots.acquire(open)).toBeTypeOf("function");
    } finally {
      vi.useRealTimers();
    }
  });
});
