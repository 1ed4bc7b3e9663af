import type { IncidentForm } from '@georisk/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useState } from 'react';
import { useCreditBalanceQuery } from '../../api/credits-api';
import { useMyCompany } from '../../api/my-company-api';
import { useAppSelector } from '../../lib/store';
import { selectUser } from '../../session/login-slice';
import { useQueryTypeListQuery } from '../../api/query-type-list-api';
import { PageSpinner } from '../../components/page-spinner';
import { FilePicker, refusalsOf, useUploadFiles } from '../../components/attachments/attach-files';
import { useIncidentQuery, useSaveIncidentMutation } from './incident-api';
import { LoadFailure } from '../../components/report/load-failure';
import { dropDraft, keepDraft, readDraft } from './incident-draft';
import { EMPTY_INCIDENT, IncidentFormView, type IncidentFormValues } from './incident-form-view';

/**
 * Register or update (an id means editing): loads the record through incident/get, then
 * saves through incident/update; without an id it inserts. What is typed is kept as a draft until
 * it is saved or cancelled, so the browser's Back and Forward lose nothing.
 */
export const IncidentFormScreen = ({
  incidentId,
  onSaved,
  onCancel,
}: {
  incidentId: string | null;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) => {
  const queryTypes = useQueryTypeListQuery({ limit: 500 });
  // A new request of a company member may be filed for the company; viewers only read its requests.
  const company = useMyCompany(incidentId === null);
  const user = useAppSelector(selectUser);
  // Staff (a partner or an admin without the customer role) file free of charge: no price line
  // (docs/rules/credits.md, "Staff filing").
  const staffOnly = user !== null && !user.is_customer && (user.is_admin || user.is_partner);
  const shareWith = company && company.role !== 'viewer' ? company.name : undefined;
  const existing = useIncidentQuery(incidentId ?? skipToken);
  // A new request shows its price beside the balance it would be paid from.
  const personal = useCreditBalanceQuery(
    incidentId === null && !staffOnly ? 'personal' : skipToken,
  );
  const companyBalance = useCreditBalanceQuery(
    incidentId === null && shareWith ? 'company' : skipToken,
  );
  const [save] = useSaveIncidentMutation();
  const { upload, uploading } = useUploadFiles();
  const [files, setFiles] = useState<File[]>([]);
  const draftKey = incidentId ?? 'new';
  const keep = useCallback((values: IncidentFormValues) => keepDraft(draftKey, values), [draftKey]);
  const failure = queryTypes.error ?? existing.error;
  if (failure) {
    return <LoadFailure error={failure} />;
  }
  if (!queryTypes.data || (incidentId && !existing.data))
    return <PageSpinner label="Loading form" />;

  const submit = async (values: IncidentForm) => {
    // A file that would be refused keeps the request back, so nothing is half saved.
    const refused = refusalsOf(files);
    if (refused.length > 0) throw { message: refused.join('. ') };
    const reply = await save(incidentId ? { ...values, incident_id: incidentId } : values).unwrap();
    dropDraft(draftKey);
    const failed = await upload('incident', reply.incident.incident_id, files);
    onSaved([reply.message, ...failed].join('. '));
  };
  const record = incidentId ? existing.data : undefined;
  const draft = readDraft(draftKey);
  return (
    <IncidentFormView
      key={incidentId ?? 'new'}
      title={incidentId ? 'Update Incident Request' : 'Register Incident Request'}
      initial={
        draft ??
        (record
          ? {
              customerType: record.customerType,
              queryType_id: record.queryType_id,
              query: record.query,
              countries: record.countries,
            }
          : EMPTY_INCIDENT)
      }
      queryTypes={queryTypes.data.rows}
      onSubmit={submit}
      onCancel={() => {
        dropDraft(draftKey);
        onCancel();
      }}
      onEdit={keep}
      shareWith={shareWith}
      credits={
        incidentId === null && !staffOnly
          ? {
              personal: personal.data?.balance ?? null,
              company: companyBalance.data?.balance ?? null,
            }
          : undefined
      }
    >
      <FilePicker
        id="incident-files"
        label="Attach files to the request"
        onChange={setFiles}
        disabled={uploading}
      />
    </IncidentFormView>
  );
};
