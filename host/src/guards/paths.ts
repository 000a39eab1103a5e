/**
 * Path helpers the guards share. The router matches case-insensitively and on decoded segments, so the
 * guards normalise the same way: otherwise `/ADMIN` or `/%61dmin` would render an admin page unguarded.
 */

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // Malformed escapes stay as they are, as react-router leaves them.
    return segment;
  }
}

/** Decoded, lower-case, without empty segments or a trailing slash; '/' for the root. */
export function normalizePathname(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean).map((s) => decodeSegment(s).toLowerCase());
  return `/${segments.join('/')}`;
}

/** True when `path` is `prefix` itself or below it (both normalised). */
export function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The path's segments, without empty ones. */
export function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}
