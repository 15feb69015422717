/**
 * Manages administrators from the command line:
 *   npm run admin -- create <username> [--email someone@example.org] [--role admin|editor|messages]
 *   npm run admin -- reset-password <username>
 *   npm run admin -- disable-2fa <username>
 *   npm run admin -- disable <username> | enable <username> | delete <username>
 *   npm run admin -- set-role <username> <admin|editor|messages>
 * `create` without --role makes an administrator. disable, enable, delete and set-role follow the rules
 * of the screen and the API (decision 026): the last active administrator is neither disabled, demoted
 * nor deleted; a disabled account's sessions and tokens stop at once.
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
import { findAdminByUsername, setAdminPassword } from "~/modules/auth/admins.server";
import { isRole, type Role } from "~/modules/access/roles";
import { translatorFor } from "~/i18n/catalogues.server";
import {
  createAccount,
  deleteAccount,
  updateAccount,
  type LifecycleResult,
} from "~/modules/admins/lifecycle.server";
import { generatePassword } from "~/modules/auth/password.server";
import { passwordProblem } from "~/modules/auth/password-policy";
import { endOtherSessions } from "~/modules/auth/sessions.server";
import { disableTwoFactor } from "~/modules/auth/two-factor.server";

const COMMANDS = ["create", "reset-password", "disable-2fa", "disable", "enable", "delete", "set-role"];
const USAGE = [
  "Usage: npm run admin -- create <username> [--email <email>] [--role admin|editor|messages]",
  "     | reset-password <username> | disable-2fa <username>",
  "     | disable <username> | enable <username> | delete <username>",
  "     | set-role <username> <admin|editor|messages>",
].join("\n");

const SCRIPT = { asSystem: "command line" };

/** What the lifecycle module refused, in words for the console. */
function refusal(result: LifecycleResult): string | null {
  if (result.status === "done") return null;
  if (result.status === "missing") return "No such account.";
  // The console speaks English: the same messages as the screen's, from the English catalogue.
  const t = translatorFor("en");
  const keys = Object.values(result.errors).flat();
  return `Refused: ${keys.map((key) => t(key as Parameters<typeof t>[0])).join(" ")}`;
}

function roleArgument(value: string | undefined): Role {
  if (isRole(value)) return value;
  throw new Error(`Unknown role "${value ?? ""}": choose admin, editor or messages.`);
}

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
    if (command === "disable" || command === "enable" || command === "set-role") {
      const change =
        command === "set-role" ? { role: roleArgument(rest[0]) } : { is_active: command === "enable" };
      const result = await updateAccount(db, existing!.id, change, SCRIPT);
      const problem = refusal(result);
      if (problem) throw new Error(problem);
      const done = { disable: "disabled; their sessions and tokens were ended", enable: "enabled" };
      console.log(
        command === "set-role"
          ? `"${username}" now has the role ${change.role}.`
          : `Account "${username}" ${done[command]}.`,
      );
      return;
    }
    if (command === "delete") {
      const problem = refusal(await deleteAccount(db, existing!.id, SCRIPT));
      if (problem) throw new Error(problem);
      console.log(`Account "${username}" deleted; the journal keeps its name.`);
      return;
    }
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
      const option = (name: string) => {
        const index = rest.indexOf(name);
        return index >= 0 ? rest[index + 1] : undefined;
      };
      const role = rest.includes("--role") ? roleArgument(option("--role")) : "admin";
      const result = await createAccount(
        db,
        { username, password, email: option("--email") ?? null, role },
        SCRIPT,
      );
      const problem = refusal(result);
      if (problem) throw new Error(problem);
      console.log(
        role === "admin"
          ? `Administrator "${username}" created.`
          : `Account "${username}" created (${role}).`,
      );
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
