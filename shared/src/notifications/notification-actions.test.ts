import { atom, createStore } from 'jotai';
import type { Notification } from '../contracts/notifications';
import { createNotificationActions, type NotificationCalls } from './notification-actions';
import { INITIAL_NOTIFICATIONS_STATE, type NotificationsState } from './notification-atoms';
import { sampleNotification as n } from './testing/sample-notification';

/** A call that waits until the test settles it. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(initial: Partial<NotificationsState> = {}) {
  const store = createStore();
  const stateAtom = atom<NotificationsState>({ ...INITIAL_NOTIFICATIONS_STATE, ...initial });
  const done = async (_id: string): Promise<void> => undefined;
  const calls: jest.Mocked<NotificationCalls> = {
    list: jest.fn(async (_signal?: AbortSignal): Promise<Notification[]> => []),
    view: jest.fn(done),
    dismiss: jest.fn(done),
    restore: jest.fn(done),
    remove: jest.fn(done),
  };
  const showToast = jest.fn();
  const logger = { warn: jest.fn() };
  const actions = createNotificationActions({ store, stateAtom, calls, showToast, logger });
  const state = () => store.get(stateAtom);
  const item = (id: string) => state().items.find((x) => x.id === id);
  return { actions, calls, showToast, logger, state, item };
}

const ready = (items: Notification[], isAdmin = false): Partial<NotificationsState> => ({ status: 'ready', items, isAdmin });

describe('notification actions: load', () => {
  it('shows the loading state, then the list newest first', async () => {
    const { actions, calls, state } = setup();
    const answer = deferred<Notification[]>();
    calls.list.mockReturnValueOnce(answer.promise);
    const loading = actions.load();
    expect(state().status).toBe('loading');
    answer.resolve([n('old', { minutesAgo: 9 }), n('new')]);
    await loading;
    expect(state()).toMatchObject({ status: 'ready', items: [n('new'), n('old', { minutesAgo: 9 })] });
  });

  it('filters admin-only notifications for a non-admin', async () => {
    const { actions, calls, state } = setup();
    calls.list.mockResolvedValueOnce([n('a'), n('b', { adminOnly: true })]);
    await actions.load();
    expect(state().items.map((x) => x.id)).toEqual(['a']);
  });

  it('shows the error state and the SPEC §8 toast when nothing could be loaded', async () => {
    const { actions, calls, state, showToast, logger } = setup();
    calls.list.mockRejectedValueOnce(new Error('offline'));
    await actions.load();
    expect(state().status).toBe('error');
    expect(showToast).toHaveBeenCalledWith('Failed to load notifications', 'error', expect.anything());
    expect(logger.warn).toHaveBeenCalled();
  });

  it('keeps the list shown when a reload fails', async () => {
    const { actions, calls, state } = setup(ready([n('a')]));
    calls.list.mockRejectedValueOnce(new Error('offline'));
    await actions.load();
    expect(state()).toMatchObject({ status: 'ready', items: [n('a')] });
  });

  it('keeps a live notification that arrived while the list was on its way', async () => {
    const { actions, calls, state } = setup();
    const answer = deferred<Notification[]>();
    calls.list.mockReturnValueOnce(answer.promise);
    const loading = actions.load();
    actions.receive(n('live'));
    answer.resolve([n('old', { minutesAgo: 5 })]);
    await loading;
    expect(state().items.map((x) => x.id)).toEqual(['live', 'old']);
  });

  it('drops an answer that arrives after a reset (sign-out)', async () => {
    const { actions, calls, state } = setup();
    const answer = deferred<Notification[]>();
    calls.list.mockReturnValueOnce(answer.promise);
    const loading = actions.load();
    actions.reset();
    answer.resolve([n('previous-user')]);
    await loading;
    expect(state()).toEqual(INITIAL_NOTIFICATIONS_STATE);
  });

  it('ignores an aborted load', async () => {
    const { actions, calls, showToast } = setup();
    const controller = new AbortController();
    calls.list.mockImplementationOnce(async () => {
      controller.abort();
      throw Object.assign(new Error('aborted'), { name: 'AbortError' });
    });
    await actions.load(controller.signal);
    expect(showToast).not.toHaveBeenCalled();
  });
});

describe('notification actions: steps', () => {
  it('marks a notification viewed at once and calls view', async () => {
    const { actions, calls, item } = setup(ready([n('a')]));
    const done = actions.markViewed('a');
    expect(item('a')?.viewed).toBe(true);
    await done;
    expect(calls.view).toHaveBeenCalledWith('a');
  });

  it('does not call view for a notification already viewed', async () => {
    const { actions, calls } = setup(ready([n('a', { viewed: true })]));
    await actions.markViewed('a');
    expect(calls.view).not.toHaveBeenCalled();
  });

  it('rolls a failed view back with the SPEC §8 toast', async () => {
    const { actions, calls, item, showToast } = setup(ready([n('a')]));
    calls.view.mockRejectedValueOnce(new Error('500'));
    await actions.markViewed('a');
    expect(item('a')?.viewed).toBe(false);
    expect(showToast).toHaveBeenCalledWith('Failed to mark notification as read', 'error', expect.anything());
  });

  it('dismisses, and puts it back with the SPEC §8 toast when the call fails', async () => {
    const ok = setup(ready([n('a')]));
    await ok.actions.dismiss('a');
    expect(ok.item('a')?.dismissed).toBe(true);

    const bad = setup(ready([n('a')]));
    bad.calls.dismiss.mockRejectedValueOnce(new Error('500'));
    await bad.actions.dismiss('a');
    expect(bad.item('a')?.dismissed).toBe(false);
    expect(bad.showToast).toHaveBeenCalledWith('Failed to dismiss notification', 'error', expect.anything());
  });

  it('restores as viewed, and undoes it with the save toast when the call fails', async () => {
    const ok = setup(ready([n('a', { dismissed: true })]));
    await ok.actions.restore('a');
    expect(ok.item('a')).toMatchObject({ dismissed: false, viewed: true });

    const bad = setup(ready([n('a', { dismissed: true })]));
    bad.calls.restore.mockRejectedValueOnce(new Error('500'));
    await bad.actions.restore('a');
    expect(bad.item('a')).toMatchObject({ dismissed: true, viewed: false });
    expect(bad.showToast).toHaveBeenCalledWith('Failed to save notification', 'error', expect.anything());
  });

  it('deletes, and puts it back in its place with the SPEC §8 toast when the call fails', async () => {
    const list = [n('new'), n('mid', { minutesAgo: 5 }), n('old', { minutesAgo: 9 })];
    const ok = setup(ready(list));
    await ok.actions.remove('mid');
    expect(ok.state().items.map((x) => x.id)).toEqual(['new', 'old']);

    const bad = setup(ready(list));
    bad.calls.remove.mockRejectedValueOnce(new Error('500'));
    await bad.actions.remove('mid');
    expect(bad.state().items.map((x) => x.id)).toEqual(['new', 'mid', 'old']);
    expect(bad.showToast).toHaveBeenCalledWith('Failed to delete notification', 'error', expect.anything());
  });

  it('ignores a step on an unknown id', async () => {
    const { actions, calls } = setup(ready([n('a')]));
    await actions.dismiss('zzz');
    expect(calls.dismiss).not.toHaveBeenCalled();
  });
});

describe('notification actions: mark all as read', () => {
  it('marks every active notification viewed at once, one call each', async () => {
    const { actions, calls, state } = setup(ready([n('a'), n('b'), n('c', { dismissed: true })]));
    const done = actions.markAllViewed();
    expect(state().items.map((x) => x.viewed)).toEqual([true, true, false]);
    await done;
    expect(calls.view.mock.calls.map(([id]) => id).sort()).toEqual(['a', 'b']);
  });

  it('rolls back only the items whose call failed, with one toast (SPEC §4)', async () => {
    const { actions, calls, item, showToast } = setup(ready([n('a'), n('b'), n('c')]));
    calls.view.mockImplementation(async (id) => {
      if (id === 'b') throw new Error('500');
    });
    await actions.markAllViewed();
    expect([item('a')?.viewed, item('b')?.viewed, item('c')?.viewed]).toEqual([true, false, true]);
    expect(showToast).toHaveBeenCalledTimes(1);
    expect(showToast).toHaveBeenCalledWith('Failed to mark notification as read', 'error', expect.anything());
  });

  it('calls nothing when everything is read', async () => {
    const { actions, calls } = setup(ready([n('a', { viewed: true })]));
    await actions.markAllViewed();
    expect(calls.view).not.toHaveBeenCalled();
  });
});

describe('notification actions: live and admin', () => {
  it('puts a live notification on top with an info toast', () => {
    const { actions, state, showToast } = setup(ready([n('a', { minutesAgo: 3 })]));
    expect(actions.receive(n('b', { text: 'Report ready' }))).toBe(true);
    expect(state().items.map((x) => x.id)).toEqual(['b', 'a']);
    expect(showToast).toHaveBeenCalledWith('Report ready', 'info', { id: 'notification:b' });
  });

  it('ignores a notification already listed, without a second toast', () => {
    const { actions, showToast } = setup(ready([n('a')]));
    expect(actions.receive(n('a'))).toBe(false);
    expect(showToast).not.toHaveBeenCalled();
  });

  it('ignores an admin-only notification for a non-admin, and shows it to an admin', () => {
    const member = setup(ready([]));
    expect(member.actions.receive(n('x', { adminOnly: true }))).toBe(false);
    const admin = setup(ready([], true));
    expect(admin.actions.receive(n('x', { adminOnly: true }))).toBe(true);
  });

  it('hides admin-only notifications as soon as the user is no longer an admin', () => {
    const { actions, state } = setup(ready([n('a'), n('b', { adminOnly: true })], true));
    actions.setAdmin(false);
    expect(state()).toMatchObject({ isAdmin: false, items: [n('a')] });
  });

  it('forgets everything on reset', () => {
    const { actions, state } = setup(ready([n('a')], true));
    actions.reset();
    expect(state()).toEqual(INITIAL_NOTIFICATIONS_STATE);
  });
});
