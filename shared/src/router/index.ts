/**
 * The router API the host and the remotes use, and the only place they take it from. React Router is
 * shared through this module (a singleton like the rest of the package) rather than as a federation
 * module of its own: a shared package is loaded whole, while here webpack keeps only what is listed
 * below. One module still means one router instance and one set of contexts for host and remotes.
 * The app routes declaratively (`BrowserRouter` and `useRoutes`): it loads no data through the router, and
 * the data router (`createBrowserRouter`) would double the router's bytes in every first load.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  matchRoutes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { RouteObject } from 'react-router-dom';
