/**
 * Origin allow-list for mutating requests (ARCHITECTURE §6). Pure: the plugin passes the configured
 * origins and the origin the request itself was addressed to.
 */

/** Normalises an origin or URL to `scheme://host[:port]` (default ports dropped), or null when it is not one. */
export function normaliseOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * True when `origin` (the request's Origin header) is allowed: one of `allowed`, or the request's own
 * origin (same-origin calls from the host page served by this server). A malformed or `null` Origin is refused.
 */
export function isOriginAllowed(origin: string, allowed: readonly string[], ownOrigin: string | null): boolean {
  const normalised = normaliseOrigin(origin);
  if (!normalised) return false;
  if (ownOrigin && normaliseOrigin(ownOrigin) === normalised) return true;
  return allowed.some((a) => normaliseOrigin(a) === normalised);
}
