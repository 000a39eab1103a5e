import type { Atom, PrimitiveAtom, createStore } from 'jotai';
import { NotificationSchema, type Notification } from '../contracts/notifications';
import { CLIENT_EVENTS, ConnectedSchema, PROGRESS_EVENTS, SERVER_EVENTS, SOCKET_PATH, SocketErrorSchema, StageSnapshotSchema, appChannel, type RequestProgress } from '../contracts/progress';
import type { ConsoleLogger } from '../logger/console-logger';
import { planReconnect } from './backoff';
import type { Clock, TimerHandle } from './clock';
import { connectErrorAction, errorEventAction } from './connect-error-policy';
import {
  MAX_ATTEMPTS_MESSAGE,
  markConnected,
  markDisconnected,
  markMaxAttemptsReached,
  markReconnecting,
  markServerConfirmed,
  markServerShutdown,
  resetAttempts,
  withMissedPongs,
  type ConnectionState,
} from './connection-state';
import { reconnectDelayAfterDisconnect } from './disconnect-policy';
import { HEARTBEAT_CHECK_INTERVAL_MS, PING_INTERVAL_MS, checkHeartbeat, recordPong, startHeartbeat } from './heartbeat';
import type { ProgressAtoms } from './progress-atoms';
import type { RealtimeSocket, SocketConnectOptions, SocketFactory } from './socket-types';
import { TOKEN_PROACTIVE_REFRESH_MS, userTokenRefreshDelayMs } from './token-refresh';

export type JotaiStore = ReturnType<typeof createStore>;
export type NotificationListener = (notification: Notification) => void;

/** SPEC §9 connection timeout. */
export const SOCKET_CONNECT_TIMEOUT_MS = 20_000;
/** The connection error recorded when the heartbeat replaces a silent socket. */
export const HEARTBEAT_LOST_MESSAGE = 'No pong from the server';

const LOG_CATEGORY = 'realtime';

export interface SocketClientDeps {
  io: SocketFactory;
  /** The API origin; the socket lives at SOCKET_PATH on it. */
  origin: string;
  store: JotaiStore;
  progress: Pick<ProgressAtoms, 'progressAtom' | 'applyProgressAtom' | 'applySnapshotAtom'>;
  connectionAtom: PrimitiveAtom<ConnectionState>;
  /** The session token, fetched for every handshake and every proactive refresh. */
  getToken: () => Promise<string | null>;
  getUserId: () => string | null;
  clock: Clock;
  logger: Pick<ConsoleLogger, 'info' | 'warn' | 'error'>;
}

export interface SocketClient {
  /** Opens the connection (idempotent); from then on every rule of SPEC §8 keeps it open. */
  connect(): void;
  /** Closes it for good (sign-out): no reconnect until the next connect(). */
  disconnect(): void;
  /** A fresh start right now: clears the attempt count, even after 'Max reconnection attempts reached'. */
  reconnectNow(): void;
  /** Subscribes to app:{id} and asks for its stored progress, now and after every reconnect. Counted: call unwatch once per watch. */
  watch(applicationId: string): void;
  unwatch(applicationId: string): void;
  /** Listens to the server's `notification` event; returns the unsubscribe function. */
  onNotification(listener: NotificationListener): () => void;
  readonly connectionStateAtom: Atom<ConnectionState>;
  /** The store the client writes to; hooks read from the same one. */
  readonly store: JotaiStore;
}

const errorMessage = (err: unknown): string => (err instanceof Error ? err.message : typeof err === 'string' ? err : 'Unknown socket error');

/**
 * The browser's live socket (SPEC §4 connection lifecycle, §7 live socket, §8 connection errors, §9).
 * socket.io's own reconnection is off: every retry, delay and give-up here follows the policies in
 * this folder, with the injected clock.
 */
export function createSocketClient(deps: SocketClientDeps): SocketClient {
  const { store, clock, logger } = deps;
  let socket: RealtimeSocket | null = null;
  /** Set by connect(), cleared by disconnect(): only a wanted connection is retried. */
  let wanted = false;
  let handshaking = false;
  /** Bumped at every connect, so a token refresh that outlives its connection does nothing. */
  let connectionSeq = 0;
  /** The token of the current connection (its handshake or its last auth:refresh). */
  let currentToken: string | null = null;
  let heartbeat = startHeartbeat(clock.now());
  const watched = new Map<string, number>();
  const notificationListeners = new Set<NotificationListener>();
  const intervals: Partial<Record<'ping' | 'heartbeatCheck', TimerHandle>> = {};
  const timeouts: Partial<Record<'reconnect' | 'tokenRefresh' | 'proactiveRefresh', TimerHandle>> = {};

  const state = () => store.get(deps.connectionAtom);
  const update = (change: (s: ConnectionState) => ConnectionState) => store.set(deps.connectionAtom, change(state()));
  const send = (event: string, ...args: unknown[]) => socket?.emit(event, ...args);

  function stopTimeout(name: keyof typeof timeouts) {
    const handle = timeouts[name];
    if (handle === undefined) return;
    clock.clearTimeout(handle);
    delete timeouts[name];
  }

  function stopLiveTimers() {
    for (const name of ['ping', 'heartbeatCheck'] as const) {
      const handle = intervals[name];
      if (handle !== undefined) clock.clearInterval(handle);
      delete intervals[name];
    }
    stopTimeout('tokenRefresh');
    stopTimeout('proactiveRefresh');
  }

  async function fetchToken(): Promise<string | null> {
    try {
      return await deps.getToken();
    } catch (err) {
      logger.warn(LOG_CATEGORY, 'Could not get a session token for the live connection', { message: errorMessage(err) });
      return null;
    }
  }

  function socketOptions(): SocketConnectOptions {
    return {
      path: SOCKET_PATH,
      transports: ['websocket', 'polling'],
      withCredentials: true,
      reconnection: false,
      // Listeners are attached before the first handshake; connect() starts it.
      autoConnect: false,
      timeout: SOCKET_CONNECT_TIMEOUT_MS,
      // socket.io calls this at every handshake, so each (re)connect presents a current token.
      auth: (cb) => {
        void fetchToken().then((token) => {
          currentToken = token;
          cb({ token });
        });
      },
    };
  }

  function openSocket() {
    if (!socket) {
      socket = deps.io(deps.origin, socketOptions());
      listen(socket);
    }
    handshaking = true;
    socket.connect();
  }

  /** Plans the next attempt after a failure or a lost connection, or gives up (SPEC §8, §9). */
  function retry(minDelayMs: number, error: string) {
    stopTimeout('reconnect');
    const now = clock.now();
    if (!wanted) return update((s) => markDisconnected(s, now, error));
    const plan = planReconnect(state().reconnectAttempts, minDelayMs);
    if (plan.kind === 'give-up') {
      logger.warn(LOG_CATEGORY, MAX_ATTEMPTS_MESSAGE, { lastError: error });
      return update((s) => markMaxAttemptsReached(s, now));
    }
    update((s) => markReconnecting(markDisconnected(s, now, error), plan.attempt));
    timeouts.reconnect = clock.setTimeout(() => {
      delete timeouts.reconnect;
      openSocket();
    }, plan.delayMs);
  }

  /** Drops the current connection, if any, and starts a new handshake at once. */
  function reopen(error: string | null) {
    stopLiveTimers();
    stopTimeout('reconnect');
    if (socket?.connected) {
      // Recorded first, so the 'io client disconnect' that follows finds nothing left to record.
      update((s) => markDisconnected(s, clock.now(), error));
      socket.disconnect();
    }
    openSocket();
  }

  function knownApplicationIds(): Set<string> {
    return new Set([...Object.keys(store.get(deps.progress.progressAtom)), ...watched.keys()]);
  }

  function progressRequest(applicationId: string): RequestProgress {
    const userId = deps.getUserId();
    return userId ? { userId, applicationId, stage: 'all' } : { applicationId, stage: 'all' };
  }

  function onConnect() {
    handshaking = false;
    connectionSeq += 1;
    stopTimeout('reconnect');
    // Each connection runs its own timers; none may survive from an earlier one.
    stopLiveTimers();
    const now = clock.now();
    heartbeat = startHeartbeat(now);
    update((s) => markConnected(s, now));
    intervals.ping = clock.setInterval(() => send(CLIENT_EVENTS.ping), PING_INTERVAL_MS);
    intervals.heartbeatCheck = clock.setInterval(checkPongs, HEARTBEAT_CHECK_INTERVAL_MS);
    scheduleTokenRefresh();
    scheduleProactiveRefresh();
    // Rooms are per socket, so a new connection joins them again; subscribing before asking for the
    // stored state means no live update can fall between the snapshot and the subscription.
    for (const applicationId of watched.keys()) send(CLIENT_EVENTS.subscribe, { channel: appChannel(applicationId) });
    for (const applicationId of knownApplicationIds()) send(CLIENT_EVENTS.requestProgress, progressRequest(applicationId));
  }

  function onConnectError(err: unknown) {
    handshaking = false;
    const message = errorMessage(err);
    const action = connectErrorAction(message);
    if (action.refreshToken) logger.info(LOG_CATEGORY, 'Session token refused at connect; retrying with a fresh one', { message });
    retry(action.retryAfterMs, message);
  }

  function onServerError(raw: unknown) {
    const parsed = SocketErrorSchema.safeParse(raw);
    const message = parsed.success ? parsed.data.message : errorMessage(raw);
    const action = errorEventAction(message);
    if (!action) return logger.warn(LOG_CATEGORY, `Socket request refused: ${message}`, raw);
    logger.info(LOG_CATEGORY, 'Session token refused on the open socket; reconnecting with a fresh one', { message });
    stopLiveTimers();
    retry(action.retryAfterMs, message);
    // The server closes the socket after this event; closing it here keeps the planned retry in charge.
    if (socket?.connected) socket.disconnect();
  }

  function onDisconnect(reason: unknown) {
    handshaking = false;
    stopLiveTimers();
    const why = String(reason);
    const delay = reconnectDelayAfterDisconnect(why);
    if (delay !== null) return retry(delay, why);
    // Deliberate: a retry already planned (refused token) or a state already recorded (disconnect(),
    // server shutdown, heartbeat) stands; otherwise the server closed the socket on purpose.
    if (timeouts.reconnect === undefined && state().status !== 'disconnected') update((s) => markDisconnected(s, clock.now(), why));
  }

  function checkPongs() {
    const result = checkHeartbeat(heartbeat, clock.now());
    heartbeat = result.state;
    update((s) => withMissedPongs(s, heartbeat.missedPongs));
    if (!result.forceReconnect) return;
    logger.warn(LOG_CATEGORY, HEARTBEAT_LOST_MESSAGE, { missedPongs: heartbeat.missedPongs });
    reopen(HEARTBEAT_LOST_MESSAGE);
  }

  function onPong() {
    heartbeat = recordPong(clock.now());
    update((s) => withMissedPongs(s, 0));
  }

  /** The server's `connected` event confirms the session it authenticated; another user's id means a stale token. */
  function onServerConnected(raw: unknown) {
    const parsed = ConnectedSchema.safeParse(raw);
    if (!parsed.success) return logger.warn(LOG_CATEGORY, 'Ignoring a malformed connected event');
    const expected = deps.getUserId();
    if (expected !== null && parsed.data.userId !== expected) logger.warn(LOG_CATEGORY, 'The server confirmed another user on this socket', { socketId: parsed.data.socketId });
    else logger.info(LOG_CATEGORY, 'Connection confirmed by the server', { socketId: parsed.data.socketId });
    update((s) => markServerConfirmed(s, parsed.data.socketId));
  }

  function onServerShutdown() {
    logger.info(LOG_CATEGORY, 'The server is shutting down');
    stopLiveTimers();
    update((s) => markServerShutdown(s, clock.now()));
  }

  function scheduleTokenRefresh() {
    stopTimeout('tokenRefresh');
    timeouts.tokenRefresh = clock.setTimeout(() => void refreshToken(), userTokenRefreshDelayMs(currentToken, clock.now()));
  }

  function scheduleProactiveRefresh() {
    stopTimeout('proactiveRefresh');
    timeouts.proactiveRefresh = clock.setTimeout(() => void proactiveRefresh(), TOKEN_PROACTIVE_REFRESH_MS);
  }

  /** Hands the server the user's new token before the current one expires (it re-verifies it). */
  async function refreshToken() {
    delete timeouts.tokenRefresh;
    const seq = connectionSeq;
    const token = await fetchToken();
    if (seq !== connectionSeq || !socket?.connected) return;
    // A provider that has not refreshed yet returns the same token: sending it again proves nothing.
    if (token && token !== currentToken) {
      currentToken = token;
      send(CLIENT_EVENTS.authRefresh, { token });
    }
    scheduleTokenRefresh();
  }

  /** The proactive refresh: the server re-verifies the session behind the token, changed or not. */
  async function proactiveRefresh() {
    delete timeouts.proactiveRefresh;
    const seq = connectionSeq;
    const token = await fetchToken();
    if (seq !== connectionSeq || !socket?.connected) return;
    if (token) {
      currentToken = token;
      send(CLIENT_EVENTS.authRefresh, { token });
    }
    scheduleProactiveRefresh();
  }

  function onProgress(raw: unknown) {
    // The `request-progress` replay sends stored stages (StageSnapshot, with their task map and error
    // type); applied as a plain payload they would lose both, so they go through the snapshot merge.
    const stage = StageSnapshotSchema.safeParse(raw);
    const warnings = stage.success
      ? store.set(deps.progress.applySnapshotAtom, { applicationId: stage.data.applicationId, stages: [stage.data] })
      : store.set(deps.progress.applyProgressAtom, raw);
    for (const warning of warnings) logger.warn(LOG_CATEGORY, warning);
  }

  function onNotification(raw: unknown) {
    const parsed = NotificationSchema.safeParse(raw);
    if (!parsed.success) return logger.warn(LOG_CATEGORY, 'Ignoring a malformed notification');
    for (const listener of notificationListeners) {
      try {
        listener(parsed.data);
      } catch (err) {
        // One failing listener must not keep the notification from the others.
        logger.error(LOG_CATEGORY, 'Notification listener failed', { message: errorMessage(err) });
      }
    }
  }

  function listen(s: RealtimeSocket) {
    s.on('connect', onConnect);
    s.on('connect_error', onConnectError);
    s.on('disconnect', onDisconnect);
    for (const event of PROGRESS_EVENTS) s.on(event, onProgress);
    s.on(SERVER_EVENTS.connected, onServerConnected);
    s.on(SERVER_EVENTS.pong, onPong);
    s.on(SERVER_EVENTS.serverShutdown, onServerShutdown);
    s.on(SERVER_EVENTS.notification, onNotification);
    s.on(SERVER_EVENTS.error, onServerError);
  }

  return {
    connect() {
      wanted = true;
      if (socket?.connected || handshaking || timeouts.reconnect !== undefined) return;
      update(resetAttempts);
      openSocket();
    },
    disconnect() {
      wanted = false;
      handshaking = false;
      stopLiveTimers();
      stopTimeout('reconnect');
      if (state().status !== 'disconnected') update((s) => markDisconnected(s, clock.now(), null));
      socket?.disconnect();
    },
    reconnectNow() {
      wanted = true;
      update(resetAttempts);
      // A second connect during a handshake would send socket.io a second CONNECT for the namespace.
      if (handshaking) return;
      reopen(null);
    },
    watch(applicationId) {
      if (!applicationId) return;
      const count = watched.get(applicationId) ?? 0;
      watched.set(applicationId, count + 1);
      if (count > 0 || !socket?.connected) return;
      send(CLIENT_EVENTS.subscribe, { channel: appChannel(applicationId) });
      send(CLIENT_EVENTS.requestProgress, progressRequest(applicationId));
    },
    unwatch(applicationId) {
      const count = watched.get(applicationId);
      if (!count) return;
      if (count > 1) return void watched.set(applicationId, count - 1);
      watched.delete(applicationId);
      if (socket?.connected) send(CLIENT_EVENTS.unsubscribe, { channel: appChannel(applicationId) });
    },
    onNotification(listener) {
      notificationListeners.add(listener);
      return () => void notificationListeners.delete(listener);
    },
    connectionStateAtom: deps.connectionAtom,
    store,
  };
}
