import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { isOriginAllowed, normaliseOrigin } from '../../platform/http/access/origin-check';

const firstValue = (header: string | string[] | undefined): string | undefined => (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim() || undefined;

/**
 * The origin the handshake was addressed to, read the way Fastify reads a request under TRUST_PROXY:
 * X-Forwarded-Proto and X-Forwarded-Host only from a peer named there, so "same origin" means what it means
 * for the REST API and a client cannot claim another origin by sending the headers itself.
 */
export function ownOriginOf(req: IncomingMessage, trusted: (address: string | undefined) => boolean): string | null {
  const viaProxy = trusted(req.socket.remoteAddress);
  const forwarded = (name: string) => (viaProxy ? firstValue(req.headers[name]) : undefined);
  const proto = forwarded('x-forwarded-proto') ?? ((req.socket as TLSSocket).encrypted ? 'https' : 'http');
  const host = forwarded('x-forwarded-host') ?? req.headers.host;
  return host ? `${proto}://${host}` : null;
}

/**
 * The socket handshake's Origin rule (ARCHITECTURE §6), the same allow-list as the REST access plugin:
 * the request's own origin or a configured one. Without an Origin header the caller is not a browser
 * (browsers always send one on WebSocket and cross-origin requests), so there is no page to protect
 * and the token check still applies.
 */
export function isHandshakeOriginAllowed(req: IncomingMessage, allowedOrigins: readonly string[], trusted: (address: string | undefined) => boolean): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  return isOriginAllowed(origin, allowedOrigins, ownOriginOf(req, trusted));
}

/** The configured origins, normalised, for the CORS answer of cross-origin polling. */
export const corsOrigins = (allowedOrigins: readonly string[]): string[] => allowedOrigins.map(normaliseOrigin).filter((o): o is string => o !== null);
