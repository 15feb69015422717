/**
 * Site-wide settings: one row per key in `site_settings`, its value as JSON (decisions 026 and 030). Each
 * key is declared once with its schema and its default (the public ones in site-settings.schema.ts); a
 * stored value that no longer fits its schema reads as the default, so a hand-edited or older row never
 * breaks a page. Adding a setting is adding a key: no new column, no migration.
 *
 * The public settings change through `saveSiteSettings`, whoever changes them (the back office, the REST
 * API, a script): access, validation, every key and the audit entry in one transaction, then the change
 * feed, which empties the page caches of every worker and instance (decision 020).
 */
import { z } from "zod";
import type { Config } from "~/config/env.server";
import type { Db } from "~/db/client.server";
import { nowIso } from "~/db/time";
import { allows } from "~/modules/access/roles";
import { recordAudit } from "~/modules/audit/audit.server";
import { inTransaction, type Writer } from "~/modules/content/operations.server";
import { parseWith, type FieldErrors } from "~/modules/validation/validation";
import type { Services } from "~/services.server";
import {
  isPublicSettingKey,
  PUBLIC_SETTING_KEYS,
  PUBLIC_SETTINGS,
  SETTINGS_ERRORS,
  settingsChangeSchema,
  type PublicSettingKey,
  type PublicSettings,
  type SettingsChange,
} from "./site-settings.schema";

export const SITE_SETTINGS = {
  /** Every account must use two-step verification (decision 013): without it, enrolment comes first. */
  require_two_factor: { schema: z.boolean(), fallback: false },
  ...PUBLIC_SETTINGS,
} as const satisfies Record<string, { schema: z.ZodType; fallback: unknown }>;

export type SiteSettingKey = keyof typeof SITE_SETTINGS;
export type SiteSettingValue<K extends SiteSettingKey> = z.output<(typeof SITE_SETTINGS)[K]["schema"]>;

/** A stored text as its key's value, or the key's default when it is missing or no longer fits. */
function parse<K extends SiteSettingKey>(key: K, stored: string | undefined): SiteSettingValue<K> {
  const definition = SITE_SETTINGS[key];
  const fallback = () => structuredClone(definition.fallback) as SiteSettingValue<K>;
  if (stored === undefined) return fallback();
  try {
    const parsed = definition.schema.safeParse(JSON.parse(stored));
    return parsed.success ? (parsed.data as SiteSettingValue<K>) : fallback();
  } catch {
    return fallback();
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The last text read for each key and its value. Every public page reads the settings; parsing and
 * validating them again each time was a fiftieth of a small page's render (decision 022, fourth pass).
 * The text is still read each time, so a change made by any process is seen at once. Values are frozen,
 * being shared by every reader.
 */
const decoded = new Map<SiteSettingKey, { stored: string | undefined; value: unknown }>();

function decode<K extends SiteSettingKey>(key: K, stored: string | undefined): SiteSettingValue<K> {
  const last = decoded.get(key);
  if (last && last.stored === stored) return last.value as SiteSettingValue<K>;
  const value = deepFreeze(parse(key, stored));
  decoded.set(key, { stored, value });
  return value;
}

export async function getSiteSetting<K extends SiteSettingKey>(db: Db, key: K): Promise<SiteSettingValue<K>> {
  const row = await db.kysely
    .selectFrom("site_settings")
    .select("value")
    .where("key", "=", key)
    .executeTakeFirst();
  return decode(key, row?.value);
}

/** Every public setting, in one query (the public layout, the contact page, the assistant, the API). */
export async function getPublicSettings(db: Db): Promise<PublicSettings> {
  const rows = await db.kysely
    .selectFrom("site_settings")
    .select(["key", "value"])
    .where("key", "in", PUBLIC_SETTING_KEYS)
    .execute();
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return Object.fromEntries(
    PUBLIC_SETTING_KEYS.map((key) => [key, decode(key, stored.get(key))]),
  ) as PublicSettings;
}

async function upsert(db: Db, key: SiteSettingKey, value: unknown) {
  const text = JSON.stringify(value);
  const now = nowIso();
  await db.kysely
    .insertInto("site_settings")
    .values({ key, value: text, updated_at: now })
    .onConflict((conflict) => conflict.column("key").doUpdateSet({ value: text, updated_at: now }))
    .execute();
}

/** Writes one setting (upsert); the value is checked against its schema first. */
export async function setSiteSetting<K extends SiteSettingKey>(
  db: Db,
  key: K,
  value: SiteSettingValue<K>,
): Promise<void> {
  await upsert(db, key, SITE_SETTINGS[key].schema.parse(value));
}

/** The settings a site has saved (a key never saved is left out: it keeps following its default). */
export async function storedSettings(db: Db): Promise<Record<string, unknown>> {
  const rows = await db.kysely.selectFrom("site_settings").select(["key", "value"]).orderBy("key").execute();
  const stored: Record<string, unknown> = {};
  for (const row of rows) {
    try {
      stored[row.key] = JSON.parse(row.value);
    } catch {
      // A hand-edited row that is not JSON reads as its default anyway: nothing to move.
    }
  }
  return stored;
}

export type SaveSettingsOutcome =
  | { status: "saved"; settings: PublicSettings; changed: PublicSettingKey[] }
  | { status: "invalid"; errors: FieldErrors }
  | { status: "forbidden" };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Changes any of the public settings. 1. access: an account whose role holds `settings`, or a script
 * that names itself; 2. validation of every key sent, and no key that is not a setting; 3. every key and
 * the audit entry in one transaction: all of it is saved, or nothing; 4. the change feed.
 */
export async function saveSiteSettings(
  services: Pick<Services, "db"> & Partial<Pick<Services, "changes">>,
  options: { input: unknown; writer: Writer | null | undefined; translate: (key: string) => string },
): Promise<SaveSettingsOutcome> {
  const { writer, translate } = options;
  if (!writer) return { status: "forbidden" };
  if ("actor" in writer && !(writer.actor.id > 0 && allows(writer.actor.role, "settings"))) {
    return { status: "forbidden" };
  }
  if (!isPlainObject(options.input)) {
    return { status: "invalid", errors: { _form: [translate(SETTINGS_ERRORS.notObject)] } };
  }
  const unknown = Object.keys(options.input).filter((key) => !isPublicSettingKey(key));
  const parsed = parseWith(settingsChangeSchema, options.input, translate);
  const errors: FieldErrors = parsed.isValid ? {} : { ...parsed.errors };
  for (const key of unknown) errors[key] = [translate(SETTINGS_ERRORS.unknownField)];
  if (!parsed.isValid || unknown.length > 0) return { status: "invalid", errors };

  const change: SettingsChange = parsed.data;
  const changed = PUBLIC_SETTING_KEYS.filter((key) => change[key] !== undefined);
  // A script's change is journalled with no account behind it, as content's are.
  const actor = "actor" in writer ? writer.actor : { id: 0, username: "system" };
  await inTransaction(services.db, async (tx) => {
    for (const key of changed) await upsert(tx, key, change[key]);
    await recordAudit(tx, { actor, action: "update", resource: "settings", summary: changed.join(" · ") });
  });
  services.changes?.publish();
  return { status: "saved", settings: await getPublicSettings(services.db), changed };
}

/**
 * The environment's contact details (`CONTACT_EMAIL`, else `ADMIN_EMAIL`, and `CONTACT_PHONE`) start a
 * site's settings: written once, when the key was never saved; after that the settings screen decides.
 */
export async function seedSettingsFromConfig(
  db: Db,
  config: Pick<Config, "CONTACT_EMAIL" | "ADMIN_EMAIL" | "CONTACT_PHONE">,
): Promise<void> {
  const seeds: Array<[PublicSettingKey, string | undefined]> = [
    ["contact_email", config.CONTACT_EMAIL ?? config.ADMIN_EMAIL],
    ["contact_phone", config.CONTACT_PHONE],
  ];
  for (const [key, value] of seeds) {
    if (!value || !PUBLIC_SETTINGS[key].schema.safeParse(value).success) continue;
    await db.kysely
      .insertInto("site_settings")
      .values({ key, value: JSON.stringify(value), updated_at: nowIso() })
      .onConflict((conflict) => conflict.column("key").doNothing())
      .execute();
  }
}
