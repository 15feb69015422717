/**
 * The minimum fill time, without a captcha: each form carries the time it was rendered, signed with the
 * site secret so a bot cannot forge an older one. A submission sooner than MIN_FILL_MS after rendering,
 * or with a missing, forged or stale stamp, is refused.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const MIN_FILL_MS = 2_000;
/** A page left open for a day must be reloaded; the refusal tells the visitor to try again. */
export const MAX_STAMP_AGE_MS = 24 * 60 * 60 * 1000;

const sign = (secret: string, issuedAt: number) =>
  createHmac("sha256", secret).update(`form-stamp:${issuedAt}`).digest("base64url");

export function issueFormStamp(secret: string, now = Date.now()): string {
  return `${now}.${sign(secret, now)}`;
}

export type StampCheck = "ok" | "missing" | "invalid" | "too_fast" | "expired";

export function checkFormStamp(secret: string, value: unknown, now = Date.now()): StampCheck {
  if (typeof value !== "string" || value === "") return "missing";
  const match = /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return "invalid";
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(sign(secret, issuedAt));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
  const age = now - issuedAt;
  if (age < MIN_FILL_MS) return "too_fast";
  if (age > MAX_STAMP_AGE_MS) return "expired";
  return "ok";
}
