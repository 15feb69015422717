/**
 * Manages administrators from the command line:
 *   npm run admin -- create <username> [--email someone@example.org]
 *   npm run admin -- reset-password <username>
 *   npm run admin -- disable-2fa <username>
 * The password is read from ADMIN_NEW_PASSWORD, or typed (hidden) on a terminal, or generated.
 * disable-2fa is for an administrator who lost both their phone and their recovery codes (or after
 * SESSION_SECRET was replaced, which makes the sealed TOTP secrets unreadable): whoever runs it already
 * controls the server.
 */
import { createInterface } from "node:readline";
import { loadDotEnv } from "~/config/dotenv.server";
import { loadConfig } from "~/config/env.server";
import { dbOptionsFromConfig } from "~/db/client.server";
import { openSiteDb } from "~/database.server";
import { createAdmin, findAdminByUsername, setAdminPassword } from "~/modules/auth/admins.server";
import { generatePassword } from "~/modules/auth/password.server";
import { passwordProblem } from "~/modules/auth/password-policy";
import { endOtherSessions } from "~/modules/auth/sessions.server";
import { disableTwoFactor } from "~/modules/auth/two-factor.server";

const COMMANDS = ["create", "reset-password", "disable-2fa"];
const USAGE =
  "Usage: npm run admin -- create <username> [--email <email>] | reset-password <username> | disable-2fa <username>";

async function askHidden(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = rl as unknown as { _writeToOutput: (text: string) => void };
  let isAsking = true;
  output._writeToOutput = (text: string) => {
    if (!isAsking) process.stdout.write(text);
  };
  process.stdout.write(question);
  return new Promise((resolve) =>
    rl.question("", (answer) => {
      isAsking = false;
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    }),
  );
}

async function choosePassword(): Promise<{ password: string; isGenerated: boolean }> {
  const fromEnv = process.env.ADMIN_NEW_PASSWORD;
  if (fromEnv) return { password: fromEnv, isGenerated: false };
  if (process.stdin.isTTY) {
    const typed = await askHidden("New password (leave empty to generate one): ");
    if (typed) return { password: typed, isGenerated: false };
  }
  return { password: generatePassword(), isGenerated: true };
}

async function main() {
  loadDotEnv();
  const [command, username, ...rest] = process.argv.slice(2);
  if (!command || !username || !COMMANDS.includes(command)) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const db = await openSiteDb(dbOptionsFromConfig(config));
  try {
    const existing = await findAdminByUsername(db, username);
    if (command === "create" && existing) throw new Error(`The administrator "${username}" already exists.`);
    if (command !== "create" && !existing) throw new Error(`No administrator is called "${username}".`);
    if (command === "disable-2fa") {
      await disableTwoFactor(db, existing!.id);
      await endOtherSessions(db, existing!.id);
      console.log(`Two-step verification of "${username}" turned off; their sessions were signed out.`);
      return;
    }
    const { password, isGenerated } = await choosePassword();
    const problem = passwordProblem(password);
    if (problem) throw new Error(`Password refused (${problem.replace("_", " ")}): use 12 to 64 characters.`);
    if (command === "create") {
      const emailIndex = rest.indexOf("--email");
      await createAdmin(db, { username, password, email: emailIndex >= 0 ? rest[emailIndex + 1] : null });
      console.log(`Administrator "${username}" created.`);
    } else {
      await setAdminPassword(db, existing!.id, password);
      console.log(`Password of "${username}" changed; their sessions were signed out.`);
    }
    if (isGenerated) console.log(`Password: ${password}`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
