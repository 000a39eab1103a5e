/** Where a signed-in user goes when the sign-in link carries no usable redirect_url. */
export const DEFAULT_AFTER_SIGN_IN = '/dashboard';

function hasControlOrBackslash(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || value[i] === '\\') return true;
  }
  return false;
}

const AUTH_PAGES = /^\/(sign-in|sign-up)(\/|$|\?|#)/;

/**
 * The `redirect_url` query value as a same-origin path, or null (no open redirect): a path must start
 * with one '/' (not '//' or '/\', which browsers read as another host); an absolute URL is accepted
 * only on `origin` and reduced to its path. The sign-in and sign-up pages themselves are refused so a
 * redirect cannot loop.
 */
export function returnPathOrNull(raw: string | null | undefined, origin: string): string | null {
  if (!raw) return null;
  const value = raw.trim();
  // Control characters and backslashes are how "/\evil.com" and "/\tevil.com" sneak past naive checks.
  if (hasControlOrBackslash(value)) return null;
  let path: string;
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return null;
    path = value;
  } else {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return null;
    }
    if (url.origin !== origin) return null;
    path = `${url.pathname}${url.search}${url.hash}`;
  }
  // Resolving against the origin must not change the host (belt and braces for odd encodings).
  try {
    if (new URL(path, origin).origin !== origin) return null;
  } catch {
    return null;
  }
  return AUTH_PAGES.test(path) ? null : path;
}

/** The `redirect_url` query value as a same-origin path (see returnPathOrNull), or `fallback`. */
export function safeRedirectPath(raw: string | null | undefined, origin: string, fallback: string = DEFAULT_AFTER_SIGN_IN): string {
  return returnPathOrNull(raw, origin) ?? fallback;
}

/** `/sign-in?redirect_url=…` (or /sign-up) that brings the user back to `returnTo` afterwards. */
export function authPageWithReturn(page: '/sign-in' | '/sign-up', returnTo: string): string {
  return `${page}?${new URLSearchParams({ redirect_url: returnTo }).toString()}`;
}
