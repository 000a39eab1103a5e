import type { StorageLike } from '../logger/console-logger';

/** The page's localStorage, or null outside a browser or when storage is blocked (private modes, policies). */
export function browserStorage(): StorageLike | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** The API is served from the page's own origin (ARCHITECTURE §7), so the socket connects there too. */
export function pageOrigin(): string {
  return typeof window !== 'undefined' ? window.location.origin : '';
}
