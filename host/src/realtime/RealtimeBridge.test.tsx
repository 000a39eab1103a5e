import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IdentityContext, SIGNED_OUT_IDENTITY, type Identity, type IdentityUser } from '../auth/identity';
import { RealtimeBridge } from './RealtimeBridge';

const mockClient = { connect: jest.fn(), disconnect: jest.fn(), store: { set: jest.fn() } };
const mockClearAll = Symbol('clearAllProgressAtom');
const mockQuerySync = jest.fn();
// Getters: the factory runs when the bridge is imported, before these constants exist.
jest.mock('@iprism/shared/realtime', () => ({
  getSocketClient: () => mockClient,
  useProgressQuerySync: () => mockQuerySync(),
  loadSocketIo: () => Promise.resolve(),
  get progressAtoms() {
    return { clearAllProgressAtom: mockClearAll };
  },
}));

const user = (id: string): IdentityUser => ({ id, fullName: id, primaryEmail: `${id}@firm.example`, publicMetadata: {}, organizationMemberships: [] }) as unknown as IdentityUser;
const LOADING: Identity = { ...SIGNED_OUT_IDENTITY, loaded: false };
const signedIn = (id: string): Identity => ({ ...SIGNED_OUT_IDENTITY, signedIn: true, user: user(id) });

async function renderBridge(identity: Identity, signedOutBefore = false) {
  const wrap = (value: Identity): ReactNode => (
    <IdentityContext.Provider value={value}>
      <RealtimeBridge signedOutBefore={signedOutBefore} />
    </IdentityContext.Provider>
  );
  const view = render(wrap(identity));
  await act(async () => {});
  // Async acts: the bridge connects once socket.io's client has loaded (a resolved promise here).
  return { change: (next: Identity) => act(async () => view.rerender(wrap(next))) };
}

const cleared = () => mockClient.store.set.mock.calls.filter(([atom]) => atom === mockClearAll).length;

afterEach(() => jest.clearAllMocks());

describe('RealtimeBridge', () => {
  it('lets live progress refresh the queries it makes stale', async () => {
    await renderBridge(LOADING);
    expect(mockQuerySync).toHaveBeenCalled();
  });

  it('does nothing while the identity provider is loading', async () => {
    await renderBridge(LOADING);
    expect(mockClient.connect).not.toHaveBeenCalled();
    expect(cleared()).toBe(0);
  });

  it('connects once signed in, keeping the progress restored for that user', async () => {
    const { change } = await renderBridge(LOADING);
    await change(signedIn('u1'));
    expect(mockClient.connect).toHaveBeenCalledTimes(1);
    expect(cleared()).toBe(0);
  });

  it('disconnects and clears the saved progress on sign-out', async () => {
    const { change } = await renderBridge(signedIn('u1'));
    await change(SIGNED_OUT_IDENTITY);
    expect(mockClient.disconnect).toHaveBeenCalledTimes(1);
    expect(cleared()).toBe(1);
  });

  it('clears the progress a signed-out visitor finds in the browser', async () => {
    await renderBridge(SIGNED_OUT_IDENTITY);
    expect(cleared()).toBe(1);
    expect(mockClient.connect).not.toHaveBeenCalled();
  });

  it('clears the saved progress when someone signs in on a page that had nobody signed in', async () => {
    await renderBridge(signedIn('u2'), true);
    expect(cleared()).toBe(1);
    expect(mockClient.connect).toHaveBeenCalledTimes(1);
  });

  it('switching accounts closes the first socket and clears before connecting the second', async () => {
    const { change } = await renderBridge(signedIn('u1'));
    const order: string[] = [];
    mockClient.disconnect.mockImplementation(() => order.push('disconnect'));
    mockClient.store.set.mockImplementation(() => order.push('clear'));
    mockClient.connect.mockImplementation(() => order.push('connect'));
    await change(signedIn('u2'));
    expect(order).toEqual(['disconnect', 'clear', 'connect']);
  });

  it('keeps the connection through re-renders of the same user', async () => {
    const { change } = await renderBridge(signedIn('u1'));
    await change({ ...signedIn('u1') });
    expect(mockClient.connect).toHaveBeenCalledTimes(1);
    expect(mockClient.disconnect).not.toHaveBeenCalled();
  });
});
