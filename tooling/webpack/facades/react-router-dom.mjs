// What the composition shares as `react-router-dom`: react-router's production build (its
// package `exports` only name the development build), re-exported by name so that webpack can
// drop the rest of the package (framework mode, server rendering, RSC, cookies and sessions)
// from the shared chunk. A shared module cannot be tree-shaken by its users' imports, because
// a remote built later may use any export: this list is that contract. An app that imports
// something missing here fails its build (facade-guard.cjs): add the name here when needed.
// Only the declarative router is shared: no data router (createBrowserRouter, loaders, fetchers).
export {
  BrowserRouter,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  HashRouter,
  Link,
  matchPath,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  parsePath,
  resolvePath,
  Route,
  Router,
  Routes,
  useBeforeUnload,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
