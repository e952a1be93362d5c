// @ahc/platform/router: the React Router pieces the apps use, one copy for every app (two copies
// lose the <Router> context). Shared as this list rather than react-router-dom wholesale, which put
// all of React Router, 60 KB gzip, in the first load because a shared package cannot be tree-shaken.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
