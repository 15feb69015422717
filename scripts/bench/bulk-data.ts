/** Grows a database to a benchmark size with realistic-looking rows, in batched transactions. */
import type { Db } from "~/db/client.server";
import type { NewRow } from "~/db/schema";
import {
  buildContactMessage,
  buildJoinRequest,
  buildNews,
  buildNewsletterSubscriber,
} from "~/modules/demo/factories.server";
import { withSearchColumns } from "~/modules/search/search-columns";

const FIRST_NAMES = [
  "Amina",
  "Youssef",
  "Salma",
  "Karim",
  "Nadia",
  "Omar",
  "Zineb",
  "Hamza",
  "Leila",
  "Mehdi",
];
const TOPICS = [
  "bourses",
  "tutorat",
  "basket",
  "orientation",
  "séminaire",
  "inscription",
  "partenariat",
  "match",
];

const pick = <T>(list: readonly T[], index: number) => list[index % list.length]!;

/** Spreads creation times over the last two years, newest last. */
const timeAt = (index: number, total: number) =>
  new Date(
    Date.now() - (total - index) * Math.floor((2 * 365 * 24 * 3600 * 1000) / Math.max(total, 1)),
  ).toISOString();

async function insertBatches<
  T extends "news" | "newsletter_subscribers" | "contact_messages" | "join_requests",
>(db: Db, table: T, count: number, build: (index: number) => NewRow<T>) {
  const batch = 400;
  for (let start = 0; start < count; start += batch) {
    const rows = Array.from({ length: Math.min(batch, count - start) }, (_, offset) =>
      withSearchColumns(table, build(start + offset)),
    );
    await db.kysely.transaction().execute(async (trx) => {
      // Kysely cannot follow a table chosen at run time through a generic parameter.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      await (trx as any).insertInto(table).values(rows).execute();
    });
  }
}

export async function countRows(db: Db, table: "news" | "newsletter_subscribers" | "contact_messages") {
  const row = await db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function growNews(db: Db, total: number) {
  const existing = await countRows(db, "news");
  const missing = Math.max(0, total - existing);
  await insertBatches(db, "news", missing, (index) => {
    const topic = pick(TOPICS, index);
    const at = timeAt(index, missing);
    return buildNews({
      title_fr: `Actualité ${index} : ${topic} à Casablanca`,
      title_en: `News ${index}: ${topic} in Casablanca`,
      title_ar: `خبر ${index}: ${topic} في الدار البيضاء`,
      content_fr: `La fondation annonce une nouvelle étape pour ${topic}. `.repeat(8),
      content_en: `The foundation announces a new step for ${topic}. `.repeat(8),
      content_ar: `تعلن المؤسسة عن مرحلة جديدة في ${topic}. `.repeat(8),
      created_at: at,
      updated_at: at,
    });
  });
}

export async function growInboxes(db: Db, total: number) {
  const existing = await countRows(db, "contact_messages");
  const missing = Math.max(0, total - existing);
  await insertBatches(db, "contact_messages", missing, (index) =>
    buildContactMessage({
      name: `${pick(FIRST_NAMES, index)} ${index}`,
      email: `visiteur${index}@example.org`,
      subject: `Question ${pick(TOPICS, index)}`,
      message: `Bonjour, j'ai une question sur ${pick(TOPICS, index)} (${index}).`,
      created_at: timeAt(index, missing),
    }),
  );
  await insertBatches(db, "join_requests", Math.min(missing, total), (index) =>
    buildJoinRequest({
      organisation: `Association ${index}`,
      email: `asso${index}@example.org`,
      message: `Nous voulons rejoindre le réseau (${pick(TOPICS, index)}).`,
      created_at: timeAt(index, missing),
    }),
  );
  const subscribers = await countRows(db, "newsletter_subscribers");
  await insertBatches(db, "newsletter_subscribers", Math.max(0, total - subscribers), (index) =>
    buildNewsletterSubscriber({
      email: `abonne${index}-${Date.now().toString(36)}@example.org`,
      name: `${pick(FIRST_NAMES, index)} ${index}`,
      // Older pending subscriptions are purged after 30 days (privacy policy), as on a live site.
      status: index % 3 === 0 && index > total * 0.96 ? "pending" : "confirmed",
      created_at: timeAt(index, total),
    }),
  );
}
