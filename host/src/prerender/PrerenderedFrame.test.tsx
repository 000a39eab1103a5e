import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { PrerenderedFrame } from './PrerenderedFrame';

const CONTENT = '<h1>Patent analysis</h1><p><a href="/pricing">See the plans</a> or <a href="#features">read on</a>.</p><h2 id="features">Features</h2>';

function renderFrame(props: { appFailed?: boolean; reload?: () => void } = {}) {
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '<div id="root" data-prerendered></div>';
  return render(<PrerenderedFrame path="/" html={CONTENT} {...props} />, { container: document.getElementById('root')! });
}

describe('PrerenderedFrame', () => {
  afterEach(() => window.localStorage.clear());

  it('draws the live site frame around the prerendered content and drops the marker', () => {
    renderFrame();
    expect(document.getElementById('root')!.hasAttribute('data-prerendered')).toBe(false);
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1, name: 'Patent analysis' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('holds the sign-in actions back while nobody is known to be signed in or out', () => {
    renderFrame();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Sign in')).not.toBeVisible();
    expect(within(banner).getByText('Start free')).not.toBeVisible();
  });

  it("follows the content's links in the app and leaves links within the page to the browser", () => {
    renderFrame();
    const hashClick = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    screen.getByRole('link', { name: 'read on' }).dispatchEvent(hashClick);
    expect(hashClick.defaultPrevented).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'See the plans' }));
    expect(window.location.pathname).toBe('/pricing');
    // There is no page for it yet: the app brings it.
    expect(screen.getByTestId('page-loading')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Patent analysis' })).toBeNull();
  });

  it('shows the loading indicator instead of the light-theme content in the dark theme', () => {
    renderFrame();
    act(() => screen.getByRole('button', { name: /theme/i }).click());
    expect(screen.getByTestId('page-loading')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Patent analysis' })).toBeNull();
  });

  it("when the app's code could not be loaded, keeps the content in either theme and loads a followed link as a document", () => {
    const reload = jest.fn();
    renderFrame({ appFailed: true, reload });
    act(() => screen.getByRole('button', { name: /theme/i }).click());
    expect(screen.getByRole('heading', { name: 'Patent analysis' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'See the plans' }));
    expect(window.location.pathname).toBe('/pricing');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
