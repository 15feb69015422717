/**
 * Keeps one index per database and rebuilds it when the content changes, without a restart: at most
 * every few seconds a request compares the tables' signature (row counts and latest change) with the
 * one the index was built from. Concurrent requests share one check and one rebuild.
 */
import type { Db } from "~/db/client.server";
import { buildChatIndex, type ChatIndex } from "./chat-index";
import { contentSignature, loadKnowledge } from "./knowledge.server";

/** How stale the index may be: content edited in the back office shows up within this delay. */
export const CHECK_EVERY_MS = 3000;

interface State {
  index: ChatIndex;
  signature: string;
  checkedAt: number;
}

const states = new WeakMap<Db, State>();
const pending = new WeakMap<Db, Promise<ChatIndex>>();
/** Changes announced per database: a check that a change overtook does not count as one. */
const generations = new WeakMap<Db, number>();

async function refresh(db: Db, now: number): Promise<ChatIndex> {
  const generation = generations.get(db) ?? 0;
  // A change announced while this check ran may not be in what it read: the next question looks again.
  const checkedAt = () => ((generations.get(db) ?? 0) === generation ? now : Number.NEGATIVE_INFINITY);
  const signature = await contentSignature(db);
  const state = states.get(db);
  if (state && state.signature === signature) {
    state.checkedAt = checkedAt();
    return state.index;
  }
  // Read the signature before the content: a change made while loading triggers the next rebuild.
  const index = buildChatIndex(await loadKnowledge(db), now);
  states.set(db, { index, signature, checkedAt: checkedAt() });
  return index;
}

/**
 * Content changed, here or in another process: the next question checks the content's signature at
 * once instead of within the next few seconds (a worker that did not make the change learns of it from
 * the host's change relay).
 */
export function markChatIndexStale(db: Db) {
  generations.set(db, (generations.get(db) ?? 0) + 1);
  const state = states.get(db);
  if (state) state.checkedAt = Number.NEGATIVE_INFINITY;
}

export async function chatIndexFor(
  db: Db,
  options: { now?: number; checkEveryMs?: number } = {},
): Promise<ChatIndex> {
  const now = options.now ?? Date.now();
  const state = states.get(db);
  // A clock that went backwards (negative age) counts as stale.
  const age = state ? now - state.checkedAt : Number.POSITIVE_INFINITY;
  if (state && age >= 0 && age < (options.checkEveryMs ?? CHECK_EVERY_MS)) return state.index;
  const inFlight = pending.get(db);
  if (inFlight) return inFlight;
  const promise = refresh(db, now).finally(() => pending.delete(db));
  pending.set(db, promise);
  return promise;
}
