import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { isConnected, type ConnectionState } from './connection-state';
import { isHealthy } from './heartbeat';
import { getSocketClient } from './page-socket-client';
import type { SocketClient } from './socket-client';

export interface ConnectionView extends ConnectionState, Pick<SocketClient, 'connect' | 'disconnect' | 'reconnectNow'> {
  isConnected: boolean;
  /** SPEC §4: connected and no pong missing. */
  isHealthy: boolean;
}

/** The live connection's state with its controls, for a status badge or a "reconnect now" button. */
export function useConnection(): ConnectionView {
  const client = getSocketClient();
  const state = useAtomValue(client.connectionStateAtom, { store: client.store });
  return useMemo(() => {
    const connected = isConnected(state);
    return {
      ...state,
      isConnected: connected,
      isHealthy: isHealthy(connected, state.missedPongs),
      connect: client.connect,
      disconnect: client.disconnect,
      reconnectNow: client.reconnectNow,
    };
  }, [state, client]);
}
