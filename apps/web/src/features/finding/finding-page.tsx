import type { Incident } from '@georisk/contract';
import { useState } from 'react';
import { useBanner } from '../../components/banner';
import { PartnerOnly } from '../../components/role-gate';
import { useFocusOnChange } from '../../components/report/use-focus-on-change';
import { FindingsForm } from './findings-form';
import { NO_FILTER } from './queue-filters';
import { QueueList, type QueueView } from './queue-list';

/**
 * The analysts' queue (/menu/finding, and the home page of a partner): 'Report' opens the findings
 * form; the queue keeps its filters and page while the form is open.
 */
const FindingScreen = () => {
  const [view, setView] = useState<QueueView>({ filter: NO_FILTER, offset: 0 });
  const [open, setOpen] = useState<Incident | null>(null);
  const { banner, show } = useBanner();
  const region = useFocusOnChange<HTMLDivElement>(open ? `form:${open.incident_id}` : 'table');
  return (
    <div className="view-region" ref={region} tabIndex={-1}>
      {open ? (
        <FindingsForm
          incident={open}
          onSaved={(message) => {
            show(message, 'success');
            setOpen(null);
          }}
          onCancel={() => setOpen(null)}
        />
      ) : (
        <QueueList view={view} onView={setView} banner={banner} notify={show} onOpen={setOpen} />
      )}
    </div>
  );
};

/** A customer gets the same clear answer as in every admin area, and no incident data is asked for. */
const FindingPage = () => (
  <PartnerOnly>
    <FindingScreen />
  </PartnerOnly>
);

export default FindingPage;
