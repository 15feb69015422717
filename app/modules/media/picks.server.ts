/**
 * A content form's file field may name a file already in the media library instead of sending a new
 * one (decision 029). Only a library item of the field's kind is accepted, so a pick is never a new way
 * in for a file: every library file came through the upload path and its checks.
 */
import type { Db } from "~/db/client.server";
import { mediaUrl } from "./upload.server";

/** `/media/<key>` or an absolute address whose path is that (the API answers absolute addresses). */
export function keyFromAddress(value: string): string | null {
  let path = value.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return null;
    }
  }
  const match = /^\/media\/([a-z0-9][a-z0-9/._-]*)$/.exec(path);
  return match ? match[1]! : null;
}

/** The address of a library file of that kind, or null when the value names none. */
export async function libraryAddress(
  db: Db,
  value: unknown,
  kind: "image" | "document",
): Promise<string | null> {
  if (typeof value !== "string") return null;
  const key = keyFromAddress(value);
  if (!key) return null;
  const row = await db.kysely
    .selectFrom("uploads")
    .select(["key"])
    .where("key", "=", key)
    .where("kind", "=", kind)
    .where("scope", "=", "library")
    .executeTakeFirst();
  return row ? mediaUrl(row.key) : null;
}
