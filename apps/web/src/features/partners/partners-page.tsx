import type { PartnerDirectoryEntry } from '@georisk/contract';
import { countryName } from '@georisk/contract';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { PageSpinner } from '../../components/page-spinner';
import { LoadFailure } from '../../components/report/load-failure';
import { usePartnerDirectoryQuery } from './partners-api';
import { ScreenSection } from '../../components/screen-section';

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });
const languageName = (code: string) => languageNames.of(code) ?? code;

const list = (items: string[], none: string) => (items.length ? items.join(', ') : none);

/** One firm: what it covers and how it has answered. */
const FirmCard = ({ firm }: { firm: PartnerDirectoryEntry }) => (
  <Card className="shadow-sm h-100" as="article" aria-labelledby={`firm-${firm.partner_firm_id}`}>
    <Card.Body>
      <h2 className="h5" id={`firm-${firm.partner_firm_id}`}>
        {firm.name}
      </h2>
      {firm.about && <p className="text-body-secondary">{firm.about}</p>}
      <dl className="row mb-0 small">
        <dt className="col-sm-4">Countries</dt>
        <dd className="col-sm-8">{list(firm.countries.map(countryName), 'Any country')}</dd>
        <dt className="col-sm-4">Categories</dt>
        <dd className="col-sm-8">
          {list(
            firm.categories.map((c) => c.name),
            'Any category',
          )}
        </dd>
        <dt className="col-sm-4">Languages</dt>
        <dd className="col-sm-8">{list(firm.languages.map(languageName), 'Not given')}</dd>
      </dl>
    </Card.Body>
    <Card.Footer className="d-flex flex-wrap gap-2 bg-white">
      <Badge bg="light" text="dark" className="border">
        {firm.answered === 1 ? '1 request answered' : `${firm.answered} requests answered`}
      </Badge>
      <Badge bg="light" text="dark" className="border">
        {firm.median_hours === null
          ? 'No answers yet'
          : `Median ${firm.median_hours} hours to answer`}
      </Badge>
    </Card.Footer>
  </Card>
);

/** /menu/partners: the partner firms, their coverage and record (docs/rules/partners.md). */
const PartnersPage = () => {
  const directory = usePartnerDirectoryQuery();
  return (
    <ScreenSection
      title="Partners"
      intro="The analyst firms that answer requests: what they cover, how many requests they have answered and how long a first answer usually takes."
    >
      {directory.error ? (
        <LoadFailure error={directory.error} />
      ) : !directory.data ? (
        <PageSpinner label="Loading partner firms" />
      ) : directory.data.partnerFirm.length === 0 ? (
        <p className="text-body-secondary">No partner firm is listed yet.</p>
      ) : (
        <div className="row g-3">
          {directory.data.partnerFirm.map((firm) => (
            <div className="col-md-6" key={firm.partner_firm_id}>
              <FirmCard firm={firm} />
            </div>
          ))}
        </div>
      )}
    </ScreenSection>
  );
};

export default PartnersPage;
