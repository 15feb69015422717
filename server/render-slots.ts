/**
 * At most a few pages render at once; the other GETs wait their turn. Rendering is CPU-bound on one
 * thread: fifty renders in parallel finish no sooner than in turn, but each holds its data, React tree
 * and HTML in memory meanwhile (issue 8: peak memory under load). Other methods never wait here: a
 * form post or an upload is not held behind page renders, and the chat's answers stream freely.
 */
import type { NextFunction, Request, Response } from "express";

export function renderSlots(limit: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  // A finished render hands its slot to the next in line.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let isReleased = false;
    const done = () => {
      if (isReleased) return;
      isReleased = true;
      release();
    };
    const start = () => {
      // The visitor left while waiting: pass the slot on at once.
      if (res.destroyed || res.writableEnded) return done();
      res.once("finish", done);
      res.once("close", done);
      next();
    };
    if (active < limit) {
      active++;
      start();
    } else waiting.push(start);
  };
}
