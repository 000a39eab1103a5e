import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AreaFrame } from './AreaFrame';
import { AREA_NAVS } from './nav/area-navs';
import { renderAt, setViewportWidth } from './testing/render-at';

const DESKTOP_PX = 1280;
const PHONE_PX = 375;

let restoreViewport: () => void = () => undefined;
afterEach(() => restoreViewport());

const renderDashboard = (path: string, title: string) =>
  renderAt(
    path,
    <AreaFrame nav={AREA_NAVS.dashboard} title={title}>
      <p>page body</p>
    </AreaFrame>,
  );

describe('AreaFrame on a desktop', () => {
  beforeEach(() => {
    restoreViewport = setViewportWidth(DESKTOP_PX);
  });

  it('renders the landmarks, the page title and the area name', () => {
    const { container } = renderDashboard('/dashboard/patent/priorart', 'Prior Art');
    expect(container.querySelector('[data-layout="dashboard"]')).not.toBeNull();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('heading', { level: 1, name: 'Prior Art' })).toHaveAttribute('data-testid', 'page-title');
    expect(screen.getByText('page body')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open navigation' })).toBeNull();
  });

  it('lists the area links and marks only the current page', () => {
    renderDashboard('/dashboard/patent/priorart', 'Prior Art');
    const nav = screen.getByRole('navigation', { name: 'Patent dashboard' });
    expect(within(nav).getByRole('link', { name: 'Prior Art' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Scout' })).toHaveAttribute('href', '/dashboard/scout');
    expect(nav.querySelectorAll('[aria-current="page"]')).toHaveLength(1);
  });

  it('renders the top bar controls and slots', () => {
    renderDashboard('/dashboard/patent', 'Dashboard');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: /theme/i })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Notifications' })).toHaveAttribute('data-testid', 'notification-bell');
    expect(within(banner).getByRole('button', { name: /^Account menu/ })).toBeInTheDocument();
  });

  it('moves focus to the main content from the skip link', () => {
    renderDashboard('/dashboard/patent', 'Dashboard');
    fireEvent.click(screen.getByRole('link', { name: 'Skip to main content' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

describe('AreaFrame on a phone', () => {
  beforeEach(() => {
    restoreViewport = setViewportWidth(PHONE_PX);
  });

  it('keeps the nav behind the hamburger until it is opened', async () => {
    renderDashboard('/dashboard/patent/analytics', 'Analytics');
    expect(screen.queryByRole('navigation', { name: 'Patent dashboard' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const nav = await screen.findByRole('navigation', { name: 'Patent dashboard' });
    expect(within(nav).getByRole('link', { name: 'Analytics' })).toHaveAttribute('aria-current', 'page');
  });

  it('closes the drawer after following a link', async () => {
    renderDashboard('/dashboard/patent/analytics', 'Analytics');
    fireEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const nav = await screen.findByRole('navigation', { name: 'Patent dashboard' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Archives' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/patent/archives');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Patent dashboard' })).toBeNull());
  });
});
