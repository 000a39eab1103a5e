import type { FastifyRequest } from 'fastify';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

const hostnameOf = (host: string): string => {
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return '';
  }
};

/**
 * True only for a browser talking plain HTTP to this server on localhost: the connection is not TLS,
 * no trusted proxy says it was, the Host is a loopback name, and no configured public origin says the
 * product is served elsewhere. Forwarded headers can only make the answer false (more secure), never true.
 */
export function isPlainHttpLocalhost(req: FastifyRequest, publicOrigin: string | undefined): boolean {
  const socket = req.raw.socket as { encrypted?: boolean } | undefined;
  if (socket?.encrypted || req.protocol === 'https') return false;
  if (publicOrigin) {
    const origin = new URL(publicOrigin);
    if (origin.protocol !== 'http:' || !LOOPBACK_NAMES.has(origin.hostname)) return false;
  }
  return LOOPBACK_NAMES.has(hostnameOf(req.headers.host ?? ''));
}
