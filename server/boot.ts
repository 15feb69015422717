/** Builds the services from configuration: database (migrated), storage, first administrator, demo content. */
import type { Config } from "~/config/env.server";
import { dbOptionsFromConfig, openDb } from "~/db/client.server";
import { seedDemo } from "~/db/seed/demo.server";
import { ensureAdmin } from "~/modules/auth/admins.server";
import { openStorage } from "~/modules/media/storage.server";
import type { Services } from "~/services.server";

export async function bootServices(config: Config, log: (message: string) => void): Promise<Services> {
  const db = await openDb(dbOptionsFromConfig(config));
  const storage = await openStorage(config);
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
  if (config.SEED_DEMO && (await seedDemo({ db, storage }))) log("Demo content loaded.");
  return { config, db, storage };
}
