/** The in-app path a link points to, or null when following it would leave the single-page app. */
export function inAppLinkPath(anchor: Pick<HTMLAnchorElement, 'href' | 'target' | 'hasAttribute'>, origin: string): string | null {
  if (!anchor.href || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  let url: URL;
  try {
    url = new URL(anchor.href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname.startsWith('/api/') || url.pathname.startsWith('/builds/')) return null;
  return url.pathname;
}

/** The id a location hash points at (`#features` → `features`), decoded; null when there is none. */
export function hashTargetId(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
