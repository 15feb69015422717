/**
 * The hand-written step of version 8, the media library (decision 029). The columns come from tables.ts
 * with their defaults, so every existing upload is a library item as soon as the version runs: empty alt
 * texts and caption, the focal point in the middle. This step only takes out the files visitors sent (a
 * partner's logo): they belong to the inbox, not to the editors' library. Frozen code: it reads the
 * tables by name and does not call today's modules.
 */
import { sql, type Kysely } from "kysely";
import type { Dialect } from "~/db/client.server";

export async function mediaLibraryStep(db: Kysely<unknown>, dialect: Dialect) {
  // A logo is stored as `/media/<key>` (or an absolute address ending so); its key is what follows.
  const position = dialect === "postgres" ? sql`strpos(logo, '/media/')` : sql`instr(logo, '/media/')`;
  await sql`
    update uploads set scope = 'visitor'
    where key in (
      select substr(logo, ${position} + 7) from partner_requests
      where logo like '%/media/%'
    )`.execute(db);
}
