import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { paths } from '../config/paths';
import { TopBar } from './top-bar';

/** Header, page and footer for the public pages and the menu area. */
export const MainLayout = () => (
  <div className="d-flex flex-column min-vh-100">
    <TopBar />
    <div className="flex-grow-1">
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </div>
    <footer className="site-footer py-4">
      <div className="container d-flex flex-wrap justify-content-between gap-2">
        {/* The build-time landing page (app/start.tsx) may carry last year's number. */}
        <span suppressHydrationWarning>
          © {new Date().getFullYear()} GeoRisk — geopolitical risk intelligence
        </span>
        <nav aria-label="Footer" className="d-flex gap-3">
          <Link to={paths.help}>Help</Link>
          <Link to={paths.contact}>Contact</Link>
        </nav>
      </div>
    </footer>
  </div>
);
