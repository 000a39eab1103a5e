import { SERVER_SHUTDOWN_MESSAGE } from '../contracts/progress';

/** The live connection as the UI sees it (SPEC §3 connection state, §4 lifecycle, §8 messages). */

export type ConnectionStatus = 'connected' | 'disconnected' | 'reconnecting';

export interface ConnectionHistoryEntry {
  type: 'connected' | 'disconnected';
  timestamp: number;
  error: string | null;
  /** On a connection, the socket id the server's `connected` event confirmed; null until it arrives. */
  socketId?: string | null;
}

export interface ConnectionState {
  status: ConnectionStatus;
  /** The last failure or disconnect reason; null once connected or after a deliberate disconnect. */
  connectionError: string | null;
  lastConnected: number | null;
  /** Reconnect attempts since the last successful connection. */
  reconnectAttempts: number;
  missedPongs: number;
  /** The socket id of the current connection, once the server's `connected` event confirmed it. */
  socketId: string | null;
  /** Oldest first, newest last; at most CONNECTION_HISTORY_LIMIT entries. */
  history: ConnectionHistoryEntry[];
}

export const CONNECTION_HISTORY_LIMIT = 20;
export const MAX_ATTEMPTS_MESSAGE = 'Max reconnection attempts reached';

export const INITIAL_CONNECTION_STATE: ConnectionState = {
  status: 'disconnected',
  connectionError: null,
  lastConnected: null,
  reconnectAttempts: 0,
  missedPongs: 0,
  socketId: null,
  history: [],
};

function withEntry(history: ConnectionHistoryEntry[], entry: ConnectionHistoryEntry): ConnectionHistoryEntry[] {
  return [...history, entry].slice(-CONNECTION_HISTORY_LIMIT);
}

export const isConnected = (state: ConnectionState): boolean => state.status === 'connected';

/** A successful (re)connection clears the error and the attempt count. */
export function markConnected(state: ConnectionState, now: number): ConnectionState {
  return {
    ...state,
    status: 'connected',
    connectionError: null,
    lastConnected: now,
    reconnectAttempts: 0,
    missedPongs: 0,
    socketId: null,
    history: withEntry(state.history, { type: 'connected', timestamp: now, error: null, socketId: null }),
  };
}

/** The server's `connected` event: its socket id goes on the current connection and its history entry. */
export function markServerConfirmed(state: ConnectionState, socketId: string): ConnectionState {
  if (state.status !== 'connected') return state;
  const last = state.history.at(-1);
  const history = last?.type === 'connected' ? [...state.history.slice(0, -1), { ...last, socketId }] : state.history;
  return { ...state, socketId, history };
}

/** A lost connection or a failed attempt; every one is recorded in the history. */
export function markDisconnected(state: ConnectionState, now: number, error: string | null): ConnectionState {
  return {
    ...state,
    status: 'disconnected',
    connectionError: error,
    missedPongs: 0,
    socketId: null,
    history: withEntry(state.history, { type: 'disconnected', timestamp: now, error }),
  };
}

/** A reconnect is scheduled; `attempt` counts from 1 since the last successful connection. */
export function markReconnecting(state: ConnectionState, attempt: number): ConnectionState {
  return { ...state, status: 'reconnecting', reconnectAttempts: attempt };
}

/** A deliberate connect (or "reconnect now") starts a fresh series of attempts. */
export function resetAttempts(state: ConnectionState): ConnectionState {
  return state.reconnectAttempts === 0 ? state : { ...state, reconnectAttempts: 0 };
}

/** SPEC §8: the client stopped retrying. */
export const markMaxAttemptsReached = (state: ConnectionState, now: number): ConnectionState => markDisconnected(state, now, MAX_ATTEMPTS_MESSAGE);

/** SPEC §8: the server announced a graceful stop. */
export const markServerShutdown = (state: ConnectionState, now: number): ConnectionState => markDisconnected(state, now, SERVER_SHUTDOWN_MESSAGE);

/** Mirrors the heartbeat's count, so the UI can tell a connected but unhealthy socket. */
export function withMissedPongs(state: ConnectionState, missedPongs: number): ConnectionState {
  return state.missedPongs === missedPongs ? state : { ...state, missedPongs };
}
