/** Paths whose next segment is a bearer secret (an invitation or agreement token). */
const TOKEN_PATH_PREFIXES = ['/api/invitations/', '/api/agreements/', '/agreement/'];
/** Fixed routes under those prefixes: not tokens. */
const NOT_TOKENS = new Set(['accept', 'resend-to-email']);
/** Query parameters that carry secrets (e-mail link tokens, Clerk tickets). */
const SECRET_PARAMS = new Set(['token', 'attempttoken', 'ticket', '__clerk_ticket', '__clerk_db_jwt', 'code']);

export const REDACTED = '[redacted]';

/**
 * The request URL as it may be logged: tokens in paths and secret query parameters replaced, so a
 * log reader cannot accept someone's invitation or reset their password.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt < 0 ? url : url.slice(0, queryAt);
  const query = queryAt < 0 ? '' : url.slice(queryAt + 1);
  for (const prefix of TOKEN_PATH_PREFIXES) {
    if (!path.startsWith(prefix)) continue;
    const rest = path.slice(prefix.length);
    const end = rest.indexOf('/');
    const segment = end < 0 ? rest : rest.slice(0, end);
    if (segment && !NOT_TOKENS.has(segment)) path = `${prefix}${REDACTED}${end < 0 ? '' : rest.slice(end)}`;
    break;
  }
  if (!query) return queryAt < 0 ? path : `${path}?`;
  const params = query.split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const name = eq < 0 ? pair : pair.slice(0, eq);
    return SECRET_PARAMS.has(decodeName(name).toLowerCase()) ? `${name}=${REDACTED}` : pair;
  });
  return `${path}?${params.join('&')}`;
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** Header and field paths pino removes from every log line (Fastify's `logger.redact`). */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
];
