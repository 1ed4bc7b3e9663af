import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { LandingPage } from '../features/home/landing-page';
import { useAppSelector } from '../lib/store';
import { paths } from '../config/paths';
import { selectUser } from '../session/login-slice';
import { takeLoginPrompt } from '../session/wanted-address';

// Loaded only once someone is logged in, so the landing page bundle stays small.
const IncidentScreen = lazy(() => import('./incident-screen'));

// A partner's home is the queue they work from (docs/rules/screens.md), loaded the same way.
const AnalystQueue = lazy(() => import('../features/finding/finding-page'));

/**
 * `/` and `/dashboard`: the landing page; once logged in, the queue for a partner and the incident
 * manager for everyone else. Composed here because it joins features, which never import each other.
 */
export const HomeScreen = () => {
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  // A visitor the route guard sent here from a mailed link goes on to log in (docs/rules/screens.md).
  useEffect(() => {
    if (!user && takeLoginPrompt()) void navigate(paths.login, { replace: true });
  }, [navigate, user]);
  if (user) {
    return (
      <main className="container py-4">
        <Suspense fallback={<PageSpinner />}>
          {user.is_partner ? <AnalystQueue /> : <IncidentScreen />}
        </Suspense>
      </main>
    );
  }
  return <LandingPage />;
};
