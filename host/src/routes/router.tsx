import { Outlet, createBrowserRouter, useLocation, type RouteObject } from 'react-router-dom';
import { isSignedInArea } from '../guards';
import { NavigationEffects } from '../platform/NavigationEffects';
import { ROUTES } from '@iprism/shared/contracts';
import { RouteGuard } from './RouteGuard';
import { RouteView } from './RouteView';
import { ErrorPage } from '../ui/ErrorPage';
import { RouteErrorPage } from '../ui/RouteErrorPage';
import { notFoundError } from '../ui/error-page-content';
import { TermsGate } from '../session/TermsGate';

function Root() {
  return (
    <>
      <NavigationEffects />
      <Outlet />
      <TermsGate />
    </>
  );
}

/**
 * The 404 page. Inside a signed-in area the guard chain runs first, as for a known route (no meta: the
 * path is treated as non-public): a signed-out visitor signs in first, and the area's rules refuse
 * before a 404 could tell anyone which pages exist (a client on a path ending in new: client-access).
 */
function NotFound() {
  const { pathname } = useLocation();
  const page = <ErrorPage error={notFoundError(pathname)} />;
  return isSignedInArea(pathname) ? <RouteGuard meta={undefined}>{page}</RouteGuard> : page;
}

export function buildRouteObjects(): RouteObject[] {
  return [
    {
      element: <Root />,
      errorElement: <RouteErrorPage />,
      children: [
        ...ROUTES.map((route) => ({ path: route.path, element: <RouteView route={route} /> })),
        { path: '*', element: <NotFound /> },
      ],
    },
  ];
}

export const router = createBrowserRouter(buildRouteObjects());
