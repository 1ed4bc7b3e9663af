import { lazy, Suspense } from 'react';
import { PageSpinner } from '../components/page-spinner';

// One hop more, on purpose: the landing page's router names every file a lazy screen needs and
// is at its byte budget; this file needs almost none, the answer page's own list stays here.
const CheckinPage = lazy(() => import('../features/checkins/checkin-page'));

/**
 * /checkin?token=…&answer=…: a check-in link's answer page (docs/rules/checkins.md), exported as
 * a lazy route module's `Component`, so the router needs no wrapper for it.
 */
export const Component = () => (
  <Suspense fallback={<PageSpinner />}>
    <CheckinPage />
  </Suspense>
);
