/**
 * Crashes during a burst of submissions, on SQLite and on PostgreSQL: a production server of its own
 * takes concurrent contact and newsletter submissions (REST API and the contact page's form), is killed
 * with SIGKILL in the middle of the burst, and is started again on the same data. Every submission that
 * was acknowledged is then stored exactly once, none twice; the SQLite file passes `integrity_check`
 * right after the kill. Several rounds per database, each killed at a different point.
 *
 * Each simulated visitor comes from an address of its own (X-Forwarded-For, believed from loopback by the
 * default TRUST_PROXY, docs/deployment.md), so the per-address rate limits stay as they are.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import pg from "pg";
import { spawnServer, type SpawnedServer } from "./spawn-server";

const POSTGRES = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const basePort = Number(process.env.E2E_PORT ?? 3210) + 42;
const ROUNDS = 3;
const SUBMISSIONS_PER_ROUND = 150;
const CONCURRENCY = 24;

test.describe.configure({ mode: "serial" });

type Kind = "api-contact" | "api-newsletter" | "page-contact";

interface Submission {
  marker: string;
  kind: Kind;
  isAcknowledged: boolean;
}

interface Store {
  /** How many rows carry each marker. */
  count(markers: string[]): Promise<Map<string, number>>;
  close(): Promise<void>;
}

let address = 0;
const nextAddress = () => {
  address++;
  return `198.51.${(address >> 8) & 255}.${address & 255}`;
};

/** The contact page's signed stamp, at least 2 s old so the page form takes it. */
async function formStamp(base: string) {
  const page = await (await fetch(`${base}/contacter-tamkine`)).text();
  const stamp = /name="form_stamp" value="([^"]+)"/.exec(page)?.[1];
  expect(stamp).toBeTruthy();
  await new Promise((resolve) => setTimeout(resolve, 2100));
  return stamp!;
}

/** Sends one submission; true when the site acknowledged it (201/200, or the page's success redirect). */
async function submit(base: string, submission: Submission, stamp: string): Promise<boolean> {
  const { marker, kind } = submission;
  const headers = { "X-Forwarded-For": nextAddress() };
  let response: Response;
  if (kind === "api-newsletter") {
    response = await fetch(`${base}/api/newsletter/`, {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/json" },
      body: JSON.stringify({ email: `${marker}@example.org` }),
    });
  } else if (kind === "api-contact") {
    response = await fetch(`${base}/api/contact/`, {
      method: "POST",
      headers: { ...headers, "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "Visiteur pressé",
        email: `${marker}@example.org`,
        subject: "Crash",
        message: `Message ${marker}`,
      }),
    });
  } else {
    response = await fetch(`${base}/contacter-tamkine`, {
      method: "POST",
      redirect: "manual",
      headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        name: "Visiteuse pressée",
        email: `${marker}@example.org`,
        subject: "Crash",
        category: "general",
        message: `Message ${marker}`,
        form_stamp: stamp,
        url_homepage: "",
      }).toString(),
    });
  }
  await response.arrayBuffer();
  if (kind === "page-contact") {
    return response.status === 302 && (response.headers.get("Location") ?? "").includes("envoye=1");
  }
  return response.status === 201 || response.status === 200;
}

/**
 * A burst of concurrent submissions; the server is killed with SIGKILL once `killAfter` of them were
 * acknowledged, while the others are in flight. Nothing new starts after the kill.
 */
async function burstAndKill(
  server: SpawnedServer,
  options: { round: string; killAfter: number; stamp: string },
) {
  const kinds: Kind[] = ["api-contact", "api-newsletter", "page-contact"];
  const submissions: Submission[] = Array.from({ length: SUBMISSIONS_PER_ROUND }, (_, index) => ({
    marker: `crash-${options.round}-${index}-${randomBytes(3).toString("hex")}`,
    kind: kinds[index % kinds.length]!,
    isAcknowledged: false,
  }));
  const exited = new Promise((resolve) => server.process.once("exit", resolve));
  let acknowledged = 0;
  let isKilled = false;
  const queue = [...submissions];
  const worker = async () => {
    for (let next = queue.shift(); next && !isKilled; next = queue.shift()) {
      try {
        next.isAcknowledged = await submit(server.url, next, options.stamp);
      } catch {
        // The connection died with the server: not acknowledged.
      }
      if (next.isAcknowledged && ++acknowledged >= options.killAfter && !isKilled) {
        isKilled = true;
        server.process.kill("SIGKILL");
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  expect(isKilled, "the burst ended before the kill").toBe(true);
  await exited;
  expect(server.process.signalCode).toBe("SIGKILL");
  // What was sent: everything the workers took from the queue.
  return submissions.filter((submission) => !queue.includes(submission));
}

async function expectEachAcknowledgedOnce(store: Store, sent: Submission[]) {
  const counts = await store.count(sent.map((submission) => submission.marker));
  const acknowledged = sent.filter((submission) => submission.isAcknowledged);
  expect(acknowledged.length).toBeGreaterThan(0);
  const missing = acknowledged.filter((submission) => counts.get(submission.marker) !== 1);
  const duplicated = sent.filter((submission) => (counts.get(submission.marker) ?? 0) > 1);
  expect(missing.map((submission) => `${submission.kind} ${submission.marker}`)).toEqual([]);
  expect(duplicated.map((submission) => `${submission.kind} ${submission.marker}`)).toEqual([]);
  const storedUnacknowledged = sent.filter(
    (submission) => !submission.isAcknowledged && counts.get(submission.marker) === 1,
  ).length;
  return { sent: sent.length, acknowledged: acknowledged.length, storedUnacknowledged };
}

function markerCounts(rows: Array<{ text: string }>, markers: string[]) {
  const counts = new Map<string, number>();
  const pattern = /crash-[a-z]+-\d+-\d+-[0-9a-f]{6}/;
  for (const { text } of rows) {
    const marker = pattern.exec(text)?.[0];
    if (marker) counts.set(marker, (counts.get(marker) ?? 0) + 1);
  }
  for (const marker of markers) if (!counts.has(marker)) counts.set(marker, 0);
  return counts;
}

const STORED_TEXT = `select message as text from contact_messages union all select email as text from newsletter_subscribers`;

async function crashRounds(options: {
  name: string;
  port: number;
  env: Record<string, string>;
  afterKill: () => Promise<void>;
  store: () => Promise<Store>;
}) {
  let server = await spawnServer({ port: options.port, env: options.env });
  try {
    const stamp = await formStamp(server.url);
    for (let round = 0; round < ROUNDS; round++) {
      // Killed early, in the middle, and late in the burst.
      const sent = await burstAndKill(server, {
        round: `${options.name}-${round}`,
        killAfter: [12, 45, 90][round]!,
        stamp,
      });
      await options.afterKill();
      server = await spawnServer({ port: options.port, env: options.env });
      const store = await options.store();
      try {
        const summary = await expectEachAcknowledgedOnce(store, sent);
        console.log(`${options.name} round ${round + 1}: ${JSON.stringify(summary)}`);
      } finally {
        await store.close();
      }
      // The restarted server takes submissions again.
      const after: Submission = {
        marker: `crash-${options.name}-after-${round}`,
        kind: "api-contact",
        isAcknowledged: false,
      };
      expect(await submit(server.url, after, stamp)).toBe(true);
    }
  } finally {
    await server.stop();
  }
}

test("SQLite: acknowledged submissions survive SIGKILL exactly once, and the file stays intact", async () => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "tamkine-crash-"));
  const file = path.join(dataDir, "site.sqlite");
  try {
    await crashRounds({
      name: "sqlite",
      port: basePort,
      env: {
        DATA_DIR: dataDir,
        SEED_DEMO: "0",
        SESSION_SECRET: "crash-test-secret-0123456789-abcdefghijklmnop",
      },
      // Right after the kill, before anything opens it again: the WAL is recovered and the file checked.
      afterKill: async () => {
        const db = new Database(file);
        try {
          expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
          expect(db.pragma("foreign_key_check")).toEqual([]);
        } finally {
          db.close();
        }
      },
      store: async () => {
        const db = new Database(file, { readonly: true });
        return {
          count: async (markers) =>
            markerCounts(db.prepare(STORED_TEXT).all() as Array<{ text: string }>, markers),
          close: async () => {
            db.close();
          },
        };
      },
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("PostgreSQL: acknowledged submissions survive SIGKILL exactly once", async () => {
  test.setTimeout(180_000);
  const database = `tamkine_crash_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(POSTGRES);
  url.pathname = `/${database}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "tamkine-crash-pg-"));
  try {
    await crashRounds({
      name: "postgres",
      port: basePort + 1,
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: url.toString(),
        SEED_DEMO: "0",
        SESSION_SECRET: "crash-test-secret-0123456789-abcdefghijklmnop",
      },
      afterKill: async () => {},
      store: async () => {
        const client = new pg.Client({ connectionString: url.toString() });
        await client.connect();
        return {
          count: async (markers) =>
            markerCounts((await client.query<{ text: string }>(STORED_TEXT)).rows, markers),
          close: () => client.end(),
        };
      },
    });
  } finally {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
