import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { isOriginAllowed, normaliseOrigin } from '../http/access/origin-check';

const firstValue = (header: string | string[] | undefined): string | undefined => (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim() || undefined;

/**
 * The origin the handshake was addressed to, read the way Fastify reads it with `trustProxy: true`
 * (X-Forwarded-Proto and X-Forwarded-Host first), so "same origin" means what it means for the REST API.
 */
export function ownOriginOf(req: IncomingMessage): string | null {
  const proto = firstValue(req.headers['x-forwarded-proto']) ?? ((req.socket as TLSSocket).encrypted ? 'https' : 'http');
  const host = firstValue(req.headers['x-forwarded-host']) ?? req.headers.host;
  return host ? `${proto}://${host}` : null;
}

/**
 * The socket handshake's Origin rule (ARCHITECTURE §6), the same allow-list as the REST access plugin:
 * the request's own origin or a configured one. Without an Origin header the caller is not a browser
 * (browsers always send one on WebSocket and cross-origin requests), so there is no page to protect
 * and the token check still applies.
 */
export function isHandshakeOriginAllowed(req: IncomingMessage, allowedOrigins: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  return isOriginAllowed(origin, allowedOrigins, ownOriginOf(req));
}

/** The configured origins, normalised, for the CORS answer of cross-origin polling. */
export const corsOrigins = (allowedOrigins: readonly string[]): string[] => allowedOrigins.map(normaliseOrigin).filter((o): o is string => o !== null);
