import { spawn } from "node:child_process";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { tempDir } from "../../tests/support/databases";
import { openSiteDb } from "~/database.server";

const WRITER = path.resolve("tests/support/sqlite-writer.ts");

function runWriter(file: string, transactions: number) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", WRITER, file, String(transactions)], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) => resolve({ code, output }));
  });
}

describe("SQLite written by several processes", () => {
  const folders: Array<{ dispose(): void }> = [];
  afterEach(() => folders.splice(0).forEach((folder) => folder.dispose()));

  it("runs their transactions one writer at a time: none refused with SQLITE_BUSY, no update lost", async () => {
    const folder = tempDir();
    folders.push(folder);
    const file = path.join(folder.dir, "site.sqlite");
    const db = await openSiteDb({ dialect: "sqlite", file });
    await sql`create table tally (id integer primary key, n integer not null)`.execute(db.kysely);
    await sql`insert into tally (id, n) values (1, 0)`.execute(db.kysely);

    const results = await Promise.all([1, 2, 3, 4].map(() => runWriter(file, 40)));
    for (const result of results) expect(result, result.output).toMatchObject({ code: 0 });
    const { rows } = await sql<{ n: number }>`select n from tally where id = 1`.execute(db.kysely);
    expect(rows[0]?.n).toBe(160);
    await db.close();
  }, 60_000);
});
