/**
 * Site-wide settings: one row per key in `site_settings`, its value as JSON (decision 026). Each key is
 * declared once below with its schema and its default; a stored value that no longer fits its schema
 * reads as the default, so a hand-edited or older row never breaks a page. Adding a setting is adding a
 * key here: no new column, no migration.
 */
import { z } from "zod";
import type { Db } from "~/db/client.server";
import { nowIso } from "~/db/time";

export const SITE_SETTINGS = {
  /** Every account must use two-step verification (decision 013): without it, enrolment comes first. */
  require_two_factor: { schema: z.boolean(), fallback: false },
} as const satisfies Record<string, { schema: z.ZodType; fallback: unknown }>;

export type SiteSettingKey = keyof typeof SITE_SETTINGS;
export type SiteSettingValue<K extends SiteSettingKey> = z.infer<(typeof SITE_SETTINGS)[K]["schema"]>;

export async function getSiteSetting<K extends SiteSettingKey>(db: Db, key: K): Promise<SiteSettingValue<K>> {
  const row = await db.kysely
    .selectFrom("site_settings")
    .select("value")
    .where("key", "=", key)
    .executeTakeFirst();
  const definition = SITE_SETTINGS[key];
  if (!row) return definition.fallback as SiteSettingValue<K>;
  try {
    const parsed = definition.schema.safeParse(JSON.parse(row.value));
    return (parsed.success ? parsed.data : definition.fallback) as SiteSettingValue<K>;
  } catch {
    return definition.fallback as SiteSettingValue<K>;
  }
}

/** Writes one setting (upsert); the value is checked against its schema first. */
export async function setSiteSetting<K extends SiteSettingKey>(
  db: Db,
  key: K,
  value: SiteSettingValue<K>,
): Promise<void> {
  const checked = SITE_SETTINGS[key].schema.parse(value);
  const text = JSON.stringify(checked);
  const now = nowIso();
  await db.kysely
    .insertInto("site_settings")
    .values({ key, value: text, updated_at: now })
    .onConflict((conflict) => conflict.column("key").doUpdateSet({ value: text, updated_at: now }))
    .execute();
}
