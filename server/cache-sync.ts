/**
 * Tells the other processes serving the site that content changed, so their page caches empty at once
 * (docs/decisions/007-page-cache.md, 022-workers-and-render-cost.md):
 *
 * - between the workers of one host, through the cluster's IPC channel: a worker tells the primary,
 *   which tells the other workers. SQLite sites need nothing else;
 * - between hosts on one PostgreSQL database, with LISTEN/NOTIFY: one listening connection per host (the
 *   primary's, or the single process's), which passes what it hears on to its workers.
 */
import { randomUUID } from "node:crypto";
import type { Worker } from "node:cluster";
import pg from "pg";

const CHANNEL = "tamkine_content_changed";
const CONTENT_CHANGED = "tamkine:content-changed";

export interface CacheSync {
  publish(): void;
  close(): Promise<void>;
}

const isContentChanged = (message: unknown) =>
  typeof message === "object" && message !== null && (message as { type?: unknown }).type === CONTENT_CHANGED;

/** The other hosts on the same PostgreSQL database; nothing to tell without one. */
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

/** A worker's side: its changes go to the primary, and the primary's news of other changes come back. */
export function workerCacheSync(
  channel: Pick<NodeJS.Process, "on" | "off" | "send">,
  onRemoteChange: () => void,
): CacheSync {
  const onMessage = (message: unknown) => {
    if (isContentChanged(message)) onRemoteChange();
  };
  channel.on("message", onMessage);
  return {
    publish() {
      channel.send?.({ type: CONTENT_CHANGED });
    },
    async close() {
      channel.off("message", onMessage);
    },
  };
}

/** What the primary needs of Node's cluster: its workers and their messages. */
export interface WorkerSet {
  workers(): Iterable<Pick<Worker, "send" | "isConnected">>;
  onMessage(listener: (worker: Pick<Worker, "send" | "isConnected">, message: unknown) => void): void;
}

/**
 * The primary's side: a change reported by one worker goes to every other worker and to the other
 * hosts; a change heard from another host goes to every worker.
 */
export async function startCacheRelay(databaseUrl: string | undefined, workers: WorkerSet) {
  const tell = (except?: unknown) => {
    for (const worker of workers.workers()) {
      // A worker that is exiting has nothing left to empty; its successor starts with an empty cache.
      if (worker !== except && worker.isConnected())
        worker.send({ type: CONTENT_CHANGED }, undefined, () => {});
    }
  };
  const hosts = await startCacheSync(databaseUrl, () => tell());
  workers.onMessage((worker, message) => {
    if (!isContentChanged(message)) return;
    tell(worker);
    hosts.publish();
  });
  return {
    /** A change made by the primary itself (a background job): every worker and every host hears of it. */
    publish() {
      tell();
      hosts.publish();
    },
    close: () => hosts.close(),
  } satisfies CacheSync;
}
