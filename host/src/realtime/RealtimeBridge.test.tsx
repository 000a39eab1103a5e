import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IdentityContext, SIGNED_OUT_IDENTITY, type Identity, type IdentityUser } from '../auth/identity';
import { RealtimeBridge } from './RealtimeBridge';

const mockClient = { connect: jest.fn(), disconnect: jest.fn(), store: { set: jest.fn() } };
const mockClearAll = Symbol('clearAllProgressAtom');
// Getters: the factory runs when the bridge is imported, before these constants exist.
jest.mock('@iprism/shared/realtime', () => ({
  getSocketClient: () => mockClient,
  get progressAtoms() {
    return { clearAllProgressAtom: mockClearAll };
  },
}));

const user = (id: string): IdentityUser => ({ id, fullName: id, primaryEmail: `${id}@firm.example`, publicMetadata: {}, organizationMemberships: [] }) as unknown as IdentityUser;
const LOADING: Identity = { ...SIGNED_OUT_IDENTITY, loaded: false };
const signedIn = (id: string): Identity => ({ ...SIGNED_OUT_IDENTITY, signedIn: true, user: user(id) });

function renderBridge(identity: Identity) {
  const wrap = (value: Identity): ReactNode => (
    <IdentityContext.Provider value={value}>
      <RealtimeBridge />
    </IdentityContext.Provider>
  );
  const view = render(wrap(identity));
  return { change: (next: Identity) => act(() => view.rerender(wrap(next))) };
}

const cleared = () => mockClient.store.set.mock.calls.filter(([atom]) => atom === mockClearAll).length;

afterEach(() => jest.clearAllMocks());

describe('RealtimeBridge', () => {
  it('does nothing while the identity provider is loading', () => {
    renderBridge(LOADING);
    expect(mockClient.connect).not.toHaveBeenCalled();
    expect(cleared()).toBe(0);
  });

  it('connects once signed in, keeping the progress restored for that user', () => {
    const { change } = renderBridge(LOADING);
    change(signedIn('u1'));
    expect(mockClient.connect).toHaveBeenCalledTimes(1);
    expect(cleared()).toBe(0);
  });

  it('disconnects and clears the saved progress on sign-out', () => {
    const { change } = renderBridge(signedIn('u1'));
    change(SIGNED_OUT_IDENTITY);
    expect(mockClient.disconnect).toHaveBeenCalledTimes(1);
    expect(cleared()).toBe(1);
  });

  it('clears the progress a signed-out visitor finds in the browser', () => {
    renderBridge(SIGNED_OUT_IDENTITY);
    expect(cleared()).toBe(1);
    expect(mockClient.connect).not.toHaveBeenCalled();
  });

  it('switching accounts closes the first socket and clears before connecting the second', () => {
    const { change } = renderBridge(signedIn('u1'));
    const order: string[] = [];
    mockClient.disconnect.mockImplementation(() => order.push('disconnect'));
    mockClient.store.set.mockImplementation(() => order.push('clear'));
    mockClient.connect.mockImplementation(() => order.push('connect'));
    change(signedIn('u2'));
    expect(order).toEqual(['disconnect', 'clear', 'connect']);
  });

  it('keeps the connection through re-renders of the same user', () => {
    const { change } = renderBridge(signedIn('u1'));
    change({ ...signedIn('u1') });
    expect(mockClient.connect).toHaveBeenCalledTimes(1);
    expect(mockClient.disconnect).not.toHaveBeenCalled();
  });
});
