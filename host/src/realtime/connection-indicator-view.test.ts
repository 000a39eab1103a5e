import { INITIAL_CONNECTION_STATE, type ConnectionState } from '@iprism/shared/realtime';
import { connectionIndicatorView, historyNewestFirst } from './connection-indicator-view';

const view = (change: Partial<ConnectionState>, isHealthy = false) => connectionIndicatorView({ ...INITIAL_CONNECTION_STATE, ...change, isHealthy });
const ENTRY = { type: 'disconnected', timestamp: 1, error: 'transport close' } as const;

describe('connectionIndicatorView', () => {
  it('shows a healthy connection in green, with nothing to reconnect', () => {
    expect(view({ status: 'connected' }, true)).toEqual({ tone: 'success', status: 'connected', label: 'Live updates: connected', shortText: 'Live', canReconnect: false });
  });

  it('warns about a connection that is missing pongs', () => {
    expect(view({ status: 'connected', missedPongs: 2 }, false)).toMatchObject({ tone: 'warning', label: 'Live updates: connected, 2 missed pongs', canReconnect: true });
  });

  it('shows reconnecting with the attempt count', () => {
    expect(view({ status: 'reconnecting', reconnectAttempts: 3, history: [ENTRY] })).toEqual({
      tone: 'warning',
      status: 'reconnecting (attempt 3 of 15)',
      label: 'Live updates: reconnecting (attempt 3 of 15)',
      shortText: 'Reconnecting (3)',
      canReconnect: true,
    });
  });

  it('shows a lost connection in red, with a Reconnect', () => {
    expect(view({ status: 'disconnected', connectionError: 'Max reconnection attempts reached', history: [ENTRY] })).toEqual({
      tone: 'error',
      status: 'disconnected',
      label: 'Live updates: disconnected',
      shortText: 'Offline',
      canReconnect: true,
    });
  });

  it('shows the first connection as connecting, not as a failure', () => {
    expect(view({})).toMatchObject({ tone: 'neutral', label: 'Live updates: connecting', canReconnect: false });
  });
});

describe('historyNewestFirst', () => {
  it('reverses the oldest-first history without changing it', () => {
    const history = [ENTRY, { ...ENTRY, timestamp: 2 }];
    expect(historyNewestFirst(history).map((e) => e.timestamp)).toEqual([2, 1]);
    expect(history.map((e) => e.timestamp)).toEqual([1, 2]);
  });
});
