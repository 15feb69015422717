import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";

const booleanFlag = z
  .enum(["0", "1", "true", "false", "yes", "no"])
  .transform((value) => value === "1" || value === "true" || value === "yes");

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || protocols.some((p) => value.startsWith(`${p}:`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(" or ")}`,
    });

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optionalUrl(["postgres", "postgresql"]),
  ADMIN_USERNAME: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.@-]{3,64}$/, "3 to 64 letters, digits or . _ @ -")
    .optional(),
  ADMIN_PASSWORD: z.string().min(12, "at least 12 characters").max(128).optional(),
  SEED_DEMO: booleanFlag.default(true),
  PUBLIC_URL: optionalUrl(["http", "https"]),
  SMTP_URL: optionalUrl(["smtp", "smtps"]),
  MAIL_FROM: z.string().trim().min(3).default("Fondation Tamkine <no-reply@tamkine.localhost>"),
  ADMIN_EMAIL: z.string().trim().email().optional(),
  // The foundation's public contact details, shown on the contact page (/contacter-tamkine).
  CONTACT_EMAIL: z.string().trim().email().optional(),
  CONTACT_PHONE: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 .()-]{4,28}[0-9]$/, "a phone number such as +212 5 22 00 00 00")
    .optional(),
  SESSION_SECRET: z.string().min(32, "at least 32 characters").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "silent"]).default("info"),
  // Processes serving requests in production; unset, one per core this process may use.
  WEB_CONCURRENCY: z.coerce.number().int().min(1, "at least 1").max(64, "at most 64").optional(),
  // Which proxies' X-Forwarded-* headers to trust (Express "trust proxy" syntax).
  TRUST_PROXY: z.string().trim().min(1).default("loopback"),
  // The production build the host serves (npm run build writes it).
  BUILD_DIR: z.string().trim().min(1).default("build"),
  // 0 turns the page cache off: every page is rendered (docs/decisions/007-page-cache.md).
  PAGE_CACHE: booleanFlag.default(true),
  // Optional language model phrasing the chat assistant's answers (OpenAI-compatible chat completions).
  CHAT_LLM_URL: optionalUrl(["http", "https"]),
  CHAT_LLM_API_KEY: z.string().trim().optional(),
  CHAT_LLM_MODEL: z.string().trim().min(1).max(200).optional(),
});

export type Env = z.infer<typeof envSchema>;

export type Config = Omit<Env, "SESSION_SECRET" | "DATA_DIR" | "WEB_CONCURRENCY"> & {
  DATA_DIR: string;
  SESSION_SECRET: string;
  /** Worker processes serving requests (docs/decisions/022-workers-and-render-cost.md). */
  WEB_CONCURRENCY: number;
  uploadsDir: string;
  sqliteFile: string;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment once. A wrong value throws a ConfigError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const blanksRemoved = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = envSchema.safeParse(blanksRemoved);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}\nSee .env.example.`);
  }
  if (result.data.ADMIN_PASSWORD && !result.data.ADMIN_USERNAME) {
    throw new ConfigError("Invalid configuration:\n  ADMIN_PASSWORD is set without ADMIN_USERNAME.");
  }
  return result.data;
}

/** The session secret comes from the environment or from a file generated once in DATA_DIR. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function resolveConfig(env: Env): Config {
  const dataDir = path.resolve(env.DATA_DIR);
  const uploadsDir = path.join(dataDir, "uploads");
  mkdirSync(uploadsDir, { recursive: true });
  return {
    ...env,
    DATA_DIR: dataDir,
    uploadsDir,
    sqliteFile: path.join(dataDir, "site.sqlite"),
    SESSION_SECRET: env.SESSION_SECRET ?? loadOrCreateSecret(dataDir),
    WEB_CONCURRENCY: env.WEB_CONCURRENCY ?? availableParallelism(),
  };
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  return resolveConfig(parseEnv(source));
}
