import type { Incident } from '@georisk/contract';
import { useState } from 'react';
import { useBanner } from '../../components/banner';
import { useFocusOnChange } from '../../components/report/use-focus-on-change';
import { FindingList } from './finding-list';
import { FindingsForm } from './findings-form';

/**
 * /menu/finding (partners; admins get the same table): every incident, filterable to those still
 * unanswered; 'Report' opens the findings form, whose save refetches the table through its tag.
 */
const FindingPage = () => {
  const [unansweredOnly, setUnansweredOnly] = useState(false);
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
        <FindingList
          unansweredOnly={unansweredOnly}
          onFilter={setUnansweredOnly}
          banner={banner}
          onOpen={setOpen}
        />
      )}
    </div>
  );
};

export default FindingPage;
