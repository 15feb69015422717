/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226 HOTP) with node:crypto: the parameters every
 * authenticator app understands (SHA-1, 6 digits, 30-second steps), base32 secrets of 160 bits and
 * otpauth:// URIs. Accepting a code is decided in two-factor.server.ts, which also refuses replays.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export type TotpAlgorithm = "sha1" | "sha256" | "sha512";

export const TOTP = {
  algorithm: "sha1" as TotpAlgorithm,
  digits: 6,
  periodSeconds: 30,
  /** Steps accepted on each side of the current one: clocks drift and people type slowly. */
  window: 1,
  secretBytes: 20,
};

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 without padding, as authenticator apps expect secrets. */
export function base32Encode(bytes: Uint8Array): string {
  let output = "";
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += BASE32[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) output += BASE32[(buffer << (5 - bits)) & 31];
  return output;
}

/** Reads base32 as people copy it: any case, spaces and padding ignored. Throws on other characters. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, "").toUpperCase();
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const character of clean) {
    const value = BASE32.indexOf(character);
    if (value < 0) throw new Error("Not a base32 string");
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bytes.push((buffer >>> (bits - 8)) & 255);
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
  }
  return Buffer.from(bytes);
}

/** A new random secret of 160 bits (RFC 4226 §4 recommends at least that), in base32. */
export const generateTotpSecret = () => base32Encode(randomBytes(TOTP.secretBytes));

/** RFC 4226: HMAC of the 8-byte counter, dynamic truncation, the last `digits` decimal digits. */
export function hotp(
  key: Uint8Array,
  counter: number,
  options: { digits?: number; algorithm?: TotpAlgorithm } = {},
): string {
  const digits = options.digits ?? TOTP.digits;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(options.algorithm ?? TOTP.algorithm, key)
    .update(message)
    .digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/** The RFC 6238 time step of an instant (T0 = 0). */
export const timeStep = (timeMs: number, periodSeconds = TOTP.periodSeconds) =>
  Math.floor(timeMs / 1000 / periodSeconds);

export function totp(
  key: Uint8Array,
  timeMs: number,
  options: { digits?: number; algorithm?: TotpAlgorithm; periodSeconds?: number } = {},
): string {
  return hotp(key, timeStep(timeMs, options.periodSeconds), options);
}

const sameCode = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The time step whose code this is, within ±window steps of `now`, or null. Every step of the window is
 * computed, so the time taken does not say which one matched.
 */
export function matchTotp(key: Uint8Array, code: string, now = Date.now()): number | null {
  if (!/^\d+$/.test(code) || code.length !== TOTP.digits) return null;
  const current = timeStep(now);
  let matched: number | null = null;
  for (let offset = -TOTP.window; offset <= TOTP.window; offset++) {
    if (sameCode(hotp(key, current + offset), code) && matched === null) matched = current + offset;
  }
  return matched;
}

/**
 * The Key URI of authenticator apps: otpauth://totp/Issuer:account?secret=…&issuer=…
 * The issuer appears twice on purpose: older apps read the label, newer ones the parameter.
 */
export function otpauthUri(input: { secret: string; issuer: string; account: string }): string {
  const issuer = encodeURIComponent(input.issuer);
  const parameters = [
    `secret=${input.secret}`,
    `issuer=${issuer}`,
    `algorithm=${TOTP.algorithm.toUpperCase()}`,
    `digits=${TOTP.digits}`,
    `period=${TOTP.periodSeconds}`,
  ].join("&");
  return `otpauth://totp/${issuer}:${encodeURIComponent(input.account)}?${parameters}`;
}
