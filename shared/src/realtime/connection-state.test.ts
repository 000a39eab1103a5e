import {
  CONNECTION_HISTORY_LIMIT,
  INITIAL_CONNECTION_STATE,
  isConnected,
  markConnected,
  markDisconnected,
  markMaxAttemptsReached,
  markReconnecting,
  markServerShutdown,
  resetAttempts,
  withMissedPongs,
} from './connection-state';

describe('connection state', () => {
  it('starts disconnected with no error, attempt or history', () => {
    expect(INITIAL_CONNECTION_STATE).toEqual({ status: 'disconnected', connectionError: null, lastConnected: null, reconnectAttempts: 0, missedPongs: 0, socketId: null, history: [] });
  });

  it('connects: clears the error, the attempts and the missed pongs, and records lastConnected', () => {
    const failing = markReconnecting(markDisconnected(INITIAL_CONNECTION_STATE, 10, 'websocket error'), 4);
    const state = markConnected(withMissedPongs(failing, 2), 20);
    expect(state).toMatchObject({ status: 'connected', connectionError: null, lastConnected: 20, reconnectAttempts: 0, missedPongs: 0 });
    expect(isConnected(state)).toBe(true);
  });

  it('disconnects with the error and keeps lastConnected', () => {
    const state = markDisconnected(markConnected(INITIAL_CONNECTION_STATE, 5), 9, 'transport close');
    expect(state).toMatchObject({ status: 'disconnected', connectionError: 'transport close', lastConnected: 5 });
    expect(isConnected(state)).toBe(false);
  });

  it('reconnecting keeps the last error and counts the attempt', () => {
    const state = markReconnecting(markDisconnected(INITIAL_CONNECTION_STATE, 1, 'xhr poll error'), 3);
    expect(state).toMatchObject({ status: 'reconnecting', reconnectAttempts: 3, connectionError: 'xhr poll error' });
  });

  it('records every connect and disconnect, newest last', () => {
    const state = markDisconnected(markConnected(INITIAL_CONNECTION_STATE, 1), 2, 'ping timeout');
    expect(state.history).toEqual([
      { type: 'connected', timestamp: 1, error: null, socketId: null },
      { type: 'disconnected', timestamp: 2, error: 'ping timeout' },
    ]);
  });

  it('keeps only the 20 newest history entries', () => {
    let state = INITIAL_CONNECTION_STATE;
    for (let t = 1; t <= 25; t++) state = t % 2 ? markConnected(state, t) : markDisconnected(state, t, 'x');
    expect(CONNECTION_HISTORY_LIMIT).toBe(20);
    expect(state.history).toHaveLength(20);
    expect(state.history[0]?.timestamp).toBe(6);
    expect(state.history.at(-1)?.timestamp).toBe(25);
  });

  it('resets the attempt count for a deliberate connect, keeping the status', () => {
    const reconnecting = markReconnecting(INITIAL_CONNECTION_STATE, 6);
    expect(resetAttempts(reconnecting)).toMatchObject({ status: 'reconnecting', reconnectAttempts: 0 });
    expect(resetAttempts(INITIAL_CONNECTION_STATE)).toBe(INITIAL_CONNECTION_STATE);
  });

  it("gives up as disconnected with 'Max reconnection attempts reached'", () => {
    const state = markMaxAttemptsReached(markReconnecting(INITIAL_CONNECTION_STATE, 15), 7);
    expect(state).toMatchObject({ status: 'disconnected', connectionError: 'Max reconnection attempts reached' });
  });

  it("marks a server shutdown as disconnected with 'Server shutting down'", () => {
    const state = markServerShutdown(markConnected(INITIAL_CONNECTION_STATE, 1), 2);
    expect(state).toMatchObject({ status: 'disconnected', connectionError: 'Server shutting down' });
    expect(state.history.at(-1)).toEqual({ type: 'disconnected', timestamp: 2, error: 'Server shutting down' });
  });

  it('returns the same state when the missed pong count did not change', () => {
    const state = markConnected(INITIAL_CONNECTION_STATE, 1);
    expect(withMissedPongs(state, 0)).toBe(state);
    expect(withMissedPongs(state, 1).missedPongs).toBe(1);
  });
});
