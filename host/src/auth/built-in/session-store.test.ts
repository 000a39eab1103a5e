import { ApiError } from '@iprism/shared/api/api-error';
import { ERROR_CODES } from '@iprism/shared/contracts/errors';
import { IDLE_SIGNED_OUT_MESSAGE, type SessionTokenResponse } from '@iprism/shared/contracts/auth';
import { takeSignedOutNotice } from '../signed-out-notice';
import { fakeJwt } from '../testing/fake-jwt';
import type { AuthApi } from './auth-api';
import type { CrossTab, CrossTabMessage } from './cross-tab';
import { SessionStore } from './session-store';

const NOW = 1_700_000_000_000;

function response(exp: number, org?: { id: string; rol: string }): SessionTokenResponse {
  return {
    token: fakeJwt({ sub: 'user_1', sid: 'sess_1', exp, ...(org ? { o: org } : {}) }),
    expiresIn: 60,
    user: {
      id: 'user_1',
      primaryEmail: 'ada@lawfirm.example',
      name: 'Ada Lovelace',
      emailVerified: true,
      twoFactorEnabled: false,
      publicMetadata: {},
      organizationMemberships: [],
      activeOrganizationId: null,
    },
  };
}

function fakeCrossTab() {
  let handler: ((m: CrossTabMessage) => void) | null = null;
  const posted: CrossTabMessage[] = [];
  const tab: CrossTab = { post: (m) => posted.push(m), listen: (h) => ((handler = h), () => (handler = null)) };
  return { tab, posted, receive: (m: CrossTabMessage) => handler?.(m) };
}

function setup(refresh: jest.Mock) {
  let now = NOW;
  const api = { refresh, signOut: jest.fn(async () => undefined), setActiveOrganization: jest.fn() } as unknown as AuthApi;
  const cross = fakeCrossTab();
  let tick: (() => void) | null = null;
  const store = new SessionStore({ api, crossTab: cross.tab, now: () => now, setInterval: (fn) => ((tick = fn), 1), clearInterval: () => undefined });
  return { store, api, cross, advance: (ms: number) => (now += ms), tick: () => tick?.() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('SessionStore (built-in adapter)', () => {
  it('restores the session from the refresh cookie on start', async () => {
    const { store } = setup(jest.fn(async () => response(NOW / 1000 + 60, { id: 'org_1', rol: 'admin' })));
    expect(store.getSnapshot().loaded).toBe(false);
    store.start();
    await settle();
    const state = store.getSnapshot();
    expect(state.loaded).toBe(true);
    expect(state.user).toMatchObject({ id: 'user_1', fullName: 'Ada Lovelace', primaryEmail: 'ada@lawfirm.example' });
    expect(state.session).toMatchObject({ userId: 'user_1', sessionId: 'sess_1', orgId: 'org_1', orgRole: 'org:admin' });
  });

  it('is signed out when refresh answers 401', async () => {
    const { store } = setup(jest.fn(async () => Promise.reject(new ApiError(401, 'UNAUTHORIZED', 'no'))));
    store.start();
    await settle();
    expect(store.getSnapshot()).toEqual({ loaded: true, user: null, session: null });
    await expect(store.getToken()).resolves.toBeNull();
  });

  it('keeps the reason for the sign-in page when the server ended an idle session', async () => {
    sessionStorage.clear();
    const { store } = setup(jest.fn(async () => Promise.reject(new ApiError(401, ERROR_CODES.SESSION_IDLE, IDLE_SIGNED_OUT_MESSAGE))));
    store.start();
    await settle();
    expect(store.getSnapshot().user).toBeNull();
    expect(takeSignedOutNotice()).toBe(IDLE_SIGNED_OUT_MESSAGE);
  });

  it('is signed out when there was no session to restore (204)', async () => {
    const { store } = setup(jest.fn(async () => null));
    store.start();
    await settle();
    expect(store.getSnapshot()).toEqual({ loaded: true, user: null, session: null });
  });

  it('finishes loading (signed out) when the server cannot be reached', async () => {
    const { store } = setup(jest.fn(async () => Promise.reject(new ApiError(0, 'NETWORK_ERROR', 'x'))));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    store.start();
    await settle();
    expect(store.getSnapshot().loaded).toBe(true);
  });

  it('refreshes when getToken finds the token within 10 s of expiry, sharing one request', async () => {
    const refresh = jest.fn(async () => response(NOW / 1000 + 60));
    const { store, advance } = setup(refresh);
    store.start();
    await settle();
    await store.getToken();
    expect(refresh).toHaveBeenCalledTimes(1);
    advance(51_000);
    refresh.mockImplementation(async () => response(NOW / 1000 + 120));
    const [a, b] = await Promise.all([store.getToken(), store.getToken()]);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(a).toBe(b);
  });

  it('refreshes on the 60 s timer while signed in', async () => {
    const refresh = jest.fn(async () => response(NOW / 1000 + 60));
    const { store, tick } = setup(refresh);
    store.start();
    await settle();
    tick();
    await settle();
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('signOut clears at once, tells the server and the other tabs', async () => {
    const { store, api, cross } = setup(jest.fn(async () => response(NOW / 1000 + 60)));
    store.start();
    await settle();
    const done = store.signOut();
    expect(store.getSnapshot().user).toBeNull();
    await done;
    expect(api.signOut).toHaveBeenCalledTimes(1);
    expect(cross.posted).toEqual(['signed-out']);
  });

  it('follows other tabs: signed-out clears, signed-in refreshes', async () => {
    const refresh = jest.fn(async () => response(NOW / 1000 + 60));
    const { store, cross } = setup(refresh);
    store.start();
    await settle();
    cross.receive('signed-out');
    expect(store.getSnapshot().user).toBeNull();
    cross.receive('signed-in');
    await settle();
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot().user?.id).toBe('user_1');
  });

  it('a restore that was in flight when a session was accepted does not sign the page out', async () => {
    // The verification link: the page starts (refresh without a cookie yet) while it verifies the e-mail.
    let answer: (r: SessionTokenResponse | null) => void = () => undefined;
    const { store } = setup(jest.fn(() => new Promise<SessionTokenResponse | null>((resolve) => (answer = resolve))));
    store.start();
    store.accept(response(NOW / 1000 + 60));
    answer(null);
    await settle();
    expect(store.getSnapshot()).toMatchObject({ loaded: true, user: { id: 'user_1' } });
  });

  it('a refresh that was in flight when the user signed out does not sign them back in', async () => {
    let answer: (r: SessionTokenResponse | null) => void = () => undefined;
    const refresh = jest.fn(async (): Promise<SessionTokenResponse | null> => response(NOW / 1000 + 60));
    const { store } = setup(refresh);
    store.start();
    await settle();
    refresh.mockImplementationOnce(() => new Promise<SessionTokenResponse | null>((resolve) => (answer = resolve)));
    void store.refresh();
    await store.signOut();
    answer(response(NOW / 1000 + 60));
    await settle();
    expect(store.getSnapshot()).toMatchObject({ loaded: true, user: null });
  });

  it('accept() takes a new session and broadcasts it', () => {
    const { store, cross } = setup(jest.fn());
    store.accept(response(NOW / 1000 + 60));
    expect(store.getSnapshot().session?.userId).toBe('user_1');
    expect(cross.posted).toEqual(['signed-in']);
  });
});
