import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../app/store';
import { PageSpinner } from '../../components/page-spinner';
import { selectUser } from '../../session/login-slice';
import { LandingPage } from './landing-page';

// Loaded only once someone is logged in, so the landing page bundle stays small.
const IncidentManager = lazy(async () => ({
  default: (await import('../incident/incident-manager')).IncidentManager,
}));

/** `/` and `/dashboard` (spec §2): the landing page, or the incident manager when logged in. */
export const HomePage = () => {
  const user = useAppSelector(selectUser);
  if (user) {
    return (
      <main className="container py-4">
        <Suspense fallback={<PageSpinner />}>
          <IncidentManager />
        </Suspense>
      </main>
    );
  }
  return <LandingPage />;
};
