/**
 * At most a few pages render at once in a process; the other GETs wait their turn, and not for long.
 * Rendering is CPU work on one thread: renders in parallel finish no sooner than in turn, and each holds
 * its data, React tree and HTML in memory meanwhile (docs/decisions/015-memory-budget.md). A request
 * whose wait would pass `maxWaitMs` (foreseen from the queue and the average render time, or reached)
 * is not kept waiting: it is refused at once, and the caller answers it quickly (a copy past its
 * freshness, or 503 with Retry-After), so that a flood of distinct addresses cannot queue every visitor
 * for seconds (docs/decisions/022-workers-and-render-cost.md). Other methods never wait here: a form post
 * or an upload is not held behind page renders, and the chat's answers stream freely.
 */
import type { ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";

export interface RenderSlotsOptions {
  /** Renders at once. */
  limit: number;
  /** The longest a request may wait for a slot. */
  maxWaitMs: number;
}

interface Waiter {
  start(): void;
  timer: NodeJS.Timeout;
}

/** Weight of the latest render in the running average of render times. */
const SMOOTHING = 0.1;
/** The average before any render finished: a page of the site. */
const FIRST_GUESS_MS = 10;

export class RenderSlots {
  private active = 0;
  private readonly waiting: Waiter[] = [];
  /** How long a render holds its slot, on average lately. */
  averageMs = FIRST_GUESS_MS;

  constructor(private readonly options: RenderSlotsOptions) {}

  get queued() {
    return this.waiting.length;
  }

  /**
   * A slot for the request answered by `res`: resolves with the function that gives it back (call it once
   * the render is done; later calls do nothing), or with undefined when the request should not wait.
   */
  acquire(res: ServerResponse): Promise<(() => void) | undefined> {
    const { limit, maxWaitMs } = this.options;
    if (this.active < limit) {
      this.active++;
      // Started at the next turn of the loop too, once the requests already read are queued (handOn).
      return new Promise((resolve) => setImmediate(() => resolve(this.releaser())));
    }
    const foreseenMs = ((this.waiting.length + 1) * this.averageMs) / limit;
    if (foreseenMs > maxWaitMs) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        start: () => {
          // The visitor left while waiting: pass the slot on at once.
          if (res.destroyed || res.writableEnded) {
            resolve(undefined);
            this.handOn();
            return;
          }
          resolve(this.releaser());
        },
        timer: setTimeout(() => {
          const index = this.waiting.indexOf(waiter);
          // Handed the slot already, to start at the next turn of the loop.
          if (index === -1) return;
          this.waiting.splice(index, 1);
          resolve(undefined);
        }, maxWaitMs),
      };
      this.waiting.push(waiter);
    });
  }

  private releaser() {
    const started = performance.now();
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      this.averageMs += SMOOTHING * (performance.now() - started - this.averageMs);
      this.handOn();
    };
  }

  /**
   * A finished render hands its slot to the next in line, at the next turn of the event loop. A render
   * with SQLite runs from its first line to its last without waiting for anything, so without that turn
   * the queued renders would run back to back, and the requests that arrived meanwhile (a cached page,
   * a health check, more pages to queue or refuse) would not even be read until all had finished.
   */
  private handOn() {
    const next = this.waiting.shift();
    if (!next) {
      this.active--;
      return;
    }
    clearTimeout(next.timer);
    setImmediate(next.start);
  }
}

/**
 * The middleware form, for the GETs the page cache does not handle (signed-in pages, uncacheable
 * addresses): `refuse` answers those that should not wait.
 */
export function renderSlots(slots: RenderSlots, refuse: (req: Request, res: Response) => void) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    void slots.acquire(res).then((release) => {
      if (!release) {
        if (!res.destroyed && !res.writableEnded) refuse(req, res);
        return;
      }
      res.once("finish", release);
      res.once("close", release);
      next();
    });
  };
}
