// The module every app gets for 'react-router-dom' (the shared singleton's `import`, see
// sharedConfig in index.js): the names the portal uses, re-exported from react-router. A shared
// module keeps all of its exports, and react-router-dom 7 re-exports the whole of react-router
// (data and framework APIs, server handler, sessions, cookies, RSC helpers): ~58 KB gz against
// ~28 KB gz for this list (docs/bundles.md). Safe for a singleton because the list is the union
// of what every app imports, and the build checks it: importing a name from 'react-router-dom'
// that is not listed here fails the build (ReactRouterExportsCheck). Add the name here first.
// 'react-router' and 'react-router/dom' resolve to its production or development build (aliases).
export {
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  createBrowserRouter,
  generatePath,
  matchPath,
  matchRoutes,
  renderMatches,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';
// The DOM RouterProvider (react-dom's flushSync), as react-router-dom exports it.
export { RouterProvider } from 'react-router/dom';
