/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { atom, createStore } from 'jotai';
import { INITIAL_CONNECTION_STATE } from './connection-state';
import { progressAtoms } from './progress-atoms';
import type { SocketClient } from './socket-client';
import { useApplicationProgress } from './use-application-progress';

const mockClient = {
  connect: jest.fn(),
  disconnect: jest.fn(),
  reconnectNow: jest.fn(),
  watch: jest.fn(),
  unwatch: jest.fn(),
  onNotification: jest.fn(),
  connectionStateAtom: atom(INITIAL_CONNECTION_STATE),
  store: createStore(),
} satisfies SocketClient;
jest.mock('./page-socket-client', () => ({ getSocketClient: () => mockClient }));

describe('useApplicationProgress', () => {
  beforeEach(() => jest.clearAllMocks());

  it('watches the application while mounted and unwatches on unmount', () => {
    const { unmount } = renderHook(() => useApplicationProgress('app-1'));
    expect(mockClient.watch).toHaveBeenCalledWith('app-1');
    expect(mockClient.unwatch).not.toHaveBeenCalled();
    unmount();
    expect(mockClient.unwatch).toHaveBeenCalledWith('app-1');
  });

  it('moves the watch when the application id changes', () => {
    const { rerender } = renderHook(({ id }) => useApplicationProgress(id), { initialProps: { id: 'app-1' } });
    rerender({ id: 'app-2' });
    expect(mockClient.unwatch).toHaveBeenCalledWith('app-1');
    expect(mockClient.watch).toHaveBeenLastCalledWith('app-2');
  });

  it('returns the six stages and follows live updates', () => {
    const { result } = renderHook(() => useApplicationProgress('app-3'));
    expect(Object.keys(result.current)).toEqual(['upload', 'report', 'priorArt', 'idsAnalysis', 'idsTransformation', 'idsClassification']);
    expect(result.current.report.global.progress).toBe(0);
    act(() => {
      mockClient.store.set(progressAtoms.applyProgressAtom, { applicationId: 'app-3', stage: 'report', progress: 70, message: 'Writing' });
    });
    expect(result.current.report.global).toMatchObject({ progress: 70, message: 'Writing', final: false });
  });
});
