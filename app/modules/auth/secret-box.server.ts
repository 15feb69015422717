/**
 * Secrets the server must read back (TOTP secrets) are stored sealed: AES-256-GCM with a key derived from
 * SESSION_SECRET by HKDF-SHA-256, a random 96-bit IV per value, and associated data naming what the value
 * belongs to, so a sealed value copied to another row does not open. Format: `v1.<iv>.<ciphertext>.<tag>`
 * (base64url).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const VERSION = "v1";
const SALT = "tamkine/secret-box";

const keyFor = (sessionSecret: string, purpose: string) =>
  Buffer.from(hkdfSync("sha256", sessionSecret, SALT, `${purpose}:aes-256-gcm:${VERSION}`, 32));

export interface SealOptions {
  sessionSecret: string;
  /** What the key is for (one key per purpose). */
  purpose: string;
  /** Bound to the value as associated data, e.g. `admin:7`. */
  context: string;
}

export function seal(plaintext: string, options: SealOptions): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor(options.sessionSecret, options.purpose), iv);
  cipher.setAAD(Buffer.from(options.context));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [VERSION, iv, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** The plaintext, or null when the value was altered, sealed for another context or with another key. */
export function unseal(sealed: string, options: SealOptions): string | null {
  const [version, iv, ciphertext, tag] = sealed.split(".");
  if (version !== VERSION || !iv || ciphertext === undefined || !tag) return null;
  try {
    const decipher = createDecipheriv(
      "aes-256-gcm",
      keyFor(options.sessionSecret, options.purpose),
      Buffer.from(iv, "base64url"),
      { authTagLength: 16 },
    );
    decipher.setAAD(Buffer.from(options.context));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    return null;
  }
}
