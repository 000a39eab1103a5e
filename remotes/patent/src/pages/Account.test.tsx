import { act, fireEvent, screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { SIGNED_OUT_SNAPSHOT, sessionAtom } from '@iprism/shared/api/session-atom';
import { renderRoute } from '../testing/render-route';
import Account from './Account';

// The tabs are under test here, not their content (which calls the API).
jest.mock('../features/account/MyAccountTab', () => ({ MyAccountTab: () => <p>my account content</p> }));
jest.mock('../features/account/OrganizationTab', () => ({
  OrganizationTab: ({ pending }: { pending: boolean }) => <p>organization content{pending ? ' (pending)' : ''}</p>,
}));

const ACCOUNT = '/dashboard/patent/account';

function signIn(role?: string) {
  getDefaultStore().set(sessionAtom, {
    loaded: true,
    signedIn: true,
    user: { id: 'u_1', fullName: 'Priya Pro', primaryEmail: 'pro@lawfirm.example', publicMetadata: role ? { role } : {}, organizationMemberships: [] },
    session: null,
  });
}

describe('Account page tabs', () => {
  afterEach(() => act(() => getDefaultStore().set(sessionAtom, SIGNED_OUT_SNAPSHOT)));

  it('shows myAccount by default, with tabs wired to their panels', () => {
    signIn();
    renderRoute(ACCOUNT, <Account />);
    const tab = screen.getByRole('tab', { name: 'My account' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(tab).toHaveAttribute('aria-controls', 'account-tabpanel-myAccount');
    const panel = screen.getByRole('tabpanel', { name: 'My account' });
    expect(panel).toHaveAttribute('id', 'account-tabpanel-myAccount');
    expect(panel).toHaveTextContent('my account content');
    expect(screen.queryByText(/organization content/)).toBeNull();
  });

  it('opens the tab named in the query and passes the pending flag on', () => {
    signIn();
    renderRoute(`${ACCOUNT}?tab=organization&pending=true`, <Account />);
    expect(screen.getByRole('tab', { name: 'Organization' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Organization' })).toHaveTextContent('organization content (pending)');
  });

  it('falls back to myAccount for an unknown tab', () => {
    signIn();
    renderRoute(`${ACCOUNT}?tab=billing`, <Account />);
    expect(screen.getByRole('tab', { name: 'My account' })).toHaveAttribute('aria-selected', 'true');
  });

  it('writes the chosen tab into the query, keeping the rest', () => {
    signIn();
    renderRoute(`${ACCOUNT}?pending=true`, <Account />);
    fireEvent.click(screen.getByRole('tab', { name: 'Organization' }));
    expect(screen.getByTestId('location-search')).toHaveTextContent('?pending=true&tab=organization');
    expect(screen.getByRole('tabpanel', { name: 'Organization' })).toBeVisible();
  });

  it('moves between tabs with the arrow keys', () => {
    signIn();
    renderRoute(ACCOUNT, <Account />);
    const first = screen.getByRole('tab', { name: 'My account' });
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Organization' })).toHaveFocus();
  });

  it('hides the organization tab from client-portal users (SPEC §6)', () => {
    signIn('client');
    renderRoute(`${ACCOUNT}?tab=organization`, <Account />);
    expect(screen.getAllByRole('tab')).toHaveLength(1);
    expect(screen.queryByRole('tab', { name: 'Organization' })).toBeNull();
    expect(screen.getByRole('tabpanel', { name: 'My account' })).toHaveTextContent('my account content');
  });
});
