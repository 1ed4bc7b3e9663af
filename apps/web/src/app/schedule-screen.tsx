import { lazy, Suspense } from 'react';
import { PageSpinner } from '../components/page-spinner';
import SchedulePage from '../features/schedule/schedule-page';
import { useTravellerListQuery } from '../features/schedule/schedule-api';

// Loaded when the tab opens, and sharing no file with this one: the landing page's router names
// every file a screen needs, and it is at its byte budget.
const CheckinsWithChoices = lazy(() => import('./checkins-choices'));

const CheckinsPanel = ({
  show,
}: {
  show: (text: string, variant?: 'success' | 'warning') => void;
}) => {
  const travellers = useTravellerListQuery().data?.rows ?? [];
  return (
    <Suspense fallback={<PageSpinner label="Loading check-ins" />}>
      <CheckinsWithChoices
        travellers={travellers.map((t) => ({ value: t.traveller_id, label: t.name }))}
        show={show}
      />
    </Suspense>
  );
};

/**
 * /menu/schedule: the schedule's screen plus its Check-ins tab, composed here so the two features
 * stay independent (docs/architecture.md, "Web layers").
 */
const ScheduleScreen = () => (
  <SchedulePage
    moreTabs={[
      { key: 'checkins', title: 'Check-ins', render: (show) => <CheckinsPanel show={show} /> },
    ]}
  />
);

export default ScheduleScreen;
