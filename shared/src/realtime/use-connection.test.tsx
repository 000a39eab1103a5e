/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { atom, createStore } from 'jotai';
import { INITIAL_CONNECTION_STATE, markConnected, markReconnecting, markDisconnected, withMissedPongs } from './connection-state';
import type { SocketClient } from './socket-client';
import { useConnection } from './use-connection';

const mockState = atom(INITIAL_CONNECTION_STATE);
const mockClient = {
  connect: jest.fn(),
  disconnect: jest.fn(),
  reconnectNow: jest.fn(),
  watch: jest.fn(),
  unwatch: jest.fn(),
  onNotification: jest.fn(),
  connectionStateAtom: mockState,
  store: createStore(),
} satisfies SocketClient;
jest.mock('./page-socket-client', () => ({ getSocketClient: () => mockClient }));

const setState = (change: (s: typeof INITIAL_CONNECTION_STATE) => typeof INITIAL_CONNECTION_STATE) =>
  act(() => mockClient.store.set(mockState, change(mockClient.store.get(mockState))));

describe('useConnection', () => {
  it('reports the state with connected and healthy flags, following changes', () => {
    const { result } = renderHook(() => useConnection());
    expect(result.current).toMatchObject({ status: 'disconnected', isConnected: false, isHealthy: false });
    setState((s) => markConnected(s, 1));
    expect(result.current).toMatchObject({ status: 'connected', isConnected: true, isHealthy: true, lastConnected: 1 });
    setState((s) => withMissedPongs(s, 1));
    expect(result.current).toMatchObject({ isConnected: true, isHealthy: false });
    setState((s) => markReconnecting(markDisconnected(s, 2, 'transport close'), 1));
    expect(result.current).toMatchObject({ status: 'reconnecting', connectionError: 'transport close', reconnectAttempts: 1, isConnected: false });
  });

  it("exposes the client's controls", () => {
    const { result } = renderHook(() => useConnection());
    result.current.reconnectNow();
    result.current.disconnect();
    result.current.connect();
    expect(mockClient.reconnectNow).toHaveBeenCalledTimes(1);
    expect(mockClient.disconnect).toHaveBeenCalledTimes(1);
    expect(mockClient.connect).toHaveBeenCalledTimes(1);
  });
});
