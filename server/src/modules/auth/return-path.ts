/** Longest return path a mailed link carries; longer ones are dropped rather than cut. */
export const RETURN_PATH_MAX_LENGTH = 2048;

/**
 * The sign-up form's redirect_url as a path on this site, or null: it must start with exactly one '/'
 * (not '//' or '/\', which browsers read as another host) and hold no control characters or
 * backslashes. The host checks it again before navigating; the server only refuses to mail a link that
 * could send the reader anywhere else. The sign-in and sign-up pages are refused so a link cannot loop.
 */
export function sameOriginReturnPath(raw: string | undefined | null): string | null {
  if (!raw) return null;
  const value = raw.trim();
  if (value.length === 0 || value.length > RETURN_PATH_MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || value[i] === '\\') return null;
  }
  try {
    if (new URL(value, 'http://return.invalid').origin !== 'http://return.invalid') return null;
  } catch {
    return null;
  }
  if (/^\/(sign-in|sign-up)(\/|$|\?|#)/.test(value)) return null;
  return value;
}

/** `${origin}/sign-up/verify?token=…`, plus `&redirect_url=…` when the user was on their way somewhere. */
export function verificationLink(origin: string, token: string, returnPath: string | null): string {
  const query = new URLSearchParams({ token });
  if (returnPath) query.set('redirect_url', returnPath);
  return `${origin}/sign-up/verify?${query.toString()}`;
}
