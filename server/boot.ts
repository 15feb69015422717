/** Builds the services from configuration: database (migrated), storage, first administrator, demo content. */
import type { Config } from "~/config/env.server";
import { dbOptionsFromConfig } from "~/db/client.server";
import { openSiteDb } from "~/database.server";
import { ensureAdmin } from "~/modules/auth/admins.server";
import { hasNews } from "~/modules/demo/seeded.server";
import { openStorage } from "~/modules/media/storage.server";
import { seedSettingsFromConfig } from "~/modules/settings/site-settings.server";
import type { Services } from "~/services.server";

/** What a process of the host works with, once `bootServices` has prepared the database. */
export async function openServices(config: Config, { isMigrated = false } = {}): Promise<Services> {
  const db = await openSiteDb(dbOptionsFromConfig(config), { isMigrated });
  return { config, db, storage: await openStorage(config) };
}

/**
 * Prepares the site once per start: schema up to date, an administrator, the contact details of a new
 * site's settings, the demo content if asked.
 */
export async function bootServices(config: Config, log: (message: string) => void): Promise<Services> {
  const services = await openServices(config);
  const { db, storage } = services;
  if (storage.location !== "local") log(`Uploads are stored in ${storage.location}.`);
  const { created } = await ensureAdmin(db, config);
  if (created) {
    log(
      [
        "",
        "  An administrator account was created:",
        `    username: ${created.username}`,
        `    password: ${created.password}`,
        "  It is shown only this once. Change it with: npm run admin -- reset-password " + created.username,
        "",
      ].join("\n"),
    );
  }
  await seedSettingsFromConfig(db, config);
  if (config.SEED_DEMO && !(await hasNews(db))) {
    // The demo's content and the write path it goes through are loaded only to seed: the primary of a
    // host with workers keeps running the jobs, and should not hold them (docs/decisions/015-memory-budget.md).
    const { seedDemo } = await import("~/modules/demo/demo.server");
    if (await seedDemo({ db, storage })) log("Demo content loaded.");
  }
  return services;
}
