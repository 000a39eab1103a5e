import { atom, createStore } from 'jotai';
import { systemClock } from './clock';
import { INITIAL_CONNECTION_STATE } from './connection-state';
import { createProgressAtoms } from './progress-atoms';
import { HEARTBEAT_LOST_MESSAGE, createSocketClient } from './socket-client';
import { fakeIo, type FakeSocket } from './testing/fake-socket';
import { fakeJwt } from './testing/jwt';
import { memoryStorage } from './testing/memory-storage';

const NOW = 1_700_000_000_000;
const ORIGIN = 'https://iprism.example';

function setup({ tokens = ['token-1', 'token-2', 'token-3'] }: { tokens?: string[] } = {}) {
  const io = fakeIo();
  const store = createStore();
  const progress = createProgressAtoms({ storage: memoryStorage(), clock: systemClock });
  const connectionAtom = atom(INITIAL_CONNECTION_STATE);
  let issued = 0;
  const getToken = jest.fn(async () => tokens[Math.min(issued++, tokens.length - 1)] ?? null);
  const logger = { info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  const client = createSocketClient({ io, origin: ORIGIN, store, progress, connectionAtom, getToken, getUserId: () => 'user-1', clock: systemClock, logger });
  const socket = (): FakeSocket => {
    const first = io.sockets[0];
    if (!first) throw new Error('no socket was created');
    return first;
  };
  /** connect() and a successful handshake. */
  const connected = () => {
    client.connect();
    socket().acceptHandshake();
    return socket();
  };
  return { io, store, progress, client, getToken, logger, socket, connected, state: () => store.get(connectionAtom) };
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(NOW);
});
afterEach(() => jest.useRealTimers());

describe('connecting', () => {
  it('opens one socket at /api/ws, websocket first, with credentials and its own reconnection off', () => {
    const { client, io, socket } = setup();
    client.connect();
    client.connect();
    expect(io.sockets).toHaveLength(1);
    expect(socket().connectCalls).toBe(1);
    expect(socket().origin).toBe(ORIGIN);
    expect(socket().options).toMatchObject({ path: '/api/ws', transports: ['websocket', 'polling'], withCredentials: true, reconnection: false, timeout: 20_000 });
  });

  it('presents the session token at every handshake', async () => {
    const { client, socket } = setup();
    client.connect();
    await expect(socket().handshakeAuth()).resolves.toEqual({ token: 'token-1' });
    await expect(socket().handshakeAuth()).resolves.toEqual({ token: 'token-2' });
  });

  it('presents a null token when the provider fails, and says so in the log', async () => {
    const { client, socket, getToken, logger } = setup();
    getToken.mockRejectedValueOnce(new Error('offline'));
    client.connect();
    await expect(socket().handshakeAuth()).resolves.toEqual({ token: null });
    expect(logger.warn).toHaveBeenCalledWith('realtime', 'Could not get a session token for the live connection', { message: 'offline' });
  });

  it('on connect: records the connection, subscribes watched applications and asks for every known one', () => {
    const { client, store, progress, state, connected } = setup();
    store.set(progress.applyProgressAtom, { applicationId: 'app-1', stage: 'upload', progress: 40 });
    client.watch('app-2');
    const socket = connected();
    expect(state()).toMatchObject({ status: 'connected', connectionError: null, lastConnected: NOW, reconnectAttempts: 0 });
    expect(socket.payloads('subscribe')).toEqual([{ channel: 'app:app-2' }]);
    expect(socket.payloads('request-progress')).toEqual([
      { userId: 'user-1', applicationId: 'app-1', stage: 'all' },
      { userId: 'user-1', applicationId: 'app-2', stage: 'all' },
    ]);
    // Subscribed first, so no live update falls between the stored state and the subscription.
    expect(socket.sent.map((s) => s.event)).toEqual(['subscribe', 'request-progress', 'request-progress']);
  });

  it("records the server's `connected` confirmation in the connection history; another user's id is logged", () => {
    const { state, connected, logger } = setup();
    const socket = connected();
    expect(state()).toMatchObject({ socketId: null });
    socket.serverEmit('connected', { userId: 'user-1', socketId: 'sock-1' });
    expect(state().socketId).toBe('sock-1');
    expect(state().history.at(-1)).toMatchObject({ type: 'connected', socketId: 'sock-1' });
    socket.serverEmit('connected', { userId: 'user-2', socketId: 'sock-2' });
    expect(logger.warn).toHaveBeenCalledWith('realtime', 'The server confirmed another user on this socket', { socketId: 'sock-2' });
    socket.serverEmit('connected', { nonsense: true });
    expect(logger.warn).toHaveBeenCalledWith('realtime', 'Ignoring a malformed connected event');
    socket.drop('transport close');
    expect(state()).toMatchObject({ status: 'reconnecting', socketId: null });
    expect(state().history.find((e) => e.type === 'connected')).toMatchObject({ socketId: 'sock-2' });
  });

  it('subscribes and asks again after a reconnect', () => {
    const { client, connected } = setup();
    client.watch('app-2');
    const socket = connected();
    socket.drop('transport close');
    jest.advanceTimersByTime(1_000);
    socket.acceptHandshake();
    expect(socket.payloads('subscribe')).toEqual([{ channel: 'app:app-2' }, { channel: 'app:app-2' }]);
    expect(socket.payloads('request-progress')).toHaveLength(2);
  });
});

describe('watching', () => {
  it('subscribes and asks at once when already connected, once per application', () => {
    const { client, connected } = setup();
    const socket = connected();
    client.watch('app-9');
    client.watch('app-9');
    expect(socket.payloads('subscribe')).toEqual([{ channel: 'app:app-9' }]);
    expect(socket.payloads('request-progress')).toEqual([{ userId: 'user-1', applicationId: 'app-9', stage: 'all' }]);
  });

  it('unsubscribes when the last watcher leaves, and no longer re-subscribes after reconnect', () => {
    const { client, connected } = setup();
    client.watch('app-9');
    client.watch('app-9');
    const socket = connected();
    client.unwatch('app-9');
    expect(socket.payloads('unsubscribe')).toEqual([]);
    client.unwatch('app-9');
    expect(socket.payloads('unsubscribe')).toEqual([{ channel: 'app:app-9' }]);
    client.unwatch('app-9');
    socket.drop('transport close');
    jest.advanceTimersByTime(1_000);
    socket.acceptHandshake();
    expect(socket.payloads('subscribe')).toHaveLength(1);
  });
});

describe('connect errors (SPEC §8)', () => {
  it.each([
    ['JWT is expired', 2_000],
    ['Token verification failed', 2_000],
    ['Connection refused', 5_000],
    ['websocket error', 5_000],
    ['xhr poll error', 3_000],
  ])('retries "%s" after %i ms', (message, delayMs) => {
    const { client, socket, state } = setup();
    client.connect();
    socket().failHandshake(message);
    expect(state()).toMatchObject({ status: 'reconnecting', reconnectAttempts: 1, connectionError: message });
    jest.advanceTimersByTime(delayMs - 1);
    expect(socket().connectCalls).toBe(1);
    jest.advanceTimersByTime(1);
    expect(socket().connectCalls).toBe(2);
  });

  it('fetches a fresh token for the handshake after a refused one', async () => {
    const { client, socket, getToken } = setup();
    client.connect();
    await socket().handshakeAuth();
    socket().failHandshake('JWT is expired');
    jest.advanceTimersByTime(2_000);
    await expect(socket().handshakeAuth()).resolves.toEqual({ token: 'token-2' });
    expect(getToken).toHaveBeenCalledTimes(2);
  });

  it('reconnects 1 s after the server reports an expired token on the open socket', () => {
    const { connected, state } = setup();
    const socket = connected();
    socket.serverEmit('socket-error', { code: 'UNAUTHORIZED', message: 'JWT is expired' });
    expect(socket.disconnectCalls).toBe(1);
    expect(state()).toMatchObject({ status: 'reconnecting', connectionError: 'JWT is expired' });
    jest.advanceTimersByTime(999);
    expect(socket.connectCalls).toBe(1);
    jest.advanceTimersByTime(1);
    expect(socket.connectCalls).toBe(2);
  });

  it('only logs any other refusal on the open socket', () => {
    const { connected, state, logger } = setup();
    const socket = connected();
    const refusal = { code: 'FORBIDDEN', message: 'You do not have access to this application.', event: 'subscribe' };
    socket.serverEmit('socket-error', refusal);
    expect(state().status).toBe('connected');
    expect(socket.disconnectCalls).toBe(0);
    expect(logger.warn).toHaveBeenCalledWith('realtime', `Socket request refused: ${refusal.message}`, refusal);
  });
});

describe('backoff (SPEC §9)', () => {
  it('grows 2^n s past the failure delay, capped at 30 s, and stops after 15 attempts', () => {
    const { client, socket, state, logger } = setup();
    client.connect();
    const delays = [3_000, 3_000, 4_000, 8_000, 16_000, ...Array<number>(10).fill(30_000)];
    delays.forEach((delayMs, i) => {
      socket().failHandshake('xhr poll error');
      expect(state().reconnectAttempts).toBe(i + 1);
      jest.advanceTimersByTime(delayMs - 1);
      expect(socket().connectCalls).toBe(i + 1);
      jest.advanceTimersByTime(1);
      expect(socket().connectCalls).toBe(i + 2);
    });
    socket().failHandshake('xhr poll error');
    expect(state()).toMatchObject({ status: 'disconnected', connectionError: 'Max reconnection attempts reached' });
    expect(logger.warn).toHaveBeenCalledWith('realtime', 'Max reconnection attempts reached', { lastError: 'xhr poll error' });
    jest.advanceTimersByTime(10 * 60_000);
    expect(socket().connectCalls).toBe(16);
  });

  it('starts a fresh series on reconnectNow, even after giving up', () => {
    const { client, socket, state } = setup();
    client.connect();
    for (let i = 0; i < 16; i++) {
      socket().failHandshake('xhr poll error');
      jest.runOnlyPendingTimers();
    }
    expect(state().connectionError).toBe('Max reconnection attempts reached');
    client.reconnectNow();
    expect(socket().connectCalls).toBe(17);
    expect(state().reconnectAttempts).toBe(0);
    socket().acceptHandshake();
    expect(state().status).toBe('connected');
  });
});

describe('reconnectNow', () => {
  it('replaces an open connection at once', () => {
    const { client, connected, state } = setup();
    const socket = connected();
    client.reconnectNow();
    expect(socket.disconnectCalls).toBe(1);
    expect(socket.connectCalls).toBe(2);
    expect(state().status).toBe('disconnected');
    socket.acceptHandshake();
    expect(state().status).toBe('connected');
  });

  it('cuts a planned retry short', () => {
    const { client, socket } = setup();
    client.connect();
    socket().failHandshake('websocket error');
    client.reconnectNow();
    expect(socket().connectCalls).toBe(2);
    jest.advanceTimersByTime(60_000);
    expect(socket().connectCalls).toBe(2);
  });

  it('leaves a handshake under way alone', () => {
    const { client, socket } = setup();
    client.connect();
    client.reconnectNow();
    expect(socket().connectCalls).toBe(1);
  });
});

describe('disconnects (SPEC §8)', () => {
  it.each(['transport close', 'ping timeout', 'transport error'])('reconnects 1 s after "%s"', (reason) => {
    const { connected, state } = setup();
    const socket = connected();
    socket.drop(reason);
    expect(state()).toMatchObject({ status: 'reconnecting', connectionError: reason, reconnectAttempts: 1 });
    jest.advanceTimersByTime(999);
    expect(socket.connectCalls).toBe(1);
    jest.advanceTimersByTime(1);
    expect(socket.connectCalls).toBe(2);
  });

  it("does not reconnect after disconnect() ('io client disconnect')", () => {
    const { client, connected, state } = setup();
    const socket = connected();
    client.disconnect();
    expect(socket.disconnectCalls).toBe(1);
    expect(state()).toMatchObject({ status: 'disconnected', connectionError: null });
    jest.advanceTimersByTime(5 * 60_000);
    expect(socket.connectCalls).toBe(1);
    expect(socket.payloads('ping')).toEqual([]);
  });

  it("does not reconnect after 'io server disconnect'", () => {
    const { connected, state } = setup();
    const socket = connected();
    socket.drop('io server disconnect');
    expect(state()).toMatchObject({ status: 'disconnected', connectionError: 'io server disconnect' });
    jest.advanceTimersByTime(5 * 60_000);
    expect(socket.connectCalls).toBe(1);
  });

  it('drops a planned retry on disconnect()', () => {
    const { client, socket, state } = setup();
    client.connect();
    socket().failHandshake('websocket error');
    client.disconnect();
    jest.advanceTimersByTime(60_000);
    expect(socket().connectCalls).toBe(1);
    expect(state().status).toBe('disconnected');
  });

  it("marks a 'server-shutdown' as disconnected and stays so when the server closes the socket", () => {
    const { connected, state } = setup();
    const socket = connected();
    socket.serverEmit('server-shutdown', { message: 'Server shutting down' });
    expect(state()).toMatchObject({ status: 'disconnected', connectionError: 'Server shutting down' });
    socket.drop('io server disconnect');
    expect(state().connectionError).toBe('Server shutting down');
    jest.advanceTimersByTime(5 * 60_000);
    expect(socket.connectCalls).toBe(1);
    expect(socket.payloads('ping')).toEqual([]);
  });
});

describe('heartbeat (SPEC §9)', () => {
  it('pings every 30 s while connected', () => {
    const { connected } = setup();
    const socket = connected();
    jest.advanceTimersByTime(29_999);
    expect(socket.payloads('ping')).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(socket.sent.filter((s) => s.event === 'ping')).toEqual([{ event: 'ping', args: [] }]);
    jest.advanceTimersByTime(30_000);
    expect(socket.payloads('ping')).toHaveLength(2);
  });

  it('stays connected and healthy while pongs come back', () => {
    const { connected, state } = setup();
    const socket = connected();
    socket.answerPings = true;
    jest.advanceTimersByTime(5 * 60_000);
    expect(state()).toMatchObject({ status: 'connected', missedPongs: 0 });
    expect(socket.connectCalls).toBe(1);
  });

  it('counts missed pongs, and a pong clears them', () => {
    const { connected, state } = setup();
    const socket = connected();
    jest.advanceTimersByTime(49_999);
    expect(state().missedPongs).toBe(0);
    jest.advanceTimersByTime(1);
    expect(state().missedPongs).toBe(1);
    socket.serverEmit('pong', { ts: Date.now() });
    expect(state().missedPongs).toBe(0);
  });

  it('forces a reconnect at the third missed pong', () => {
    const { connected, state, logger } = setup();
    const socket = connected();
    jest.advanceTimersByTime(60_000);
    expect(state().missedPongs).toBe(2);
    expect(socket.connectCalls).toBe(1);
    jest.advanceTimersByTime(10_000);
    expect(socket.disconnectCalls).toBe(1);
    expect(socket.connectCalls).toBe(2);
    expect(state()).toMatchObject({ status: 'disconnected', connectionError: HEARTBEAT_LOST_MESSAGE, missedPongs: 0 });
    expect(logger.warn).toHaveBeenCalledWith('realtime', HEARTBEAT_LOST_MESSAGE, { missedPongs: 3 });
    socket.acceptHandshake();
    expect(state()).toMatchObject({ status: 'connected', missedPongs: 0 });
  });
});

describe('token refresh', () => {
  it('hands the server the user token refreshed after 60 s', async () => {
    const { client, socket } = setup();
    client.connect();
    await socket().handshakeAuth();
    socket().answerPings = true;
    socket().acceptHandshake();
    await jest.advanceTimersByTimeAsync(59_999);
    expect(socket().payloads('auth:refresh')).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(socket().payloads('auth:refresh')).toEqual([{ token: 'token-2' }]);
  });

  it('sends the proactive refresh every 3,000,000 ms, even with an unchanged token', async () => {
    const { client, socket } = setup({ tokens: ['same-token'] });
    client.connect();
    await socket().handshakeAuth();
    socket().answerPings = true;
    socket().acceptHandshake();
    await jest.advanceTimersByTimeAsync(2_999_999);
    expect(socket().payloads('auth:refresh')).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(socket().payloads('auth:refresh')).toEqual([{ token: 'same-token' }]);
    await jest.advanceTimersByTimeAsync(3_000_000);
    expect(socket().payloads('auth:refresh')).toHaveLength(2);
  });

  it('refreshes a short-lived token 8 s before it expires, then follows the new one', async () => {
    const exp = (s: number) => fakeJwt({ sub: 'user-1', exp: NOW / 1000 + s });
    const { client, socket } = setup({ tokens: [exp(60), exp(120), exp(180)] });
    client.connect();
    await socket().handshakeAuth();
    socket().answerPings = true;
    socket().acceptHandshake();
    await jest.advanceTimersByTimeAsync(51_999);
    expect(socket().payloads('auth:refresh')).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(socket().payloads('auth:refresh')).toEqual([{ token: exp(120) }]);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(socket().payloads('auth:refresh')).toEqual([{ token: exp(120) }, { token: exp(180) }]);
  });

  it('does not resend a token the provider has not refreshed yet', async () => {
    const { client, socket, getToken } = setup({ tokens: ['same-token'] });
    client.connect();
    await socket().handshakeAuth();
    socket().answerPings = true;
    socket().acceptHandshake();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(getToken).toHaveBeenCalledTimes(2);
    expect(socket().payloads('auth:refresh')).toEqual([]);
    expect(socket().connected).toBe(true);
  });

  it('stops refreshing once disconnected', async () => {
    const { client, socket, getToken } = setup();
    client.connect();
    await socket().handshakeAuth();
    socket().acceptHandshake();
    client.disconnect();
    await jest.advanceTimersByTimeAsync(3_000_000);
    expect(getToken).toHaveBeenCalledTimes(1);
    expect(socket().payloads('auth:refresh')).toEqual([]);
  });
});

describe('incoming events', () => {
  it.each(['progress', 'user-progress', 'app-progress'])('applies "%s" to the progress atoms', (event) => {
    const { connected, store, progress } = setup();
    connected().serverEmit(event, { applicationId: 'app-1', stage: 'report', progress: 55, message: 'Writing' });
    expect(store.get(progress.stageProgressAtom('app-1', 'report')).global).toMatchObject({ progress: 55, message: 'Writing' });
  });

  it('keeps the error type and tasks of a replayed stage (request-progress after a reconnect)', () => {
    const { connected, store, progress } = setup();
    const stored = { applicationId: 'app-1', stage: 'idsAnalysis', progress: -1, message: 'Parser failed', final: true, timestamp: 5, error: true, errorMessage: 'Parser failed', errorType: 'parse_error', tasks: { t1: { progress: 40, message: 'Reading', type: 'parse', timestamp: 4 } } };
    connected().serverEmit('progress', stored);
    const stage = store.get(progress.stageProgressAtom('app-1', 'idsAnalysis'));
    expect(stage.global).toMatchObject({ error: true, errorType: 'parse_error', errorMessage: 'Parser failed' });
    expect(stage.tasks.t1).toMatchObject({ progress: 40, type: 'parse' });
  });

  it('logs the warnings of an ignored progress payload', () => {
    const { connected, logger } = setup();
    connected().serverEmit('progress', { applicationId: 'app-1', stage: 'claims', progress: 5 });
    expect(logger.warn).toHaveBeenCalledWith('realtime', 'Ignoring progress for unknown stage "claims"');
  });

  it('hands notifications to every listener until it unsubscribes', () => {
    const { client, connected, logger } = setup();
    const socket = connected();
    const notification = { id: 'n1', iconName: 'bell', color: 'blue', text: 'Report ready', viewed: false, dismissed: false, adminOnly: false, category: 'general', createdAt: '2026-11-23T12:00:00.000Z' };
    const failing = jest.fn(() => {
      throw new Error('listener bug');
    });
    const listener = jest.fn();
    client.onNotification(failing);
    const stop = client.onNotification(listener);
    socket.serverEmit('notification', notification);
    expect(listener).toHaveBeenCalledWith(notification);
    expect(logger.error).toHaveBeenCalledWith('realtime', 'Notification listener failed', { message: 'listener bug' });
    stop();
    socket.serverEmit('notification', notification);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ignores a malformed notification', () => {
    const { client, connected, logger } = setup();
    const listener = jest.fn();
    client.onNotification(listener);
    connected().serverEmit('notification', { text: 'no id' });
    expect(listener).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledWith('realtime', 'Ignoring a malformed notification');
  });
});
