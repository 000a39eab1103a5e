/**
 * The headers every response carries (ARCHITECTURE §6, docs/security.md). Pure: the plugin passes the
 * deployment's facts. Scripts come only from this origin (no inline script, no eval, no other site);
 * styles may be inline because MUI/emotion inserts <style> elements at run time.
 */
export interface PerimeterFacts {
  /** Clerk's Frontend API origin when Clerk signs users in: its script, API and frames are allowed, nothing else foreign. */
  clerkOrigin: string | null;
}

export function contentSecurityPolicy({ clerkOrigin }: PerimeterFacts): string {
  const clerk = clerkOrigin ? ` ${clerkOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${clerk}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${clerk}${clerkOrigin ? ' https://img.clerk.com' : ''}`,
    "font-src 'self' data:",
    `connect-src 'self'${clerk}`,
    // The PDF viewer's pdf.js worker is a file of this origin.
    `worker-src 'self' blob:${clerk}`,
    `frame-src 'self'${clerk}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** HSTS for a year, only on a response that went out over TLS (a browser ignores it over HTTP anyway). */
const HSTS = 'max-age=31536000; includeSubDomains';

export function securityHeaders(facts: PerimeterFacts, overTls: boolean): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(facts),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'cross-origin-opener-policy': 'same-origin',
    ...(overTls ? { 'strict-transport-security': HSTS } : {}),
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request the browser says another site started (Sec-Fetch-Site: cross-site): refused
 * whatever else it carries. Same-site and same-origin pass on to the Origin and CSRF checks; a client
 * without the header (not a browser, or an old one) is judged by those checks alone.
 */
export const isCrossSiteMutation = (method: string, secFetchSite: string | string[] | undefined): boolean =>
  !SAFE_METHODS.has(method.toUpperCase()) && secFetchSite === 'cross-site';
