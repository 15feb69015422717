import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDb } from "~/db/client.server";
import { seedDemo } from "~/db/seed/demo.server";
import { answerQuestion } from "~/modules/chat/answer.server";
import { chatIndexFor } from "~/modules/chat/index-cache.server";
import { localStorage } from "~/modules/media/storage.server";
import { createContent } from "./bench/chat-content";
import type { Locale } from "~/i18n/config";

const folder = mkdtempSync(path.join(tmpdir(), "dbg-"));
const db = await openDb({ dialect: "sqlite", file: path.join(folder, "d.sqlite") });
const storage = localStorage(path.join(folder, "u"));
await seedDemo({ db, storage });
const dev = JSON.parse(readFileSync("bench/chat-questions.json", "utf8"));
if (!process.env.DEMO_ONLY) await createContent({ db, storage }, dev.content);
const index = await chatIndexFor(db, { checkEveryMs: 0 });
for (const line of process.argv.slice(2)) {
  const [hint, message] = line.includes("|")
    ? (line.split("|") as [Locale, string])
    : (["fr", line] as [Locale, string]);
  const answer = answerQuestion(index, { message, hint });
  console.log(
    `### ${message}\n => ${answer.kind} ${answer.language} ${answer.response.replace(/\n/g, " ⏎ ")}`,
  );
}
await db.close();
