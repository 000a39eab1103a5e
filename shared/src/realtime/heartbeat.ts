/** The application-level ping/pong on top of socket.io's own (SPEC §4 healthy connection, §9 timings). */

export const PING_INTERVAL_MS = 30_000;
export const HEARTBEAT_CHECK_INTERVAL_MS = 10_000;
export const PONG_TIMEOUT_MS = 45_000;
export const MAX_MISSED_PONGS = 3;

export interface HeartbeatState {
  /** When the last pong came, or when the connection opened before any pong. */
  lastPongAt: number;
  missedPongs: number;
}

/** A fresh connection starts the clock as if it had just had a pong. */
export const startHeartbeat = (now: number): HeartbeatState => ({ lastPongAt: now, missedPongs: 0 });

/** Any pong clears the missed count. */
export const recordPong = (now: number): HeartbeatState => ({ lastPongAt: now, missedPongs: 0 });

export interface HeartbeatCheck {
  state: HeartbeatState;
  forceReconnect: boolean;
}

/**
 * One periodic check (every HEARTBEAT_CHECK_INTERVAL_MS): each check that finds more than 45 s
 * without a pong counts one missed pong; the third forces a reconnect. With 10 s checks a silent
 * socket is replaced about 65–75 s after its last pong.
 */
export function checkHeartbeat(state: HeartbeatState, now: number): HeartbeatCheck {
  if (now - state.lastPongAt <= PONG_TIMEOUT_MS) return { state, forceReconnect: false };
  const missedPongs = state.missedPongs + 1;
  return { state: { ...state, missedPongs }, forceReconnect: missedPongs >= MAX_MISSED_PONGS };
}

/** SPEC §4: healthy only when connected and no pong is missing. */
export const isHealthy = (connected: boolean, missedPongs: number): boolean => connected && missedPongs === 0;
