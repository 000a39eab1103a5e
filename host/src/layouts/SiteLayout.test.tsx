import { fireEvent, screen, within } from '@testing-library/react';
import { SiteLayout } from './SiteLayout';
import { SITE_FOOTER_SECTIONS } from './nav/site';
import { renderAt } from './testing/render-at';
import { useShellUser } from './use-shell-user';

jest.mock('./use-shell-user', () => ({ useShellUser: jest.fn(() => null) }));
const mockedUser = jest.mocked(useShellUser);

const renderSite = (path: string) =>
  renderAt(
    path,
    <SiteLayout>
      <h1>Pricing</h1>
    </SiteLayout>,
  );

describe('SiteLayout', () => {
  it('frames the page with banner, main and footer', () => {
    const { container } = renderSite('/pricing');
    expect(container.querySelector('[data-layout="default"]')).not.toBeNull();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1, name: 'Pricing' }));
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
  });

  it('offers sign-in, sign-up and the theme toggle in the header', () => {
    renderSite('/pricing');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Start free' })).toHaveAttribute('href', '/sign-up');
    expect(within(banner).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(within(banner).getByRole('button', { name: /theme/i })).toBeInTheDocument();
  });

  it('shows a signed-in visitor the dashboard and the account menu instead of sign-in', async () => {
    mockedUser.mockReturnValue({ displayName: 'Ada Lovelace', email: 'ada@lawfirm.example' });
    renderSite('/unauthorized');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(await within(banner).findByRole('button', { name: /^Account menu/ })).toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(within(banner).queryByRole('link', { name: 'Start free' })).toBeNull();
    mockedUser.mockReturnValue(null);
  });

  it('links every footer page', () => {
    renderSite('/pricing');
    const footer = within(screen.getByRole('navigation', { name: 'Footer' }));
    for (const link of SITE_FOOTER_SECTIONS.flatMap((s) => s.links)) expect(footer.getByRole('link', { name: link.label })).toHaveAttribute('href', link.to);
  });

  it('opens the mobile menu from the hamburger with the current page marked', async () => {
    renderSite('/pricing');
    fireEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByTestId('site-mobile-menu');
    const nav = within(drawer).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
    expect(within(drawer).getByRole('link', { name: 'Start free' })).toHaveAttribute('href', '/sign-up');
  });
});
