/**
 * Tells the other app instances that content changed, so their page caches empty at once.
 * PostgreSQL LISTEN/NOTIFY when the site runs on PostgreSQL; nothing to tell with SQLite (one instance).
 */
import { randomUUID } from "node:crypto";
import pg from "pg";

const CHANNEL = "tamkine_content_changed";

export interface CacheSync {
  publish(): void;
  close(): Promise<void>;
}

export async function startCacheSync(
  databaseUrl: string | undefined,
  onRemoteChange: () => void,
): Promise<CacheSync> {
  if (!databaseUrl) return { publish: () => {}, close: async () => {} };
  const instance = randomUUID();
  const listener = new pg.Client({ connectionString: databaseUrl });
  const publisher = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  publisher.on("error", () => {});
  listener.on("error", () => {
    // A lost listener means we may miss changes: empty the cache to stay correct.
    onRemoteChange();
  });
  listener.on("notification", (message) => {
    if (message.channel === CHANNEL && message.payload !== instance) onRemoteChange();
  });
  await listener.connect();
  await listener.query(`listen ${CHANNEL}`);
  return {
    publish() {
      publisher.query("select pg_notify($1, $2)", [CHANNEL, instance]).catch(() => {});
    },
    async close() {
      await listener.end().catch(() => {});
      await publisher.end().catch(() => {});
    },
  };
}
