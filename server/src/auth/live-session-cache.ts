import type { SessionRecord } from '../db/repositories/sessions';

/**
 * Live sessions by id, for the per-request liveness check of built-in tokens (one lookup per request
 * was most of a single node's CPU on the embedded database). Only sessions live when read are kept, and
 * expiry is still checked against the clock on every use; a revocation forgets everything at once, and a
 * read in flight while it happened does not store what it read. A process can only see its own
 * revocations, so the cache is for a single API node (app.ts turns it off when nodes share Redis).
 */
export interface LiveSessionCache {
  get(id: string, load: () => Promise<SessionRecord | null>): Promise<SessionRecord | null>;
  /** Call after a session was revoked (the write has committed). */
  revoked(): void;
}

export const NO_SESSION_CACHE: LiveSessionCache = { get: (_id, load) => load(), revoked: () => {} };

export interface LiveSessionCacheOptions {
  isLive: (session: SessionRecord) => boolean;
  ttlMs?: number;
  maxEntries?: number;
  clock?: () => number;
}

export function createLiveSessionCache({ isLive, ttlMs = 10_000, maxEntries = 10_000, clock = Date.now }: LiveSessionCacheOptions): LiveSessionCache {
  const entries = new Map<string, { session: SessionRecord; until: number }>();
  let generation = 0;
  return {
    async get(id, load) {
      const hit = entries.get(id);
      if (hit && hit.until > clock()) return hit.session;
      entries.delete(id);
      const readAt = generation;
      const session = await load();
      if (session && isLive(session) && readAt === generation) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(id, { session, until: clock() + ttlMs });
      }
      return session;
    },
    revoked() {
      generation += 1;
      entries.clear();
    },
  };
}
