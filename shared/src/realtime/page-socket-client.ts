import { getDefaultStore } from 'jotai';
import { io } from 'socket.io-client';
// Through the package, not by relative path: the token provider and the session atom hold state, and
// federation resolves '@iprism/shared/api' to the page's one instance, the one the host registers with.
import { getSessionToken, sessionAtom } from '@iprism/shared/api';
import { logger } from '@iprism/shared/logger';
import { pageOrigin } from './browser';
import { systemClock } from './clock';
import { writableConnectionStateAtom } from './connection-atoms';
import { pageSingleton } from './page-singleton';
import { progressAtoms } from './progress-atoms';
import { createSocketClient, type SocketClient } from './socket-client';

/**
 * The page's socket client: created on first use, then the same instance for the host and every
 * remote, even when two bundles each carry a copy of this module (see pageSingleton). It writes to
 * the default jotai store, which the host and remotes share (the host renders no jotai Provider).
 */
export function getSocketClient(): SocketClient {
  return pageSingleton('socket-client', () => {
    const store = getDefaultStore();
    return createSocketClient({
      io: (origin, options) => io(origin, options),
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
