import { getDefaultStore } from 'jotai';
import { removeToast, toastsAtom } from '../shell/toast-store';
import { cleanupNotifications, listAdminOrganizations, sendAdminNotification } from './admin-notifications';
import { addNotification, deleteNotification, dismissNotification, listNotifications, restoreNotification, viewNotification } from './notifications';
import { setTokenProvider } from './token-provider';

type Call = [string, RequestInit | undefined];
const json = (status: number, body?: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const CSRF = { success: true, token: 'csrf-1', expiresIn: 900_000 };
const NOTIFICATION = { id: 'n/1', iconName: null, color: null, text: 'Hi', viewed: false, dismissed: false, adminOnly: false, category: 'general', createdAt: '2026-03-02T12:00:00.000Z' };

const fetchMock = jest.fn<Promise<Response>, Call>();
const lastCall = () => {
  const call = fetchMock.mock.calls.at(-1);
  return { path: call?.[0], method: call?.[1]?.method, body: call?.[1]?.body ? JSON.parse(String(call[1].body)) : undefined };
};
/** Answers the security-token fetch, then the call itself. */
const answer = (status: number, body?: unknown) => fetchMock.mockResolvedValueOnce(json(200, CSRF)).mockResolvedValueOnce(json(status, body));
const toasts = () => getDefaultStore().get(toastsAtom);

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  setTokenProvider(async () => 'session-token');
});
afterEach(() => toasts().forEach((t) => removeToast(t.id)));
afterAll(() => setTokenProvider(null));

describe('notification API calls (SPEC §7)', () => {
  it('lists with GET /api/account/notifications/get', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { notifications: [NOTIFICATION] }));
    await expect(listNotifications()).resolves.toEqual([NOTIFICATION]);
    expect(lastCall()).toMatchObject({ path: '/api/account/notifications/get', method: 'GET' });
  });

  it.each([
    ['view', viewNotification],
    ['dismiss', dismissNotification],
    ['restore', restoreNotification],
  ] as const)('sends %s as PATCH with the id in the query', async (step, call) => {
    answer(204);
    await call('n/1');
    expect(lastCall()).toMatchObject({ path: `/api/account/notifications/${step}?notificationId=n%2F1`, method: 'PATCH' });
  });

  it('deletes with DELETE /api/account/notifications/{id}', async () => {
    answer(204);
    await deleteNotification('n/1');
    expect(lastCall()).toMatchObject({ path: '/api/account/notifications/n%2F1', method: 'DELETE' });
  });

  it('adds with POST and reads a stored or a not-stored answer', async () => {
    answer(201, NOTIFICATION);
    await expect(addNotification({ text: 'Hi' })).resolves.toEqual(NOTIFICATION);
    expect(lastCall()).toMatchObject({ path: '/api/account/notifications/add', method: 'POST', body: { text: 'Hi' } });
    answer(200, { stored: false, notification: NOTIFICATION });
    await expect(addNotification({ text: 'Hi', category: 'upload' })).resolves.toEqual({ stored: false, notification: NOTIFICATION });
  });

  it('leaves the failure toast to the caller (no generic toast)', async () => {
    answer(500, { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong.' });
    await expect(viewNotification('n/1')).rejects.toMatchObject({ status: 500 });
    expect(toasts()).toEqual([]);
  });
});

describe('admin notification API calls', () => {
  it('sends to an audience with POST /api/admin/notifications', async () => {
    answer(200, { sent: 3 });
    await expect(sendAdminNotification({ audience: { kind: 'everyone' }, text: 'Maintenance tonight' })).resolves.toEqual({ sent: 3 });
    expect(lastCall()).toMatchObject({ path: '/api/admin/notifications', method: 'POST', body: { audience: { kind: 'everyone' }, text: 'Maintenance tonight' } });
  });

  it('cleans up with the number of days', async () => {
    answer(200, { deleted: 7 });
    await expect(cleanupNotifications(30)).resolves.toEqual({ deleted: 7 });
    expect(lastCall()).toMatchObject({ path: '/api/admin/notifications/cleanup', method: 'POST', body: { olderThanDays: 30 } });
  });

  it('lists the organisations for the audience picker', async () => {
    const org = { id: 'org_1', name: 'Harper & Lowe LLP', slug: 'harper-lowe', memberCount: 3 };
    fetchMock.mockResolvedValueOnce(json(200, { organizations: [org] }));
    await expect(listAdminOrganizations()).resolves.toEqual([org]);
    expect(lastCall()).toMatchObject({ path: '/api/admin/organizations', method: 'GET' });
  });
});
