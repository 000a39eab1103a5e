import { createAccessCache } from '../../platform/access-cache/access-cache';
import type { AccessSignal } from '../../platform/access-cache/access-signal';
import type { SessionRecord } from './repositories/sessions';

/**
 * Live sessions by id, for the per-request liveness check of built-in tokens (one lookup per request
 * was most of a single node's CPU on the embedded database). Only sessions live when read are kept, and
 * expiry is still checked against the clock on every use; a revocation raises the access signal, which
 * clears this cache on every node.
 */
export interface LiveSessionCache {
  get(id: string, load: () => Promise<SessionRecord | null>): Promise<SessionRecord | null>;
  /** Call after a session was revoked (the write has committed). */
  revoked(): void;
}

export const NO_SESSION_CACHE: LiveSessionCache = { get: (_id, load) => load(), revoked: () => {} };

export interface LiveSessionCacheOptions {
  isLive: (session: SessionRecord) => boolean;
  signal: AccessSignal;
  ttlMs?: number;
  maxEntries?: number;
  clock?: () => number;
}

export function createLiveSessionCache({ isLive, signal, ...limits }: LiveSessionCacheOptions): LiveSessionCache {
  const cache = createAccessCache<SessionRecord | null>({ signal, keep: (s) => s !== null && isLive(s), ...limits });
  return { get: (id, load) => cache.get(id, load), revoked: () => signal.changed() };
}
