import type { IncidentForm } from '@georisk/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import { failureText } from '../../api/api';
import { PageSpinner } from '../../components/page-spinner';
import {
  useIncidentQuery,
  useIncidentQueryTypesQuery,
  useSaveIncidentMutation,
} from './incident-api';
import { LoadFailure } from '../../components/report/load-failure';
import { EMPTY_INCIDENT, IncidentFormView } from './incident-form-view';

/**
 * Register or update (spec §4: an id means editing): loads the record through incident/get, then
 * saves through incident/update; without an id it inserts.
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
  const queryTypes = useIncidentQueryTypesQuery();
  const existing = useIncidentQuery(incidentId ?? skipToken);
  const [save] = useSaveIncidentMutation();
  const failure = queryTypes.error ?? existing.error;
  if (failure) {
    return <LoadFailure error={failure} />;
  }
  if (!queryTypes.data || (incidentId && !existing.data))
    return <PageSpinner label="Loading form" />;

  const submit = async (values: IncidentForm) => {
    try {
      const reply = await save(
        incidentId ? { ...values, incident_id: incidentId } : values,
      ).unwrap();
      onSaved(reply.message);
      return null;
    } catch (error) {
      return failureText(error);
    }
  };
  const record = incidentId ? existing.data : undefined;
  return (
    <IncidentFormView
      key={incidentId ?? 'new'}
      title={incidentId ? 'Update Incident Request' : 'Register Incident Request'}
      initial={
        record
          ? {
              customerType: record.customerType,
              queryType_id: record.queryType_id,
              query: record.query,
            }
          : EMPTY_INCIDENT
      }
      queryTypes={queryTypes.data}
      onSubmit={submit}
      onCancel={onCancel}
    />
  );
};
