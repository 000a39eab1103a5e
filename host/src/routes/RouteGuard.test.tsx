import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { RouteMeta } from '@iprism/shared/contracts/routes';
import { IdentityContext, SIGNED_OUT_IDENTITY, type Identity } from '../auth/identity';
import { RouteGuard } from './RouteGuard';

function Probe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

function renderAt(path: string, meta: RouteMeta, identity: Identity) {
  const pattern = path.split('?')[0] ?? path;
  render(
    <IdentityContext.Provider value={identity}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path={pattern}
            element={
              <RouteGuard meta={meta}>
                <p>page</p>
              </RouteGuard>
            }
          />
          <Route path="*" element={null} />
        </Routes>
        <Probe />
      </MemoryRouter>
    </IdentityContext.Provider>,
  );
}

describe('RouteGuard', () => {
  it('renders a public page for anyone', () => {
    renderAt('/pricing', { public: true }, SIGNED_OUT_IDENTITY);
    expect(screen.getByText('page')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign-in with the full original path', () => {
    renderAt('/dashboard/patent/archives?x=1', { public: false }, SIGNED_OUT_IDENTITY);
    expect(screen.getByTestId('location')).toHaveTextContent('/sign-in?redirect_url=%2Fdashboard%2Fpatent%2Farchives%3Fx%3D1');
  });

  it('shows the loading indicator once the identity provider has been loading for 100 ms', () => {
    jest.useFakeTimers();
    try {
      renderAt('/dashboard/patent', { public: false }, { ...SIGNED_OUT_IDENTITY, loaded: false });
      expect(screen.queryByTestId('page-loading')).toBeNull();
      act(() => jest.advanceTimersByTime(100));
      expect(screen.getByTestId('page-loading')).toBeInTheDocument();
      expect(screen.queryByText('page')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
