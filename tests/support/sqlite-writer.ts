/**
 * A process of its own writing one SQLite file through the app's database client, as a host worker
 * does: `node --import tsx tests/support/sqlite-writer.ts <file> <transactions>`. Each transaction reads
 * the tally and then writes it plus one, the pattern that fails with SQLITE_BUSY when another process
 * commits between the read and the write of a transaction begun as a reader. Exits 1 on any error.
 */
import { sql } from "kysely";
import { openSiteDb } from "~/database.server";

const [file = "", count = "0"] = process.argv.slice(2);
const db = await openSiteDb({ dialect: "sqlite", file }, { isMigrated: true });
try {
  for (let index = 0; index < Number(count); index++) {
    await db.kysely.transaction().execute(async (trx) => {
      const { rows } = await sql<{ n: number }>`select n from tally where id = 1`.execute(trx);
      // Another process gets its chance between the read and the write.
      await new Promise((resolve) => setImmediate(resolve));
      await sql`update tally set n = ${(rows[0]?.n ?? 0) + 1} where id = 1`.execute(trx);
    });
  }
} finally {
  await db.close();
}
