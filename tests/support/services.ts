/** Services for integration tests: a fresh database and upload folder, a known secret. */
import path from "node:path";
import type { AppLoadContext } from "react-router";
import { resolveConfig, parseEnv } from "~/config/env.server";
import { localStorage } from "~/modules/media/storage.server";
import type { Services } from "~/services.server";
import { tempDir, type TestDatabase } from "./databases";

export async function openTestServices(database: TestDatabase, env: Record<string, string> = {}) {
  const folder = tempDir();
  const config = resolveConfig(
    parseEnv({
      NODE_ENV: "test",
      DATA_DIR: folder.dir,
      SESSION_SECRET: "test-secret-that-is-long-enough-for-the-checks",
      SEED_DEMO: "0",
      PUBLIC_URL: "http://localhost:3000",
      ...env,
    }),
  );
  const { db, dispose } = await database.open();
  const services: Services = { config, db, storage: localStorage(path.join(folder.dir, "uploads")) };
  return {
    services,
    context: (clientIp = "127.0.0.1"): AppLoadContext => ({
      services,
      clientIp,
      cspNonce: "",
      requestId: "test",
    }),
    async dispose() {
      await dispose();
      folder.dispose();
    },
  };
}
