import type { Incident } from '@georisk/contract';
import { failureText } from '../../api/api';
import { PageSpinner } from '../../components/page-spinner';
import { reportRows } from '../../components/report/finding-status';
import {
  useCategoryFactorsQuery,
  useIncidentFindingsQuery,
} from '../../components/report/report-api';
import { LoadFailure } from '../../components/report/load-failure';
import { useSaveFindingMutation, type FactorResponseMap } from './finding-api';
import { FindingsFormView } from './findings-form-view';

/**
 * Loads the factors of the incident's category and any answers already given, then saves: a new
 * finding is inserted, an existing one (same finding_id on every row) is updated.
 */
export const FindingsForm = ({
  incident,
  onSaved,
  onCancel,
}: {
  incident: Incident;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) => {
  const categoryId = incident.queryType.categories_id;
  const factors = useCategoryFactorsQuery(categoryId);
  const findings = useIncidentFindingsQuery(incident.incident_id);
  const [save] = useSaveFindingMutation();
  const failure = factors.error ?? findings.error;
  if (failure) {
    return <LoadFailure error={failure} />;
  }
  if (!factors.data || !findings.data) return <PageSpinner label="Loading factors" />;

  const findingId = findings.data[0]?.finding_id;
  const submit = async (factor_response: FactorResponseMap) => {
    try {
      const reply = await save({
        incident_id: incident.incident_id,
        finding_id: findingId,
        factor_response,
      }).unwrap();
      onSaved(reply.message);
      return null;
    } catch (error) {
      return failureText(error);
    }
  };
  return (
    <FindingsFormView
      key={incident.incident_id}
      incident={incident}
      rows={reportRows(factors.data, findings.data, categoryId)}
      onSubmit={submit}
      onCancel={onCancel}
    />
  );
};
