import { SOCKET_AUTH_ERRORS } from '../contracts/progress';

/** Retry delays after a failed or refused connection (SPEC §8). */
export const AUTH_RETRY_MS = 2_000;
/** An auth failure reported on a live socket (error event) is retried sooner: the server is clearly up. */
export const AUTH_ERROR_EVENT_RETRY_MS = 1_000;
export const UNREACHABLE_RETRY_MS = 5_000;
export const OTHER_CONNECT_ERROR_RETRY_MS = 3_000;

export interface ConnectErrorAction {
  /** The token was refused: the retry must be a new handshake, which fetches a fresh token. */
  refreshToken: boolean;
  retryAfterMs: number;
}

const AUTH_MARKERS = [SOCKET_AUTH_ERRORS.expired, SOCKET_AUTH_ERRORS.invalid];
const UNREACHABLE_MARKERS = ['Connection refused', 'websocket error'];

const contains = (message: string, markers: readonly string[]) => {
  const text = message.toLowerCase();
  return markers.some((m) => text.includes(m.toLowerCase()));
};

/** What to do after a failed handshake (`connect_error`), SPEC §8. Every failure is retried. */
export function connectErrorAction(message: string): ConnectErrorAction {
  if (contains(message, AUTH_MARKERS)) return { refreshToken: true, retryAfterMs: AUTH_RETRY_MS };
  if (contains(message, UNREACHABLE_MARKERS)) return { refreshToken: false, retryAfterMs: UNREACHABLE_RETRY_MS };
  return { refreshToken: false, retryAfterMs: OTHER_CONNECT_ERROR_RETRY_MS };
}

/**
 * What to do about the server's error event on a live socket (SPEC §8 "socket error event"). Only a
 * refused token calls for a new connection; any other refusal (a forbidden subscribe, a rate limit)
 * leaves the socket as it is, so this returns null.
 */
export function errorEventAction(message: string): ConnectErrorAction | null {
  return contains(message, AUTH_MARKERS) ? { refreshToken: true, retryAfterMs: AUTH_ERROR_EVENT_RETRY_MS } : null;
}
