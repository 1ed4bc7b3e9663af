import type { Incident } from '@georisk/contract';
import { skipToken } from '@reduxjs/toolkit/query';
import { AttachmentsCard } from '../../components/attachments/attachments-card';
import { ConversationThread } from '../../components/conversation/conversation-thread';
import { PageSpinner } from '../../components/page-spinner';
import { useAppSelector } from '../../lib/store';
import { selectUserId } from '../../session/login-slice';
import { reportRows } from '../../components/report/finding-status';
import { useFactorListQuery } from '../../api/factor-list-api';
import { useFindingListQuery } from '../../api/finding-list-api';
import { LoadFailure } from '../../components/report/load-failure';
import { NewDevelopments } from '../../components/report/new-developments';
import { useFindingQuery, useSaveFindingMutation, type FindingSave } from './finding-api';
import { FindingsFormView } from './findings-form-view';

/**
 * Loads the factors of the incident's category and the analyst's working copy (drafts included),
 * then saves: a new finding is inserted, an existing one (same finding_id on every row) is updated,
 * as a draft for the analyst or published to the customer.
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
  const factors = useFactorListQuery({ categories_id: categoryId, limit: 500 });
  // The analyst's working copy, one row per factor, drafts included: the form opens with it.
  const rows = useFindingListQuery({ incident_id: incident.incident_id, draft: true });
  const findingId = rows.data?.[0]?.finding_id;
  const finding = useFindingQuery(findingId ?? skipToken);
  const [save] = useSaveFindingMutation();
  const selfId = useAppSelector(selectUserId) ?? '';
  const failure = factors.error ?? rows.error ?? finding.error;
  if (failure) return <LoadFailure error={failure} />;
  if (!factors.data || !rows.data || (findingId && !finding.data))
    return <PageSpinner label="Loading factors" />;

  const submit = async (body: Omit<FindingSave, 'incident_id' | 'finding_id'>) => {
    const reply = await save({
      ...body,
      incident_id: incident.incident_id,
      finding_id: findingId,
    }).unwrap();
    onSaved(reply.message);
  };
  return (
    <FindingsFormView
      key={incident.incident_id}
      incident={incident}
      rows={reportRows(factors.data.rows, rows.data, categoryId)}
      summary={finding.data?.summary ?? ''}
      published={finding.data?.revision ?? incident.revision}
      hasDraft={finding.data?.draft ?? false}
      onSubmit={submit}
      onCancel={onCancel}
      developments={incident.stale && <NewDevelopments incidentId={incident.incident_id} />}
    >
      {/* The answer's files attach to its finding: saved once, a draft at least. */}
      <AttachmentsCard
        incidentId={incident.incident_id}
        attachTo={findingId ? { parent: 'finding', parentId: findingId } : undefined}
        hint="Save a draft to attach files to the answer."
      />
      <ConversationThread incidentId={incident.incident_id} selfId={selfId} />
    </FindingsFormView>
  );
};
