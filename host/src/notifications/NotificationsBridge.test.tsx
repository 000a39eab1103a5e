import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { getDefaultStore } from 'jotai';
import { getAccount } from '@iprism/shared/api/account';
import { listNotifications } from '@iprism/shared/api/notifications';
import { sessionAtom, SIGNED_OUT_SNAPSHOT } from '@iprism/shared/api/session-atom';
import type { AccountDetail } from '@iprism/shared/contracts/account';
import type { Notification } from '@iprism/shared/contracts/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useNotifications } from '@iprism/shared/notifications';
import { QueryCacheReset } from '../session/QueryCacheReset';
import { removeToast, toastsAtom } from '@iprism/shared/shell';
import { IdentityContext, SIGNED_OUT_IDENTITY, type Identity } from '../auth/identity';
import { NotificationsBridge } from './NotificationsBridge';
import { signedInIdentity } from './testing/signed-in-identity';
import { createTestQueryClient } from '@iprism/shared/api/test-query-client';

jest.mock('@iprism/shared/api/account', () => ({ ...jest.requireActual('@iprism/shared/api/account'), getAccount: jest.fn() }));
jest.mock('@iprism/shared/api/notifications', () => ({ ...jest.requireActual('@iprism/shared/api/notifications'), listNotifications: jest.fn() }));
const mockOff = jest.fn();
const mockOnNotification = jest.fn((_listener: (n: Notification) => void) => mockOff);
jest.mock('@iprism/shared/realtime', () => ({ getSocketClient: () => ({ onNotification: mockOnNotification }) }));

const store = getDefaultStore();
const notification = (id: string, extra: Partial<Notification> = {}): Notification => ({
  id,
  iconName: null,
  color: null,
  text: `Text ${id}`,
  viewed: false,
  dismissed: false,
  adminOnly: false,
  category: 'general',
  createdAt: new Date().toISOString(),
  ...extra,
});
const account = (id: string, adminId: string): AccountDetail => ({
  id,
  email: `${id}@firm.example`,
  name: id,
  credits: 50,
  organizationId: { id: 'org_1', name: 'Firm', slug: 'firm', adminId, members: [{ userId: id, role: adminId === id ? 'admin' : 'member' }] },
});

function renderBridge(identity: Identity) {
  // The provider's IdentityBridge publishes the session before this bridge's effects run.
  store.set(sessionAtom, { loaded: true, signedIn: identity.signedIn, user: identity.user, session: identity.session });
  const wrap = (value: Identity): ReactNode => (
    <QueryClientProvider client={queryClient}>
      <IdentityContext.Provider value={value}>
        <NotificationsBridge />
        <BellProbe />
        <QueryCacheReset />
      </IdentityContext.Provider>
    </QueryClientProvider>
  );
  const view = render(wrap(identity));
  return { change: (next: Identity) => act(() => view.rerender(wrap(next))) };
}

/** What the bell shows, in the DOM. */
function BellProbe() {
  const { status, active, unread, isAdmin } = useNotifications();
  return <output data-testid="bell" data-status={status} data-ids={active.map((n) => n.id).join(',')} data-unread={unread} data-admin={isAdmin} />;
}

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = createTestQueryClient();
});

const liveListener = () => mockOnNotification.mock.calls.at(-1)?.[0] as (n: Notification) => void;
const bell = () => screen.getByTestId('bell');
const ids = () => bell().getAttribute('data-ids')?.split(',').filter(Boolean);

afterEach(() => {
  queryClient.clear();
  store.set(sessionAtom, SIGNED_OUT_SNAPSHOT);
  store.get(toastsAtom).forEach((t) => removeToast(t.id));
  jest.clearAllMocks();
});

describe('NotificationsBridge', () => {
  it('loads nothing for a signed-out visitor', () => {
    renderBridge(SIGNED_OUT_IDENTITY);
    expect(listNotifications).not.toHaveBeenCalled();
    expect(mockOnNotification).not.toHaveBeenCalled();
  });

  it('loads the list on sign-in, hiding admin-only notifications from a member (SPEC §5)', async () => {
    jest.mocked(getAccount).mockResolvedValue(account('u1', 'someone-else'));
    jest.mocked(listNotifications).mockResolvedValue([notification('a'), notification('b', { adminOnly: true })]);
    renderBridge(signedInIdentity('u1'));
    await waitFor(() => expect(bell()).toHaveAttribute('data-status', 'ready'));
    expect(ids()).toEqual(['a']);
    expect(bell()).toHaveAttribute('data-unread', '1');
  });

  it('shows admin-only notifications to the organisation admin (SPEC §6 check)', async () => {
    jest.mocked(getAccount).mockResolvedValue(account('u1', 'u1'));
    jest.mocked(listNotifications).mockResolvedValue([notification('a'), notification('b', { adminOnly: true })]);
    renderBridge(signedInIdentity('u1'));
    await waitFor(() => expect(ids()).toHaveLength(2));
    expect(bell()).toHaveAttribute('data-admin', 'true');
  });

  it('falls back to the session permissions when the account cannot be read', async () => {
    jest.mocked(getAccount).mockRejectedValue(new Error('offline'));
    jest.mocked(listNotifications).mockResolvedValue([]);
    renderBridge(signedInIdentity('u1', { orgPermissions: ['org:admin_dashboard:access'] }));
    await waitFor(() => expect(bell()).toHaveAttribute('data-status', 'ready'));
    await waitFor(() => expect(bell()).toHaveAttribute('data-admin', 'true'));
  });

  it('toasts the SPEC §8 message when the list cannot be loaded', async () => {
    jest.mocked(getAccount).mockResolvedValue(account('u1', 'x'));
    jest.mocked(listNotifications).mockRejectedValue(new Error('offline'));
    renderBridge(signedInIdentity('u1'));
    await waitFor(() => expect(store.get(toastsAtom).map((t) => t.message)).toContain('Failed to load notifications'));
    expect(bell()).toHaveAttribute('data-status', 'error');
  });

  it('puts a live notification on top, with an info toast, once per id', async () => {
    jest.mocked(getAccount).mockResolvedValue(account('u1', 'x'));
    jest.mocked(listNotifications).mockResolvedValue([notification('a')]);
    renderBridge(signedInIdentity('u1'));
    await waitFor(() => expect(bell()).toHaveAttribute('data-status', 'ready'));
    act(() => liveListener()(notification('live', { text: 'Report ready' })));
    act(() => liveListener()(notification('live', { text: 'Report ready' })));
    await waitFor(() => expect(ids()).toEqual(['live', 'a']));
    expect(store.get(toastsAtom).filter((t) => t.message === 'Report ready')).toHaveLength(1);
  });

  it('reloads on an organisation switch (the admin check depends on it)', async () => {
    jest.mocked(getAccount).mockResolvedValue(account('u1', 'x'));
    jest.mocked(listNotifications).mockResolvedValue([]);
    const { change } = renderBridge(signedInIdentity('u1'));
    await waitFor(() => expect(listNotifications).toHaveBeenCalledTimes(1));
    change(signedInIdentity('u1', { orgId: 'org_2' }));
    await waitFor(() => expect(listNotifications).toHaveBeenCalledTimes(2));
    expect(mockOnNotification).toHaveBeenCalledTimes(1);
  });

  it('forgets the list and stops listening on sign-out', async () => {
    jest.mocked(getAccount).mockResolvedValue(account('u1', 'x'));
    jest.mocked(listNotifications).mockResolvedValue([notification('a')]);
    const { change } = renderBridge(signedInIdentity('u1'));
    await waitFor(() => expect(ids()).toEqual(['a']));
    change(SIGNED_OUT_IDENTITY);
    expect(mockOff).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(bell()).toHaveAttribute('data-status', 'idle'));
    expect(bell()).toHaveAttribute('data-ids', '');
    expect(bell()).toHaveAttribute('data-admin', 'false');
  });
});
