import Table from 'react-bootstrap/Table';
import { BannerSlot, useBanner } from '../../components/banner';
import { AdminOnly } from '../../components/role-gate';
import { PageSpinner } from '../../components/page-spinner';
import { LoadFailure } from '../../components/report/load-failure';
import { useSlaListQuery } from './sla-api';
import { SlaRow } from './sla-row';
import { ColumnHeads } from '../../components/column-heads';
import { ScreenSection } from '../../components/screen-section';

/**
 * /menu/sla (admins): how many hours analysts have to answer each customer type. A change applies
 * to requests filed afterwards; a filed request keeps its due time.
 */
const SlaScreen = () => {
  const list = useSlaListQuery();
  const { banner, show } = useBanner();
  return (
    <ScreenSection
      title="Service levels"
      intro="Hours an analyst has to answer a request, by customer type (1 to 720). A change applies to requests filed afterwards."
    >
      <BannerSlot banner={banner} />
      {list.error ? (
        <LoadFailure error={list.error} />
      ) : !list.data ? (
        <PageSpinner label="Loading service levels" />
      ) : (
        <Table className="align-middle bg-white shadow-sm sla-table">
          <ColumnHeads columns={['Customer type', 'Answer within']} />
          <tbody>
            {list.data.sla.map((sla) => (
              <SlaRow key={`${sla.customerType}:${sla.hours}`} sla={sla} notify={show} />
            ))}
          </tbody>
        </Table>
      )}
    </ScreenSection>
  );
};

const SlaPage = () => (
  <AdminOnly>
    <SlaScreen />
  </AdminOnly>
);

export default SlaPage;
