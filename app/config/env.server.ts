import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";
import { isTimeZone } from "~/i18n/time-zone";

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

/** An S3-compatible bucket for the uploads (docs/decisions/024-s3-storage.md). */
export interface S3Target {
  driver: "s3";
  bucket: string;
  /** Keys are stored under this folder of the bucket ("" for its root). */
  prefix: string;
  /** Another provider than AWS, or a local server: its base address. */
  endpoint?: string;
  region: string;
  /** Path-style addresses (endpoint/bucket/key), which most S3-compatible servers need. */
  isPathStyle: boolean;
}

export type StorageTarget = { driver: "local"; dir: string } | S3Target;

const STORAGE_PARAMETERS = new Set(["endpoint", "region", "pathStyle"]);
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX = /^(?:[A-Za-z0-9._-]+\/)*[A-Za-z0-9._-]+$/;

/** `s3://bucket[/folder]?endpoint=https://…&region=…&pathStyle=true|false`, or an explanation. */
function parseStorageUrl(value: string): Omit<S3Target, "region"> & { region?: string } {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error("must be s3://bucket[/folder]?endpoint=…&region=…");
  }
  if (url.protocol !== "s3:") throw new Error("must start with s3://");
  if (url.username || url.password) {
    throw new Error("credentials go in S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, not in the address");
  }
  const bucket = url.hostname;
  if (!BUCKET_NAME.test(bucket)) throw new Error(`"${bucket}" is not a bucket name (3 to 63 of a-z 0-9 . -)`);
  const prefix = url.pathname.replace(/^\/+|\/+$/g, "");
  if (prefix !== "" && !PREFIX.test(prefix))
    throw new Error(`"${prefix}" is not a folder name (A-Z a-z 0-9 . _ - /)`);
  for (const name of url.searchParams.keys()) {
    if (!STORAGE_PARAMETERS.has(name))
      throw new Error(`unknown parameter "${name}" (endpoint, region, pathStyle)`);
  }
  const endpoint = url.searchParams.get("endpoint") || undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/]+/.test(endpoint)) {
    throw new Error("endpoint must be an http:// or https:// address");
  }
  const pathStyle = url.searchParams.get("pathStyle");
  if (pathStyle !== null && !["true", "false", "1", "0"].includes(pathStyle)) {
    throw new Error("pathStyle must be true or false");
  }
  return {
    driver: "s3",
    bucket,
    prefix,
    endpoint,
    region: url.searchParams.get("region") || undefined,
    // Providers other than AWS are reached by path unless told otherwise; AWS by virtual host.
    isPathStyle: pathStyle === null ? endpoint !== undefined : pathStyle === "true" || pathStyle === "1",
  };
}

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
  // A new site's public contact details, written into its settings once (decision 030).
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
  // Uploads in an S3-compatible bucket instead of DATA_DIR/uploads (several instances share it).
  STORAGE_URL: z
    .string()
    .trim()
    .optional()
    .transform((value, context) => {
      if (!value) return undefined;
      try {
        return parseStorageUrl(value);
      } catch (error) {
        context.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    }),
  // Without these, the AWS SDK's usual sources apply (AWS_ACCESS_KEY_ID…, a profile, an instance role).
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  AWS_REGION: z.string().trim().min(1).optional(),
  // The time zone the back office shows and takes publication times in (decision 028).
  SITE_TIME_ZONE: z
    .string()
    .trim()
    .refine(isTimeZone, "an IANA time zone such as Africa/Casablanca")
    .default("Africa/Casablanca"),
  // Journeys only: lets an administrator move the app's clock (POST /admin/test-clock). Never in production.
  TEST_CLOCK_CONTROL: booleanFlag.default(false),
});

export type Env = z.infer<typeof envSchema>;

export type Config = Omit<Env, "SESSION_SECRET" | "DATA_DIR" | "WEB_CONCURRENCY"> & {
  DATA_DIR: string;
  SESSION_SECRET: string;
  /** Worker processes serving requests (docs/decisions/022-workers-and-render-cost.md). */
  WEB_CONCURRENCY: number;
  uploadsDir: string;
  sqliteFile: string;
  /** Where uploads live: DATA_DIR/uploads, or the bucket of STORAGE_URL. */
  storage: StorageTarget;
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
  if (Boolean(result.data.S3_ACCESS_KEY_ID) !== Boolean(result.data.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      "Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither.",
    );
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
    storage: env.STORAGE_URL
      ? { ...env.STORAGE_URL, region: env.STORAGE_URL.region ?? env.AWS_REGION ?? "us-east-1" }
      : { driver: "local", dir: uploadsDir },
  };
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  return resolveConfig(parseEnv(source));
}
