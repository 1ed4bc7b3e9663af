import type { Incident } from '@georisk/contract';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { Banner, useBanner } from '../../components/banner';
import { MessageScreen } from '../../components/message-screen';
import { PageSpinner } from '../../components/page-spinner';
import { LoadFailure } from '../../components/report/load-failure';
import { useIncidentsToAnswerQuery } from './finding-api';
import { FindingsForm } from './findings-form';
import { FindingTable } from './finding-table';

/**
 * /menu/finding (partners; admins get the same table): every incident, filterable to those still
 * unanswered; 'Report' opens the findings form, whose save refetches the table through its tag.
 */
const FindingPage = () => {
  const [unansweredOnly, setUnansweredOnly] = useState(false);
  const [open, setOpen] = useState<Incident | null>(null);
  const { banner, show } = useBanner();
  const incidents = useIncidentsToAnswerQuery(unansweredOnly ? { status: 'Submitted' } : {});

  if (open) {
    return (
      <FindingsForm
        incident={open}
        onSaved={(message) => {
          show(message, 'success');
          setOpen(null);
        }}
        onCancel={() => setOpen(null)}
      />
    );
  }
  return (
    <section aria-labelledby="finding-title">
      <div className="d-flex flex-wrap gap-3 align-items-center justify-content-between mb-3">
        <h1 id="finding-title" className="h3 mb-0">
          Finding
        </h1>
        <Form.Check
          type="switch"
          id="finding-unanswered"
          label="Unanswered only"
          checked={unansweredOnly}
          onChange={(event) => setUnansweredOnly(event.target.checked)}
        />
      </div>
      <Banner banner={banner} />
      {incidents.error ? (
        <LoadFailure error={incidents.error} />
      ) : !incidents.data ? (
        <PageSpinner label="Loading incidents" />
      ) : incidents.data.length === 0 ? (
        <MessageScreen
          icon="clipboard-check"
          message={
            unansweredOnly
              ? 'Every Incident Request has been answered.'
              : 'No Incident Request has been registered yet.'
          }
          actions={[]}
        />
      ) : (
        <FindingTable incidents={incidents.data} onOpen={setOpen} />
      )}
    </section>
  );
};

export default FindingPage;
