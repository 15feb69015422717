import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db } from "~/db/client.server";
import { openSiteDb } from "~/database.server";
import { tempDir, testDatabases } from "../../../tests/support/databases";
import { hitSlidingRateLimit } from "./rate-limit.server";

const MINUTE = 60_000;
/** The start of a window (windows are aligned on multiples of their length). */
const T0 = 1_000 * MINUTE;

describe.each(testDatabases())("sliding rate limits on $dialect", (database) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let counter = 0;
  const fresh = () => `test:${++counter}`;
  const hit = (bucket: string, now: number, limit = 5) =>
    hitSlidingRateLimit(db, { bucket, limit, windowMs: MINUTE, now });

  beforeAll(async () => {
    ({ db, dispose } = await database.open());
  });
  afterAll(() => dispose());

  it("refuses past the limit, counts refusals, and frees up as the window slides", async () => {
    const bucket = fresh();
    for (let index = 0; index < 5; index++) expect((await hit(bucket, T0 + 40_000)).isAllowed).toBe(true);
    const refused = await hit(bucket, T0 + 40_000);
    expect(refused).toMatchObject({ isAllowed: false, hits: 6 });
    // Six hits in the previous window: one more fits once enough of it has slid out of the last minute.
    const wait = refused.retryAfterSeconds * 1000;
    expect(wait).toBeGreaterThan(20_000);
    expect((await hit(bucket, T0 + 40_000 + wait - 2_000)).isAllowed).toBe(false);
    expect((await hit(bucket, T0 + 40_000 + wait + 10_000)).isAllowed).toBe(true);
  });

  it("does not let a burst straddling two windows through twice", async () => {
    const bucket = fresh();
    let allowed = 0;
    // Ten hits a second for four seconds, across the boundary of two fixed windows.
    for (let tenth = 0; tenth < 40; tenth++) {
      if ((await hit(bucket, T0 + MINUTE - 2_000 + tenth * 100)).isAllowed) allowed++;
    }
    expect(allowed).toBe(5);
  });

  it("shares one counter between connections, hits arriving together", async () => {
    const other = await openSecondHandle(database.dialect, db);
    try {
      const bucket = fresh();
      const now = T0 + 30_000;
      const results = await Promise.all(
        Array.from({ length: 24 }, (_, index) =>
          hitSlidingRateLimit(index % 2 ? db : other.db, { bucket, limit: 10, windowMs: MINUTE, now }),
        ),
      );
      expect(results.filter((result) => result.isAllowed)).toHaveLength(10);
    } finally {
      await other.close();
    }
  });
});

/** A second, independent connection (pool) to the same database, as another instance would have. */
async function openSecondHandle(dialect: "sqlite" | "postgres", db: Db) {
  if (dialect === "postgres") {
    const schema = (
      await db.kysely
        .selectNoFrom((eb) => eb.fn<string>("current_schema", []).as("name"))
        .executeTakeFirstOrThrow()
    ).name;
    const second = await openSiteDb({
      dialect,
      url: process.env.TEST_POSTGRES_URL!,
      schema,
      maxConnections: 4,
    });
    return { db: second, close: () => second.close() };
  }
  const file = (
    await db.kysely
      .selectFrom(db.kysely.fn<{ file: string }>("pragma_database_list", []).as("list"))
      .select("list.file")
      .executeTakeFirstOrThrow()
  ).file;
  const second = await openSiteDb({ dialect, file });
  return { db: second, close: () => second.close() };
}

describe("sliding rate limits across processes sharing one SQLite file", () => {
  const folder = tempDir();
  afterAll(() => folder.dispose());

  it("allows the limit in total, whichever worker process counts the hits", async () => {
    const file = path.join(folder.dir, "shared.sqlite");
    // Migrated once before the workers start, as the host does before forking them.
    await (await openSiteDb({ dialect: "sqlite", file })).close();
    const run = promisify(execFile);
    const script = path.resolve("tests/support/rate-limit-hits.ts");
    const startAt = String(Date.now() + 2_500);
    const workers = await Promise.all(
      [1, 2, 3].map(() =>
        run(process.execPath, ["--import", "tsx", script, file, "shared", "20", "25", String(T0), startAt]),
      ),
    );
    expect(workers.reduce((total, worker) => total + Number(worker.stdout), 0)).toBe(25);
  });
});
