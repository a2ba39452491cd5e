// What the composition shares as `react-router-dom` (docs/federation.md#sharing): react-router's
// production build, re-exported by name so the shared chunk drops the rest of the package. A
// shared module cannot be tree-shaken by its users' imports: this list is the contract, and an app
// importing a name missing here fails its build (facade-guard.cjs). Add the name when needed.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  useSearchParams,
} from 'react-router';
