/**
 * The router every app renders with: the parts of React Router the apps use, as one shared
 * singleton module (the host's copy serves every remote, so there is one router and one set of
 * router contexts on the page).
 *
 * Module Federation hands a shared module over whole, so sharing `react-router-dom` itself would
 * ship all of it (61 KB gzip, much of it server rendering and framework mode) to every page. This
 * module names what the apps import and is the only one shared; React Router inside it is
 * tree-shaken to those names. An app imports router code from here only (ESLint enforces it in
 * app sources): a direct import of `react-router-dom` would give that app a second router whose
 * hooks cannot see the host's.
 */
export {
  BrowserRouter,
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
export type { NavigateFunction, RouteObject } from 'react-router-dom';
