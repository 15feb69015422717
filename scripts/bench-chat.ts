/**
 * Measures the chat assistant on the demo content, without a language model:
 *   npm run bench:chat [-- --verbose]
 * Builds a fresh SQLite database in a temporary folder, loads the demo seed, asks every question of
 * bench/chat-questions.json, and prints accuracy per language, out-of-scope honesty and latency.
 * Exits with 1 when a target is missed: ≥ 90 % correct in each language, every out-of-scope question
 * answered honestly, p95 under 50 ms. Latency is the whole exchange (index check, answer, storing the
 * log), each question's median of three runs.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseEnv, resolveConfig } from "~/config/env.server";
import { openDb } from "~/db/client.server";
import { seedDemo } from "~/db/seed/demo.server";
import { LOCALES, isLocale, type Locale } from "~/i18n/config";
import { askChat, type AskResult } from "~/modules/chat/ask.server";
import { chatIndexFor } from "~/modules/chat/index-cache.server";
import { foldText } from "~/modules/chat/normalize";
import { localStorage } from "~/modules/media/storage.server";

const TARGETS = { accuracy: 0.9, outOfScope: 1, p95Ms: 50 };
/** Times each question is asked; its median time counts. */
const RUNS = 3;

interface Question {
  language: Locale;
  question: string;
  /** The visitor's interface language; defaults to the question's language. */
  interface?: Locale;
  tags?: string[];
  expect: {
    /** The answer's first link must be one of these (a news path may omit its "_id" end). */
    paths?: string[];
    /** Every one of these must appear in the answer (compared without case or accents). */
    facts?: string[];
    /** The honest "I don't know" pointing to the contact page. */
    fallback?: boolean;
  };
}

function load(file: string): Question[] {
  const data = JSON.parse(readFileSync(file, "utf8")) as { questions?: unknown };
  if (!Array.isArray(data.questions)) throw new Error(`${file}: expected {"questions": [...]}`);
  return data.questions.map((entry, position) => {
    const question = entry as Question;
    if (!isLocale(question.language) || typeof question.question !== "string" || !question.expect) {
      throw new Error(`${file}: question ${position + 1} needs language, question and expect`);
    }
    return question;
  });
}

const linkMatches = (href: string, expected: string) => href === expected || href.startsWith(`${expected}_`);

/** Why an answer is wrong, or null when it is right. */
function problemWith(question: Question, result: AskResult): string | null {
  if (result.language !== question.language) return `answered in ${result.language}`;
  const { expect } = question;
  if (expect.fallback) {
    return !result.isAnswered && result.links[0]?.href === "/contacter-tamkine"
      ? null
      : `expected the honest fallback, got ${result.links[0]?.href ?? "no link"}`;
  }
  if (!result.isAnswered) return "fell back to “I don't know”";
  if (expect.paths) {
    const first = result.links[0]?.href;
    if (!first || !expect.paths.some((expected) => linkMatches(first, expected))) {
      return `first link ${first ?? "(none)"}, expected ${expect.paths.join(" or ")}`;
    }
  }
  const answer = foldText(result.response);
  for (const fact of expect.facts ?? []) {
    if (!answer.includes(foldText(fact))) return `missing fact “${fact}”`;
  }
  return null;
}

function percentile(sorted: readonly number[], share: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

async function main() {
  const isVerbose = process.argv.includes("--verbose");
  const file = path.resolve("bench/chat-questions.json");
  const questions = load(file);
  const folder = mkdtempSync(path.join(tmpdir(), "tamkine-bench-chat-"));
  const db = await openDb({ dialect: "sqlite", file: path.join(folder, "bench.sqlite") });
  try {
    // Built-in answers only: the model settings are left out on purpose, whatever the environment says.
    const config = resolveConfig(
      parseEnv({
        NODE_ENV: "test",
        DATA_DIR: folder,
        SEED_DEMO: "0",
        SESSION_SECRET: "bench-secret-".repeat(4),
      }),
    );
    const seedStart = performance.now();
    await seedDemo({ db, storage: localStorage(path.join(folder, "uploads")) });
    const buildStart = performance.now();
    await chatIndexFor(db);
    const buildMs = performance.now() - buildStart;
    console.log(
      `Demo content seeded in ${Math.round(buildStart - seedStart)} ms; index built in ${buildMs.toFixed(1)} ms.`,
    );

    const latencies: number[] = [];
    const timed: Array<{ ms: number; question: string }> = [];
    const byLanguage = new Map<Locale, { total: number; correct: number }>();
    const outOfScope = { total: 0, honest: 0 };
    const failures: string[] = [];
    for (const question of questions) {
      // Each question is asked RUNS times and its median time kept, so a pause of a busy machine
      // (another process, a garbage collection) does not pass for the assistant's own latency.
      const runs: Array<{ ms: number; result: AskResult }> = [];
      for (let run = 0; run < RUNS; run++) {
        const start = performance.now();
        const result = await askChat(
          { db, config },
          { message: question.question, hint: question.interface ?? question.language, ipHash: "bench" },
        );
        runs.push({ ms: performance.now() - start, result });
      }
      const { result } = runs[0]!;
      const ms = runs.map((entry) => entry.ms).sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
      latencies.push(ms);
      timed.push({ ms, question: question.question });
      const problem = problemWith(question, result);
      const stats = byLanguage.get(question.language) ?? { total: 0, correct: 0 };
      stats.total += 1;
      if (!problem) stats.correct += 1;
      byLanguage.set(question.language, stats);
      if (question.expect.fallback) {
        outOfScope.total += 1;
        if (!problem) outOfScope.honest += 1;
      }
      if (problem)
        failures.push(
          `  ✗ [${question.language}] ${question.question}\n      ${problem}\n      → ${result.response.replace(/\n/g, " ⏎ ")}`,
        );
      else if (isVerbose)
        console.log(
          `  ✓ [${question.language}] ${question.question}\n      → ${result.response.replace(/\n/g, " ⏎ ")}`,
        );
    }

    const sorted = [...latencies].sort((a, b) => a - b);
    const p50 = percentile(sorted, 0.5);
    const p95 = percentile(sorted, 0.95);
    let isMet = true;
    console.log(`\n${questions.length} questions`);
    for (const language of LOCALES) {
      const stats = byLanguage.get(language) ?? { total: 0, correct: 0 };
      const accuracy = stats.total ? stats.correct / stats.total : 0;
      const ok = stats.total > 0 && accuracy >= TARGETS.accuracy;
      isMet &&= ok;
      console.log(
        `  ${language}: ${stats.correct}/${stats.total} correct = ${percent(accuracy)} (target ≥ ${percent(TARGETS.accuracy)}) ${ok ? "✓" : "✗"}`,
      );
    }
    const honesty = outOfScope.total ? outOfScope.honest / outOfScope.total : 0;
    const isHonest = outOfScope.total > 0 && honesty >= TARGETS.outOfScope;
    isMet &&= isHonest;
    console.log(
      `  out of scope: ${outOfScope.honest}/${outOfScope.total} answered honestly = ${percent(honesty)} ${isHonest ? "✓" : "✗"}`,
    );
    const isFast = p95 < TARGETS.p95Ms;
    isMet &&= isFast;
    console.log(
      `  latency: p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (target p95 < ${TARGETS.p95Ms} ms) ${isFast ? "✓" : "✗"}`,
    );
    const slowest = [...timed].sort((a, b) => b.ms - a.ms).slice(0, 3);
    console.log(
      `  slowest: ${slowest.map((entry) => `${entry.ms.toFixed(1)} ms “${entry.question}”`).join(", ")}`,
    );
    if (failures.length > 0) console.log(`\nWrong answers:\n${failures.join("\n")}`);
    console.log(isMet ? "\nAll targets met." : "\nA target was missed.");
    process.exitCode = isMet ? 0 : 1;
  } finally {
    await db.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
