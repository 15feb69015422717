/**
 * Access tokens: compact JWTs signed with HMAC-SHA256 (HS256). Short-lived, carried as
 * `Authorization: Bearer`, and refused once the administrator's credentials change.
 */
import { createHmac, randomBytes, timingSafeEqual, createHash } from "node:crypto";

export const ACCESS_TOKEN_SECONDS = 15 * 60;

export interface AccessClaims {
  sub: string;
  username: string;
  ver: number;
  iat: number;
  exp: number;
  jti: string;
  /** The API sign-in (refresh-token family) this token belongs to; logout revokes it. */
  sid: string;
  typ: "access";
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
const HEADER = encode({ alg: "HS256", typ: "JWT" });

const sign = (input: string, secret: string) =>
  createHmac("sha256", `access-token:${secret}`).update(input).digest("base64url");

export function issueAccessToken(
  admin: { id: number; username: string; credentials_version: number },
  secret: string,
  options: { family: string; now?: number },
): string {
  const now = options.now ?? Date.now();
  const iat = Math.floor(now / 1000);
  const claims: AccessClaims = {
    sub: String(admin.id),
    username: admin.username,
    ver: admin.credentials_version,
    iat,
    exp: iat + ACCESS_TOKEN_SECONDS,
    jti: randomBytes(9).toString("base64url"),
    sid: options.family,
    typ: "access",
  };
  const body = `${HEADER}.${encode(claims)}`;
  return `${body}.${sign(body, secret)}`;
}

/** Returns the claims of a well-formed, correctly signed, unexpired token; null otherwise. */
export function verifyAccessToken(token: string, secret: string, now = Date.now()): AccessClaims | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== HEADER) return null;
  const expected = Buffer.from(sign(`${header}.${payload}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Partial<AccessClaims>;
    if (claims.typ !== "access" || typeof claims.exp !== "number" || typeof claims.sub !== "string")
      return null;
    if (claims.exp * 1000 <= now) return null;
    return claims as AccessClaims;
  } catch {
    return null;
  }
}

export const randomToken = () => randomBytes(32).toString("base64url");

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
