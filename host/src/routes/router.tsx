import { Outlet, createBrowserRouter, useLocation, type RouteObject } from 'react-router-dom';
import { NavigationEffects } from '../platform/NavigationEffects';
import { ROUTES } from './route-table';
import { RouteView } from './RouteView';
import { ErrorPage } from '../ui/ErrorPage';
import { RouteErrorPage } from '../ui/RouteErrorPage';
import { notFoundError } from '../ui/error-page-content';

function Root() {
  return (
    <>
      <NavigationEffects />
      <Outlet />
    </>
  );
}

function NotFound() {
  const { pathname } = useLocation();
  return <ErrorPage error={notFoundError(pathname)} />;
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
