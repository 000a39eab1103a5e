import { fireEvent, screen, within } from '@testing-library/react';
import { UserMenu, preloadUserMenu } from './UserMenu';
import { renderAt } from './testing/render-at';
import { useShellUser, type ShellUser } from './use-shell-user';

jest.mock('./use-shell-user', () => ({ useShellUser: jest.fn(() => null) }));
const mockedUser = jest.mocked(useShellUser);

const ADA: ShellUser = { displayName: 'Ada Lovelace', email: 'ada@lawfirm.example' };

function openMenu() {
  renderAt('/dashboard/patent', <UserMenu />);
  fireEvent.click(screen.getByRole('button', { name: /^Account menu/ }));
  return screen.getByRole('menu');
}

// The menu's content is its own chunk; the button loads it when the pointer or the focus reaches it, before a click.
beforeAll(() => preloadUserMenu());

describe('UserMenu', () => {
  afterEach(() => mockedUser.mockReturnValue(null));

  it('shows the signed-out state with a way to sign in', () => {
    const menu = openMenu();
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(within(menu).queryByRole('menuitem', { name: 'Sign out' })).toBeNull();
  });

  it('links the account pages', () => {
    const menu = openMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Account Settings' })).toHaveAttribute('href', '/dashboard/patent/account');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  });

  it('shows who is signed in and signs out to /sign-in', () => {
    mockedUser.mockReturnValue(ADA);
    const menu = openMenu();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('ada@lawfirm.example')).toBeInTheDocument();
    expect(screen.getByTestId('user-menu-button')).toHaveTextContent('AL');

    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/sign-in');
  });
});
