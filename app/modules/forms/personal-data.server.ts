/**
 * Everything held about one e-mail address, for an administrator answering a person's request: export
 * (a JSON file) or erase. Addresses are compared without regard to case.
 */
import { deleteOrphanNotes } from "~/modules/inbox/follow-up.server";
import { sql } from "kysely";
import type { Db } from "~/db/client.server";
import { RESOURCES } from "~/modules/content/resources";
import { isFileField } from "~/modules/content/fields";
import type { ImageVariant } from "~/modules/media/upload.server";
import type { Storage } from "~/modules/media/storage.server";

export const PERSONAL_TABLES = [
  "contact_messages",
  "join_requests",
  "community_applications",
  "partner_requests",
  "newsletter_subscribers",
] as const;
export type PersonalTable = (typeof PERSONAL_TABLES)[number] | "outbox";

const sameAddress = (column: string, email: string) =>
  sql<boolean>`lower(${sql.ref(column)}) = ${email.trim().toLowerCase()}`;

/** Technical columns that say nothing about the person. */
const withoutSecrets = <T extends Record<string, unknown>>(row: T) => {
  const copy: Record<string, unknown> = { ...row };
  delete copy.fingerprint;
  delete copy.token;
  delete copy.search_text;
  return copy;
};

export async function collectPersonalData(db: Db, email: string) {
  const data = {} as Record<PersonalTable, Record<string, unknown>[]>;
  for (const table of PERSONAL_TABLES) {
    const rows = await db.kysely.selectFrom(table).selectAll().where(sameAddress("email", email)).execute();
    data[table] = rows.map(withoutSecrets);
  }
  data.outbox = (
    await db.kysely
      .selectFrom("outbox")
      .selectAll()
      .where((eb) => eb.or([sameAddress("to", email), sameAddress("reply_to", email)]))
      .execute()
  ).map(withoutSecrets);
  return data;
}

export const countRecords = (data: Record<PersonalTable, unknown[]>) =>
  Object.fromEntries(Object.entries(data).map(([table, rows]) => [table, rows.length])) as Record<
    PersonalTable,
    number
  >;

/** Is this stored file still shown by some content or a remaining partner request? */
async function isReferenced(db: Db, url: string) {
  // Tables and columns come from the content registry; Kysely cannot type them statically.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const kysely = db.kysely as any;
  for (const resource of Object.values(RESOURCES)) {
    for (const [column, spec] of Object.entries(resource.fields)) {
      if (!isFileField(spec) && spec.type !== "mediaUrl") continue;
      const row = await kysely
        .selectFrom(resource.table)
        .select("id")
        .where(column, "=", url)
        .executeTakeFirst();
      if (row) return true;
    }
  }
  const other = await db.kysely
    .selectFrom("partner_requests")
    .select("id")
    .where("logo", "=", url)
    .executeTakeFirst();
  return Boolean(other);
}

async function removeUpload(db: Db, storage: Storage, url: string) {
  const key = url.startsWith("/media/") ? url.slice("/media/".length) : "";
  const upload = key
    ? await db.kysely
        .selectFrom("uploads")
        .select(["id", "variants"])
        .where("key", "=", key)
        .executeTakeFirst()
    : undefined;
  if (!upload) return;
  await storage.delete(key);
  for (const variant of JSON.parse(upload.variants) as ImageVariant[]) {
    await storage.delete(variant.url.replace(/^\/media\//, ""));
  }
  await db.kysely.deleteFrom("uploads").where("id", "=", upload.id).execute();
}

/** Erases every record that carries the address, and the logos only these records used. */
export async function erasePersonalData(db: Db, storage: Storage, email: string) {
  const partners = await db.kysely
    .selectFrom("partner_requests")
    .select(["id", "logo"])
    .where(sameAddress("email", email))
    .execute();
  const logos = [...new Set(partners.map((row) => row.logo).filter((logo): logo is string => !!logo))];
  const removed = {} as Record<PersonalTable, number>;
  await db.kysely.transaction().execute(async (trx) => {
    for (const table of PERSONAL_TABLES) {
      const result = await trx.deleteFrom(table).where(sameAddress("email", email)).executeTakeFirst();
      removed[table] = Number(result.numDeletedRows);
    }
    const mails = await trx
      .deleteFrom("outbox")
      .where((eb) => eb.or([sameAddress("to", email), sameAddress("reply_to", email)]))
      .executeTakeFirst();
    removed.outbox = Number(mails.numDeletedRows);
    // What the team wrote about the erased requests goes with them (decision 032).
    await deleteOrphanNotes({ ...db, kysely: trx });
  });
  for (const logo of logos) {
    if (!(await isReferenced(db, logo))) await removeUpload(db, storage, logo);
  }
  return removed;
}
