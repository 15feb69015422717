/**
 * Decides once per run which databases the repository tests use: SQLite always, PostgreSQL from
 * TEST_DATABASE_URL or the local server at 127.0.0.1:5432/test when it answers. In CI both are required.
 */
import pg from "pg";

const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/test";

async function answers(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export default async function setup() {
  const candidates = process.env.TEST_DATABASE_URL
    ? [process.env.TEST_DATABASE_URL]
    : [LOCAL_POSTGRES, "postgres://127.0.0.1:5432/test"];
  for (const url of candidates) {
    if (await answers(url)) {
      process.env.TEST_POSTGRES_URL = url;
      return;
    }
  }
  if (process.env.CI) {
    throw new Error(`PostgreSQL is required in CI but did not answer at ${candidates.join(" or ")}.`);
  }
  console.warn("PostgreSQL did not answer: repository tests run on SQLite only.");
  process.env.TEST_POSTGRES_URL = "";
}
