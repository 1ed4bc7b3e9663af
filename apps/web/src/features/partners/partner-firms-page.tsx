import type { PartnerFirm, PartnerFirmAssign, PartnerFirmInsert } from '@georisk/contract';
import { countryName } from '@georisk/contract';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { BannerSlot, useBanner } from '../../components/banner';
import { PageSpinner } from '../../components/page-spinner';
import { LoadFailure } from '../../components/report/load-failure';
import { AdminOnly } from '../../components/role-gate';
import { AssignForm } from './assign-form';
import { FirmForm } from './firm-form';
import {
  useAssignPartnerMutation,
  useInsertPartnerFirmMutation,
  usePartnerFirmListQuery,
} from './partners-api';

const partnersOf = (firm: PartnerFirm) =>
  (firm.members ?? []).map((m) => `${m.name}${m.is_owner ? ' (owner)' : ''}`).join(', ') ||
  'No partner yet';

/** /menu/firms (admins): add partner firms and put partners in them (docs/rules/partners.md). */
const FirmsScreen = () => {
  const list = usePartnerFirmListQuery();
  const [insert] = useInsertPartnerFirmMutation();
  const [assign] = useAssignPartnerMutation();
  const { banner, show } = useBanner();

  const onSave = async (body: PartnerFirmInsert) => {
    show((await insert(body).unwrap()).message, 'success');
  };
  const onAssign = async (body: PartnerFirmAssign) => {
    show((await assign(body).unwrap()).message, 'success');
  };
  const firms = list.data?.partnerFirm ?? [];

  return (
    <section aria-labelledby="firms-title">
      <h1 id="firms-title" className="h3 mb-2">
        Partner firms
      </h1>
      <p className="text-body-secondary">
        The analyst firms customers see on the Partners screen. Each partner belongs to at most one
        firm.
      </p>
      <BannerSlot banner={banner} />
      <div className="row g-4 mb-4">
        <div className="col-xl-6">
          <Card className="shadow-sm h-100">
            <Card.Body>
              <h2 className="h5">Add a firm</h2>
              <FirmForm onSave={onSave} warn={show} />
            </Card.Body>
          </Card>
        </div>
        <div className="col-xl-6">
          <Card className="shadow-sm h-100">
            <Card.Body>
              <h2 className="h5">Assign a partner</h2>
              <AssignForm firms={firms} onAssign={onAssign} warn={show} />
            </Card.Body>
          </Card>
        </div>
      </div>
      <h2 className="h5">Firms</h2>
      {list.error ? (
        <LoadFailure error={list.error} />
      ) : !list.data ? (
        <PageSpinner label="Loading partner firms" />
      ) : firms.length === 0 ? (
        <p className="text-body-secondary">No partner firm has been added yet.</p>
      ) : (
        <Table responsive className="align-middle bg-white shadow-sm">
          <thead>
            <tr>
              <th scope="col">Firm</th>
              <th scope="col">Countries</th>
              <th scope="col">Languages</th>
              <th scope="col">Partners</th>
            </tr>
          </thead>
          <tbody>
            {firms.map((firm) => (
              <tr key={firm.partner_firm_id}>
                <td>{firm.name}</td>
                <td>{firm.countries.map(countryName).join(', ') || 'Any'}</td>
                <td>{firm.languages.join(', ') || '—'}</td>
                <td>{partnersOf(firm)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
};

const PartnerFirmsPage = () => (
  <AdminOnly>
    <FirmsScreen />
  </AdminOnly>
);

export default PartnerFirmsPage;
