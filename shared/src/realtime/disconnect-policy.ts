/** SPEC §8: a connection lost for any other reason comes back after 1 s. */
export const DISCONNECT_RECONNECT_DELAY_MS = 1_000;

/**
 * socket.io's reasons for a deliberate disconnect: the server kicked the socket, or this client
 * closed it. Neither is retried (the server meant it; the client meant it).
 */
export const DELIBERATE_DISCONNECT_REASONS = ['io server disconnect', 'io client disconnect'] as const;

/** Delay before reconnecting after `disconnect` with this reason, or null for no reconnect. */
export function reconnectDelayAfterDisconnect(reason: string): number | null {
  return (DELIBERATE_DISCONNECT_REASONS as readonly string[]).includes(reason) ? null : DISCONNECT_RECONNECT_DELAY_MS;
}
