import { MAX_MISSED_PONGS, PONG_TIMEOUT_MS, checkHeartbeat, isHealthy, recordPong, startHeartbeat } from './heartbeat';

describe('heartbeat', () => {
  const t0 = 1_000_000;

  it('counts nothing while a pong came within 45 s', () => {
    const state = startHeartbeat(t0);
    expect(checkHeartbeat(state, t0 + PONG_TIMEOUT_MS)).toEqual({ state, forceReconnect: false });
  });

  it('counts one missed pong per check once more than 45 s passed without a pong', () => {
    const first = checkHeartbeat(startHeartbeat(t0), t0 + 45_001);
    expect(first).toEqual({ state: { lastPongAt: t0, missedPongs: 1 }, forceReconnect: false });
    const second = checkHeartbeat(first.state, t0 + 55_001);
    expect(second.state.missedPongs).toBe(2);
    expect(second.forceReconnect).toBe(false);
  });

  it('forces a reconnect at the third missed pong', () => {
    expect(MAX_MISSED_PONGS).toBe(3);
    expect(checkHeartbeat({ lastPongAt: t0, missedPongs: 2 }, t0 + 65_001)).toEqual({ state: { lastPongAt: t0, missedPongs: 3 }, forceReconnect: true });
  });

  it('clears the missed count on a pong', () => {
    expect(recordPong(t0 + 70_000)).toEqual({ lastPongAt: t0 + 70_000, missedPongs: 0 });
  });

  it('is healthy only when connected with no missed pong', () => {
    expect(isHealthy(true, 0)).toBe(true);
    expect(isHealthy(true, 1)).toBe(false);
    expect(isHealthy(false, 0)).toBe(false);
  });
});
