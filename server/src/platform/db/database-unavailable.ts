/**
 * Whether an error means the database server cannot be reached right now (refused, restarting, shutting
 * down, connection dropped or timed out) rather than that the query was wrong. The first is answered 503
 * and goes away by itself once the server is back; the pool replaces the broken connections.
 */

/** What HTTP (503) and the live socket (SERVICE_UNAVAILABLE) tell a client while the database cannot be reached. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable. Try again shortly.';

// SQLSTATE class 08 (connection exception) and the 57P0x shutdown / cannot-connect-now codes.
const UNAVAILABLE_SQLSTATE = /^(08\d{3}|57P0[1-3])$/;
// Socket errors from node:net while connecting or mid-query.
const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// node-postgres reports these as plain Errors without a code.
const UNAVAILABLE_MESSAGE = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended)/;

export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!(err instanceof Error) || depth > 4) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code))) return true;
  if (UNAVAILABLE_MESSAGE.test(err.message)) return true;
  // Node 20 reports a refused dual-stack connect as an AggregateError of one error per address.
  if (err instanceof AggregateError && err.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(err.cause, depth + 1);
}
