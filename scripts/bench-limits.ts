/**
 * npm run bench:limits — the visitors' limits against people behind one shared network address
 * (docs/decisions/023-shared-address-limits.md). Simulated time, real code and databases: every form
 * post goes through submitForm (signed stamps, duplicates, budgets, storing, mails queued) and every chat
 * question through the chat's limit and askChat, with the clock of the scenario, on a fresh SQLite
 * database and, when one answers, on PostgreSQL (BENCH_POSTGRES_URL, else TEST_DATABASE_URL, else the
 * local server at 127.0.0.1:5432/test). Posts of the same simulated second are sent together.
 *
 * Targets (each printed as met or MISSED; the exit code is 1 when one is missed):
 *   - 30 people with their own e-mail addresses, behind one address, send a form within 10 minutes:
 *     all accepted (a newsletter signup and a contact message; spread over 10 minutes, and all within
 *     one minute);
 *   - 1,000 posts in one minute from one address, each with its own e-mail and a valid stamp: at least
 *     95 % refused (the worst of several alignments on the limit's windows);
 *   - a class of 30 asking the chat 3 questions each within 10 minutes: all answered (a steady class,
 *     and an eager one whose first questions all arrive within 40 seconds);
 *   - 1,000 chat questions in one minute from one address: at least 95 % refused.
 * "Before" applies the previous rules (fixed windows: 6 posts per form and address per 10 minutes, 30
 * chat questions per address per minute) to the same arrivals. Results go to
 * bench/results/<date>-<cores>cpu-<memory>gib-limits.{json,md}.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { arch, cpus, tmpdir, totalmem } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { parseEnv, resolveConfig, type Config } from "~/config/env.server";
import { type Db } from "~/db/client.server";
import { openSiteDb } from "~/database.server";
import { seedDemo } from "~/modules/demo/demo.server";
import { translatorFor } from "~/i18n/catalogues.server";
import { askChat } from "~/modules/chat/ask.server";
import { hitChatLimit } from "~/http/chat.server";
import { issueFormStamp } from "~/modules/forms/stamp.server";
import { submitForm, type Translator } from "~/modules/forms/submit.server";
import { localStorage, type Storage } from "~/modules/media/storage.server";
import { hitRateLimit } from "~/modules/rate-limit/rate-limit.server";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const TARGETS = { classAccepted: 1, floodRefused: 0.95 };
/** Classes simulated per class scenario, each with its own random arrivals and window alignment. */
const CLASSES = 10;
/** Where in the limit's window a flood starts: early, in the middle, and just before its end. */
const FLOOD_OFFSETS = [0.02, 0.5, 0.97];
const BEFORE = {
  form: { limit: 6, windowMs: 10 * MINUTE },
  chat: { limit: 30, windowMs: MINUTE },
};
const QUESTIONS = [
  "Quels sont vos horaires d'ouverture ?",
  "Comment rejoindre le club de basket ?",
  "Quand a lieu le prochain match ?",
  "Quelles sont les dernières actualités ?",
  "Comment devenir partenaire de la fondation ?",
  "Quelles bourses proposez-vous aux élèves ?",
];

interface Arrival {
  /** Milliseconds from the scenario's start. */
  at: number;
  /** When the form page was loaded (its stamp), for forms. */
  openedAt: number;
  person: number;
  text: string;
}

interface Outcome {
  accepted: number;
  refused: number;
  /** Anything else: an invalid submission or an empty answer, which would be a bug of the bench. */
  other: number;
  beforeAccepted: number;
}

interface Row {
  database: string;
  scenario: string;
  posts: number;
  accepted: number;
  refused: number;
  other: number;
  beforeAccepted: number;
  target: string;
  /** The worst run's share (accepted for a class, refused for a flood). */
  worstShare: number;
  beforeWorstShare: number;
  isMet: boolean;
}

/** A small seeded generator, so every run simulates the same classes. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Whole milliseconds, as clocks and stamps count them. */
const between = (next: () => number, low: number, high: number) => Math.round(low + (high - low) * next());

/** Pupils open the page within 8 minutes and send it 30 s to 2 min later. */
function formClassSpread(next: () => number): Arrival[] {
  return Array.from({ length: 30 }, (_, person) => {
    const openedAt = between(next, 0, 8 * MINUTE);
    return { openedAt, at: openedAt + between(next, 30 * SECOND, 2 * MINUTE), person, text: "" };
  });
}

/** The teacher hands out the address; everyone fills the form in and sends it within the same minute. */
function formClassTogether(next: () => number): Arrival[] {
  return Array.from({ length: 30 }, (_, person) => {
    const openedAt = between(next, 0, 20 * SECOND);
    return { openedAt, at: openedAt + between(next, 20 * SECOND, 40 * SECOND), person, text: "" };
  });
}

/** 1,000 posts evenly spread over one minute, each from "another person" with a fresh, valid stamp. */
function flood(): Arrival[] {
  return Array.from({ length: 1000 }, (_, person) => {
    const at = (person * MINUTE) / 1000;
    return { at, openedAt: at - 5 * SECOND, person, text: `Message automatique ${person}` };
  });
}

/** Pupils type their questions at their own pace: the first within 3 minutes, then every 40 s to 2.5 min. */
function chatClassSteady(next: () => number): Arrival[] {
  return chatClass(next, [0, 3 * MINUTE], [40 * SECOND, 150 * SECOND]);
}

/** Every pupil's first question arrives within 40 s of the teacher's go, the next ones 30 to 90 s apart. */
function chatClassEager(next: () => number): Arrival[] {
  return chatClass(next, [20 * SECOND, 60 * SECOND], [30 * SECOND, 90 * SECOND]);
}

function chatClass(next: () => number, first: [number, number], gap: [number, number]): Arrival[] {
  const arrivals: Arrival[] = [];
  for (let person = 0; person < 30; person++) {
    let at = between(next, ...first);
    for (let question = 0; question < 3; question++) {
      arrivals.push({ at, openedAt: 0, person, text: QUESTIONS[(person + question) % QUESTIONS.length]! });
      at += between(next, ...gap);
    }
  }
  return arrivals;
}

/** Sends the arrivals in time order; those of the same simulated second together. */
async function play(arrivals: Arrival[], send: (arrival: Arrival) => Promise<void>) {
  const seconds = new Map<number, Arrival[]>();
  for (const arrival of arrivals) {
    const second = Math.floor(arrival.at / SECOND);
    seconds.set(second, [...(seconds.get(second) ?? []), arrival]);
  }
  for (const second of [...seconds.keys()].sort((a, b) => a - b)) {
    await Promise.all(seconds.get(second)!.map(send));
  }
}

interface Bench {
  db: Db;
  config: Config;
  storage: Storage;
  translate: Translator;
}

let addressCounter = 0;
/** Each simulated class or flood has a network address of its own. */
function nextAddress() {
  addressCounter++;
  return `198.18.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
}

async function runForm(
  bench: Bench,
  kind: "newsletter" | "contact",
  arrivals: Arrival[],
  start: number,
): Promise<Outcome> {
  const clientIp = nextAddress();
  const tag = randomBytes(4).toString("hex");
  const outcome: Outcome = { accepted: 0, refused: 0, other: 0, beforeAccepted: 0 };
  await play(arrivals, async (arrival) => {
    const now = start + arrival.at;
    const email = `eleve-${tag}-${arrival.person}@example.org`;
    const stamp = issueFormStamp(bench.config.SESSION_SECRET, start + arrival.openedAt);
    const values =
      kind === "newsletter"
        ? { email, form_stamp: stamp }
        : {
            name: `Élève ${arrival.person}`,
            email,
            subject: "Sortie de classe",
            category: "general",
            message: arrival.text || `Bonjour, je suis l'élève ${arrival.person} de la classe ${tag}.`,
            form_stamp: stamp,
          };
    const result = await submitForm(bench, {
      kind,
      values,
      locale: "fr",
      clientIp,
      baseUrl: "http://localhost:3000",
      isStampRequired: true,
      translate: bench.translate,
      now,
    });
    if (result.status === "created" || result.status === "duplicate") outcome.accepted++;
    else if (result.status === "rate_limited" || result.status === "refused") outcome.refused++;
    else outcome.other++;
    const before = await hitRateLimit(bench.db, {
      bucket: `bench-before:form:${kind}:${clientIp}`,
      ...BEFORE.form,
      now,
    });
    if (before.isAllowed) outcome.beforeAccepted++;
  });
  return outcome;
}

async function runChat(bench: Bench, arrivals: Arrival[], start: number): Promise<Outcome> {
  const ipHash = `bench-${nextAddress()}`;
  const outcome: Outcome = { accepted: 0, refused: 0, other: 0, beforeAccepted: 0 };
  await play(arrivals, async (arrival) => {
    const now = start + arrival.at;
    const limit = await hitChatLimit(bench.db, { ipHash, now });
    if (!limit.isAllowed) outcome.refused++;
    else {
      const answer = await askChat(bench, { message: arrival.text, hint: "fr", ipHash });
      if (answer.response.trim() !== "") outcome.accepted++;
      else outcome.other++;
    }
    const before = await hitRateLimit(bench.db, {
      bucket: `bench-before:chat:${ipHash}`,
      ...BEFORE.chat,
      now,
    });
    if (before.isAllowed) outcome.beforeAccepted++;
  });
  return outcome;
}

/** A time whose position in windows of `windowMs` is `share` (0 = a window's start). */
const aligned = (windowMs: number, share: number) =>
  Math.round(Math.floor(Date.now() / windowMs) * windowMs + share * windowMs);

async function classScenario(
  bench: Bench,
  database: string,
  scenario: string,
  makeArrivals: (next: () => number) => Arrival[],
  run: (arrivals: Arrival[], start: number) => Promise<Outcome>,
): Promise<Row> {
  const total: Outcome = { accepted: 0, refused: 0, other: 0, beforeAccepted: 0 };
  let worstShare = 1;
  let beforeWorstShare = 1;
  let posts = 0;
  for (let index = 0; index < CLASSES; index++) {
    const next = random(1000 + index);
    const arrivals = makeArrivals(next);
    // Every class meets the limit's windows at another point.
    const outcome = await run(arrivals, aligned(10 * MINUTE, next()));
    posts += arrivals.length;
    for (const key of Object.keys(total) as Array<keyof Outcome>) total[key] += outcome[key];
    worstShare = Math.min(worstShare, outcome.accepted / arrivals.length);
    beforeWorstShare = Math.min(beforeWorstShare, outcome.beforeAccepted / arrivals.length);
  }
  return {
    database,
    scenario: `${scenario}, ${CLASSES} classes`,
    posts,
    ...total,
    target: "all accepted",
    worstShare,
    beforeWorstShare,
    isMet: worstShare >= TARGETS.classAccepted && total.other === 0,
  };
}

async function floodScenario(
  bench: Bench,
  database: string,
  scenario: string,
  windowMs: number,
  run: (arrivals: Arrival[], start: number) => Promise<Outcome>,
): Promise<Row> {
  const total: Outcome = { accepted: 0, refused: 0, other: 0, beforeAccepted: 0 };
  let worstShare = 1;
  let beforeWorstShare = 1;
  let posts = 0;
  for (const offset of FLOOD_OFFSETS) {
    const arrivals = flood();
    const outcome = await run(arrivals, aligned(windowMs, offset));
    posts += arrivals.length;
    for (const key of Object.keys(total) as Array<keyof Outcome>) total[key] += outcome[key];
    worstShare = Math.min(worstShare, outcome.refused / arrivals.length);
    beforeWorstShare = Math.min(beforeWorstShare, 1 - outcome.beforeAccepted / arrivals.length);
  }
  return {
    database,
    scenario: `${scenario}, ${FLOOD_OFFSETS.length} alignments`,
    posts,
    ...total,
    target: `≥ ${TARGETS.floodRefused * 100} % refused`,
    worstShare,
    beforeWorstShare,
    isMet: worstShare >= TARGETS.floodRefused && total.other === 0,
  };
}

async function measure(database: string, db: Db, folder: string): Promise<Row[]> {
  const config = resolveConfig(
    parseEnv({
      NODE_ENV: "test",
      DATA_DIR: folder,
      SEED_DEMO: "0",
      SESSION_SECRET: "bench-secret-".repeat(4),
    }),
  );
  const storage = localStorage(path.join(folder, "uploads"));
  await seedDemo({ db, storage });
  const fr = translatorFor("fr");
  const translate: Translator = (key, params) => fr(key as Parameters<typeof fr>[0], params);
  const bench: Bench = { db, config, storage, translate };
  const form = (kind: "newsletter" | "contact") => (arrivals: Arrival[], start: number) =>
    runForm(bench, kind, arrivals, start);
  const chat = (arrivals: Arrival[], start: number) => runChat(bench, arrivals, start);
  const rows: Row[] = [];
  const add = (row: Row) => {
    rows.push(row);
    console.log(line(row));
  };
  add(
    await classScenario(
      bench,
      database,
      "newsletter: 30 pupils within 10 min",
      formClassSpread,
      form("newsletter"),
    ),
  );
  add(
    await classScenario(
      bench,
      database,
      "newsletter: 30 pupils within 1 min",
      formClassTogether,
      form("newsletter"),
    ),
  );
  add(
    await classScenario(
      bench,
      database,
      "contact: 30 people within 10 min",
      formClassSpread,
      form("contact"),
    ),
  );
  add(
    await floodScenario(bench, database, "newsletter: 1,000 posts in 1 min", 10 * MINUTE, form("newsletter")),
  );
  add(await floodScenario(bench, database, "contact: 1,000 posts in 1 min", 10 * MINUTE, form("contact")));
  add(await classScenario(bench, database, "chat: 30 pupils × 3 questions, steady", chatClassSteady, chat));
  add(await classScenario(bench, database, "chat: 30 pupils × 3 questions, eager", chatClassEager, chat));
  add(await floodScenario(bench, database, "chat: 1,000 questions in 1 min", MINUTE, chat));
  return rows;
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

function line(row: Row) {
  const isFlood = row.target.includes("refused");
  const worst = isFlood
    ? `worst ${percent(row.worstShare)} refused`
    : `worst class ${percent(row.worstShare)} accepted`;
  const before = isFlood
    ? `before: worst ${percent(row.beforeWorstShare)} refused`
    : `before: worst class ${percent(row.beforeWorstShare)} accepted`;
  return (
    `${row.database.padEnd(8)} ${row.scenario.padEnd(58)} ${String(row.accepted).padStart(5)} accepted ` +
    `${String(row.refused).padStart(5)} refused${row.other ? ` ${row.other} OTHER` : ""} | ${worst} ` +
    `(${before}) | target ${row.target}: ${row.isMet ? "met" : "MISSED"}`
  );
}

/** PostgreSQL when a server answers; each run in a schema of its own, dropped afterwards. */
async function postgresUrl() {
  const candidates = [
    process.env.BENCH_POSTGRES_URL,
    process.env.TEST_DATABASE_URL,
    "postgres://postgres@127.0.0.1:5432/test",
  ].filter((url): url is string => Boolean(url));
  for (const url of candidates) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query("select 1");
      return url;
    } catch {
      // try the next one
    } finally {
      await client.end().catch(() => {});
    }
  }
  return null;
}

async function withSchema<T>(url: string, work: (schema: string) => Promise<T>) {
  const schema = `bench_${randomBytes(6).toString("hex")}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create schema ${schema}`);
  try {
    return await work(schema);
  } finally {
    await run(`drop schema ${schema} cascade`);
  }
}

async function main() {
  const folder = mkdtempSync(path.join(tmpdir(), "tamkine-bench-limits-"));
  const rows: Row[] = [];
  try {
    const sqlite = await openSiteDb({ dialect: "sqlite", file: path.join(folder, "bench.sqlite") });
    try {
      rows.push(...(await measure("sqlite", sqlite, path.join(folder, "sqlite"))));
    } finally {
      await sqlite.close();
    }
    const url = await postgresUrl();
    if (url) {
      await withSchema(url, async (schema) => {
        const postgres = await openSiteDb({ dialect: "postgres", url, schema });
        try {
          rows.push(...(await measure("postgres", postgres, path.join(folder, "postgres"))));
        } finally {
          await postgres.close();
        }
      });
    } else {
      console.log("postgres: no server answered; measured on SQLite only.");
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }

  const missed = rows.filter((row) => !row.isMet);
  const summary = missed.length === 0 ? "Every target met." : `${missed.length} scenario(s) MISSED a target.`;
  const cores = cpus().length;
  const gib = Math.round(totalmem() / 2 ** 30);
  const machine = `${cores} cores (${cpus()[0]?.model ?? "unknown"}), ${gib} GiB, ${process.platform} ${arch()}, Node ${process.version}`;
  const date = new Date().toISOString();
  console.log(`\n${summary}\nMachine: ${machine}`);
  mkdirSync("bench/results", { recursive: true });
  const base = `bench/results/${date.slice(0, 10)}-${cores}cpu-${gib}gib-limits`;
  writeFileSync(`${base}.json`, JSON.stringify({ date, machine, rows }, null, 2));
  writeFileSync(
    `${base}.md`,
    `# Limits benchmark ${date}\n\nMachine: ${machine}\n\n\`\`\`\n${rows.map(line).join("\n")}\n\`\`\`\n\n${summary}\n`,
  );
  console.log(`Results written to ${base}.json and ${base}.md`);
  process.exitCode = missed.length === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
