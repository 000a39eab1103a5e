const HASHED_CHUNK = /\.[0-9a-f]{8,}\.js(\.map)?$/;
const ALWAYS_FRESH = /(^|\/)(latest\.json|remotes\.json|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|index\.html|main\.js)$/;

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_NO_CACHE = 'no-cache';

/**
 * Caching rules of ARCHITECTURE §3: registries, manifests and entry files are revalidated on every
 * load (a release must be seen at once); content-hashed chunks never change, so they are immutable.
 */
export function cacheControlFor(path: string): string {
  if (ALWAYS_FRESH.test(path)) return CACHE_NO_CACHE;
  if (HASHED_CHUNK.test(path)) return CACHE_IMMUTABLE;
  return CACHE_NO_CACHE;
}

const PRECOMPRESSED = /\.(br|gz)$/;
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

/**
 * Headers of a static file as sent: `path` may be the .br or .gz variant of the asset. Caching follows
 * the asset; an asset that has compressed variants varies by Accept-Encoding, so caches keep each apart.
 */
export function staticHeadersFor(path: string): Record<string, string> {
  const asset = path.replace(PRECOMPRESSED, '');
  const headers: Record<string, string> = { 'Cache-Control': cacheControlFor(asset) };
  if (COMPRESSIBLE.test(asset)) headers.Vary = 'Accept-Encoding';
  return headers;
}
