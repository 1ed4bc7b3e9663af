import type { PartnerFirm, PartnerFirmAssign, PartnerFirmInsert } from '@georisk/contract';
import { countryName } from '@georisk/contract';
import { useEffect, useRef, useState } from 'react';
import Card from 'react-bootstrap/Card';
import { BannerSlot, useBanner } from '../../components/banner';
import { CrudTable, type CrudColumn } from '../../components/crud/crud-table';
import { PageSpinner } from '../../components/page-spinner';
import { LoadFailure } from '../../components/report/load-failure';
import { AdminOnly } from '../../components/role-gate';
import { AssignForm } from './assign-form';
import { FirmForm } from './firm-form';
import { FirmStatements } from './firm-statements';
import {
  useAssignPartnerMutation,
  useInsertPartnerFirmMutation,
  usePartnerFirmListQuery,
  useUpdatePartnerFirmMutation,
} from './partners-api';
import { ScreenSection } from '../../components/screen-section';

const partnersOf = (firm: PartnerFirm) =>
  (firm.members ?? []).map((m) => `${m.name}${m.is_owner ? ' (owner)' : ''}`).join(', ') ||
  'No partner yet';

const COLUMNS: CrudColumn<PartnerFirm>[] = [
  { header: 'Firm', cell: (firm) => firm.name },
  { header: 'Countries', cell: (firm) => firm.countries.map(countryName).join(', ') || 'Any' },
  {
    header: 'Categories',
    cell: (firm) => firm.categories.map((category) => category.name).join(', ') || 'Any',
  },
  { header: 'Languages', cell: (firm) => firm.languages.join(', ') || '—' },
  { header: 'Partners', cell: partnersOf },
];

/**
 * /menu/firms (admins): add partner firms, change them and put partners in them, and download a
 * firm's monthly statement (docs/rules/partners.md).
 */
const FirmsScreen = () => {
  const list = usePartnerFirmListQuery();
  const [insert] = useInsertPartnerFirmMutation();
  const [update] = useUpdatePartnerFirmMutation();
  const [assign] = useAssignPartnerMutation();
  const { banner, show } = useBanner();
  const [editing, setEditing] = useState<PartnerFirm | null>(null);
  const formTitle = useRef<HTMLHeadingElement>(null);
  // Editing starts from the table below: take the reader (and the focus) up to the form.
  useEffect(() => {
    if (editing) formTitle.current?.focus();
  }, [editing]);

  const onSave = async (body: PartnerFirmInsert) => {
    if (!editing) {
      show((await insert(body).unwrap()).message, 'success');
      return;
    }
    const reply = await update({ ...body, partner_firm_id: editing.partner_firm_id }).unwrap();
    show(reply.message, 'success');
    setEditing(null);
  };
  const onAssign = async (body: PartnerFirmAssign) => {
    show((await assign(body).unwrap()).message, 'success');
  };
  const firms = list.data?.partnerFirm ?? [];

  return (
    <ScreenSection
      title="Partner firms"
      intro="The analyst firms customers see on the Partners screen. Each partner belongs to at most one firm."
    >
      <BannerSlot banner={banner} />
      <div className="row g-4 mb-4">
        <div className="col-xl-6">
          <Card className="shadow-sm h-100">
            <Card.Body>
              <h2 className="h5" ref={formTitle} tabIndex={-1}>
                {editing ? `Change ${editing.name}` : 'Add a firm'}
              </h2>
              <FirmForm
                key={editing?.partner_firm_id ?? 'new'}
                editing={editing}
                onSave={onSave}
                onCancel={() => setEditing(null)}
                warn={show}
              />
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
        <>
          <CrudTable
            columns={COLUMNS}
            rows={firms}
            identify={(firm) => ({ id: firm.partner_firm_id, name: firm.name })}
            onEdit={(id) => setEditing(firms.find((firm) => firm.partner_firm_id === id) ?? null)}
          />
          <div className="mt-4">
            <FirmStatements firms={firms} />
          </div>
        </>
      )}
    </ScreenSection>
  );
};

const PartnerFirmsPage = () => (
  <AdminOnly>
    <FirmsScreen />
  </AdminOnly>
);

export default PartnerFirmsPage;
