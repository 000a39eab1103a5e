import { getDefaultStore } from 'jotai';
import type { io as socketIo } from 'socket.io-client';
import { sessionAtom } from '../api/session-atom';
import { getSessionToken } from '../api/token-provider';
import { logger } from '@iprism/shared/logger';
import { pageOrigin } from './browser';
import { systemClock } from './clock';
import { writableConnectionStateAtom } from './connection-atoms';
import { pageSingleton } from './page-singleton';
import { progressAtoms } from './progress-atoms';
import { createSocketClient, type SocketClient } from './socket-client';

/**
 * socket.io's client, fetched when a signed-in page first connects (a signed-out page never loads it).
 * Held per page like the client: the copy of this module that loads it may not be the one that made the client.
 */
const loadedIo = pageSingleton('socket-io', (): { io: typeof socketIo | null } => ({ io: null }));

/** Loads socket.io's client; the socket client's connect() needs it done. */
export async function loadSocketIo(): Promise<void> {
  loadedIo.io ??= (await import('socket.io-client')).io;
}

/**
 * The page's socket client: created on first use, then the same instance for the host and every
 * remote, even when two bundles each carry a copy of this module (see pageSingleton). It writes to
 * the default jotai store, which the host and remotes share (the host renders no jotai Provider).
 */
export function getSocketClient(): SocketClient {
  return pageSingleton('socket-client', () => {
    const store = getDefaultStore();
    return createSocketClient({
      io: (origin, options) => {
        if (!loadedIo.io) throw new Error('socket.io client not loaded: await loadSocketIo() before connect()');
        return loadedIo.io(origin, options);
      },
      origin: pageOrigin(),
      store,
      progress: progressAtoms,
      connectionAtom: writableConnectionStateAtom,
      getToken: getSessionToken,
      getUserId: () => {
        const snapshot = store.get(sessionAtom);
        return snapshot.session?.userId ?? snapshot.user?.id ?? null;
      },
      clock: systemClock,
      logger,
    });
  });
}
