import type { Incident } from '@georisk/contract';
import Form from 'react-bootstrap/Form';
import { Banner, type BannerMessage } from '../../components/banner';
import { MessageScreen } from '../../components/message-screen';
import { PageSpinner } from '../../components/page-spinner';
import { LoadFailure } from '../../components/report/load-failure';
import { useIncidentsToAnswerQuery } from './finding-api';
import { FindingTable } from './finding-table';

/** Every incident for partners and admins, optionally only those still to answer. */
export const FindingList = ({
  unansweredOnly,
  onFilter,
  banner,
  onOpen,
}: {
  unansweredOnly: boolean;
  onFilter: (unansweredOnly: boolean) => void;
  banner: BannerMessage | null;
  onOpen: (incident: Incident) => void;
}) => {
  const incidents = useIncidentsToAnswerQuery(unansweredOnly ? { status: 'Submitted' } : {});
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
          onChange={(event) => onFilter(event.target.checked)}
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
        <FindingTable incidents={incidents.data} onOpen={onOpen} />
      )}
    </section>
  );
};
