/**
 * The hand-written step of version 13, the translation workflow (decision 031): every existing item
 * gets its translation state, each language with text counting as current (nobody can tell any more
 * which French it was translated from), each field whose French has text and whose translation has none
 * as missing.
 *
 * The content types and their translated fields are frozen here as they were at version 13, so a later
 * registry change cannot change what this step did; a test checks the list against the registry.
 */
import type { Kysely } from "kysely";
import { initialStates } from "./translations.server";

export const TRANSLATED_AT_13: Readonly<Record<string, { table: string; bases: readonly string[] }>> = {
  news: { table: "news", bases: ["title", "content"] },
  missions: { table: "missions", bases: ["title", "content"] },
  "team-messages": { table: "team_messages", bases: ["title", "content"] },
  motpresident: { table: "president_messages", bases: ["titre", "description"] },
  fondationtamkine: { table: "foundation_entries", bases: ["title", "description"] },
  valeurs: { table: "valeurs", bases: ["titre", "description"] },
  platformlinks: { table: "platform_links", bases: ["title", "description"] },
  matches: { table: "matches", bases: ["home_team_name", "away_team_name", "location", "description"] },
  videos: { table: "videos", bases: ["title", "comment"] },
  photos: { table: "photos", bases: ["title", "comment"] },
  partenaires: { table: "media_partners", bases: ["titre", "description"] },
  activities: { table: "activities", bases: ["title", "comment"] },
  pages: { table: "site_pages", bases: ["title", "body"] },
};

const BATCH = 200;

export async function translationStatesStep(db: Kysely<unknown>) {
  // The table and column names come from the frozen list above, not from the typed schema.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const any = db as Kysely<any>;
  for (const [resource, { table, bases }] of Object.entries(TRANSLATED_AT_13)) {
    const columns = bases.flatMap((base) => ["fr", "en", "ar"].map((locale) => `${base}_${locale}`));
    let lastId = 0;
    for (;;) {
      const rows = (await any
        .selectFrom(table)
        .select(["id", ...columns])
        .where("id", ">", lastId)
        .orderBy("id")
        .limit(BATCH)
        .execute()) as Array<Record<string, unknown> & { id: number }>;
      if (rows.length === 0) break;
      const states = initialStates(resource, bases, rows);
      await any.insertInto("content_translations").values(states).execute();
      lastId = rows[rows.length - 1]!.id;
    }
  }
}
