import { lazy, Suspense } from 'react';
import { Outlet, useLocation, useRoutes, type RouteObject } from '@iprism/shared/router';
import { isSignedInArea } from '../guards';
import { NavigationEffects } from '../platform/NavigationEffects';
import { ROUTES } from '@iprism/shared/contracts/route-table';
import { RouteGuard } from './RouteGuard';
import { RouteView } from './RouteView';
import { ErrorScreen } from '../ui/error-screens';
import { RouteErrorBoundary } from '../ui/RouteErrorBoundary';
import { notFoundError } from '../ui/error-page-content';
import { useIdentity } from '../auth/identity';

// Only a signed-in user can have terms to accept.
const TermsGate = lazy(() => import('../session/TermsGate').then((m) => ({ default: m.TermsGate })));

function Root() {
  const { signedIn } = useIdentity();
  return (
    <RouteErrorBoundary>
      <NavigationEffects />
      <Outlet />
      {signedIn && (
        <Suspense fallback={null}>
          <TermsGate />
        </Suspense>
      )}
    </RouteErrorBoundary>
  );
}

/**
 * The 404 page. Inside a signed-in area the guard chain runs first, as for a known route (no meta: the
 * path is treated as non-public): a signed-out visitor signs in first, and the area's rules refuse
 * before a 404 could tell anyone which pages exist (a client on a path ending in new: client-access).
 */
function NotFound() {
  const { pathname } = useLocation();
  const page = <ErrorScreen error={notFoundError(pathname)} />;
  return isSignedInArea(pathname) ? <RouteGuard meta={undefined}>{page}</RouteGuard> : page;
}

function buildRouteObjects(): RouteObject[] {
  return [
    {
      element: <Root />,
      children: [
        ...ROUTES.map((route) => ({ path: route.path, element: <RouteView route={route} /> })),
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

const ROUTE_OBJECTS = buildRouteObjects();

/** The app's pages, matched against the browser's location. */
export function AppRoutes() {
  return useRoutes(ROUTE_OBJECTS);
}
