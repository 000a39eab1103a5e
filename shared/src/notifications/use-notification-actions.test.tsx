/** @jest-environment jsdom */
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import { notificationQueries } from '../api/workspace-queries';
import { dismissNotification, viewNotification } from '../api/notifications';
import { NOTIFICATION_MESSAGES, type Notification } from '../contracts/notifications';
import { removeToast, toastsAtom } from '../shell/toast-store';
import { useNotificationActions } from './use-notification-actions';
import { useNotifications } from './use-notifications';
import { sampleNotification as n } from './testing/sample-notification';
import { createTestQueryClient } from '../api/test-query-client';

jest.mock('../api/notifications', () => ({ ...jest.requireActual('../api/notifications'), viewNotification: jest.fn(), dismissNotification: jest.fn() }));

const LIST_KEY = notificationQueries.list().queryKey;

/** A call that waits until the test settles it. */
function deferred() {
  let resolve!: () => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(items: Notification[]) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(LIST_KEY, items);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(() => ({ actions: useNotificationActions(), view: useNotifications() }), { wrapper });
  const item = (id: string) => queryClient.getQueryData<Notification[]>(LIST_KEY)?.find((x) => x.id === id);
  return { result, item, queryClient };
}

const toastTexts = () => getDefaultStore().get(toastsAtom).map((t) => t.message);

beforeAll(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  jest.resetAllMocks();
  getDefaultStore().get(toastsAtom).forEach((t) => removeToast(t.id));
});

describe('notification actions on the query cache', () => {
  it('marks one viewed at once, before the call answers, and keeps it when the call succeeds', async () => {
    const call = deferred();
    jest.mocked(viewNotification).mockReturnValueOnce(call.promise);
    const { result, item } = setup([n('a'), n('b')]);
    let done!: Promise<void>;
    act(() => {
      done = result.current.actions.markViewed('a');
    });
    await waitFor(() => expect(item('a')?.viewed).toBe(true));
    await waitFor(() => expect(result.current.view.unread).toBe(1));
    await act(async () => {
      call.resolve();
      await done;
    });
    expect(item('a')?.viewed).toBe(true);
    expect(viewNotification).toHaveBeenCalledWith('a');
  });

  it('rolls the notification back and toasts the SPEC §8 message when the call fails', async () => {
    jest.mocked(dismissNotification).mockRejectedValueOnce(new Error('offline'));
    const { result, item } = setup([n('a')]);
    await act(() => result.current.actions.dismiss('a'));
    expect(item('a')?.dismissed).toBe(false);
    expect(result.current.view.active.map((x) => x.id)).toEqual(['a']);
    expect(toastTexts()).toContain(NOTIFICATION_MESSAGES.dismissFailed);
  });

  it('sends nothing for a step that changes nothing', async () => {
    const { result } = setup([n('a', { viewed: true })]);
    await act(() => result.current.actions.markViewed('a'));
    await act(() => result.current.actions.markViewed('missing'));
    expect(viewNotification).not.toHaveBeenCalled();
  });

  it('marks all viewed at once and rolls back only the ones whose call failed, with one toast', async () => {
    jest.mocked(viewNotification).mockImplementation(async (id) => {
      if (id !== 'b') throw new Error('refused');
    });
    const { result, item } = setup([n('a'), n('b'), n('c'), n('d', { viewed: true })]);
    await act(() => result.current.actions.markAllViewed());
    expect(viewNotification).toHaveBeenCalledTimes(3);
    expect([item('a')?.viewed, item('b')?.viewed, item('c')?.viewed, item('d')?.viewed]).toEqual([false, true, false, true]);
    // The cache tells its observers in a batch scheduled after the write, so the view may render a tick later.
    await waitFor(() => expect(result.current.view.unread).toBe(2));
    expect(toastTexts().filter((t) => t === NOTIFICATION_MESSAGES.viewFailed)).toHaveLength(1);
  });

  it('does not put a notification back into the list of whoever signed in since', async () => {
    const call = deferred();
    jest.mocked(dismissNotification).mockReturnValueOnce(call.promise);
    const { result, queryClient } = setup([n('a')]);
    let done!: Promise<void>;
    act(() => {
      done = result.current.actions.dismiss('a');
    });
    await waitFor(() => expect(dismissNotification).toHaveBeenCalled());
    queryClient.removeQueries({ queryKey: LIST_KEY });
    await act(async () => {
      call.reject(new Error('offline'));
      await done;
    });
    expect(queryClient.getQueryData(LIST_KEY)).toBeUndefined();
  });
});
