import { rateEveryFactor } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { excerpt } from '../../domain/excerpt.js';
import { failure, success, type Result } from '../../domain/result.js';
import { incidentAnsweredMail } from '../../mail/templates/incident-answered.js';
import { incidentUpdatedMail } from '../../mail/templates/incident-workflow.js';
import type { UserCaller } from '../../domain/caller.js';
import { audienceOf, claimForAnswer, recordPublication } from '../incident/index.js';
import { notify } from '../notification/index.js';
import { emitWebhookEvent } from '../webhooks/index.js';
import { FINDING_MESSAGES as M } from './finding.messages.js';
import { firstUnrated, outcomeOf } from './finding-publication.js';
import {
  activeFactors,
  setWorkingState,
  workingAnswers,
  type lockIncidentToAnswer,
} from './finding.repository.js';
import { insertRevision } from './finding-revision.repository.js';
import { callerActor, recordAudit } from '../audit/index.js';
import { refundLateAnswer, settleHold } from '../credits/index.js';
import { creditFirmForAnswer } from '../partner-firms/index.js';

type LockedIncident = NonNullable<Awaited<ReturnType<typeof lockIncidentToAnswer>>>;

export interface Saving {
  findingId: string;
  /** The latest published revision before this save. */
  revision: number;
  summary: string;
  draft: boolean;
}

/**
 * After the working copy is written (inside the same transaction): a draft only marks the request
 * In review, claimed for the caller when nobody holds it; a publication needs every active factor
 * rated with a response, then keeps revision n+1, answers the request and tells its owner (and,
 * for a company's request, the company's owners and admins).
 * A refusal rolls the whole transaction back, so nothing of the save remains.
 */
export const settleFinding = async (
  tx: Database,
  publicUrl: string,
  caller: UserCaller,
  incident: LockedIncident,
  saving: Saving,
): Promise<Result<string>> => {
  const { findingId, summary } = saving;
  await claimForAnswer(tx, incident.incidentId, caller.userId);
  if (saving.draft) {
    await setWorkingState(tx, findingId, { summary, draft: true });
    return success(findingId);
  }
  const answers = await workingAnswers(tx, findingId);
  const missing = firstUnrated(await activeFactors(tx, incident.categoriesId), answers);
  if (missing) return failure('invalid', rateEveryFactor(missing.name));
  const revision = saving.revision + 1;
  await insertRevision(tx, {
    findingId,
    revision,
    summary,
    factorResponse: answers,
    publishedBy: caller.userId,
  });
  await setWorkingState(tx, findingId, { summary, draft: false, revision });
  await recordPublication(tx, incident.incidentId, revision, outcomeOf(answers));
  // A quoted request's held price becomes its charge (docs/rules/proposals.md)...
  if (revision === 1) await settleHold(tx, callerActor(caller), incident.incidentId);
  // A first answer later than twice the SLA refunds half the charge (docs/rules/credits.md).
  if (revision === 1) await refundLateAnswer(tx, callerActor(caller), incident.incidentId);
  // ...and pays the publisher's firm what the request was charged (docs/rules/partners.md).
  if (revision === 1) await creditFirmForAnswer(tx, callerActor(caller), incident.incidentId);
  await recordAudit(tx, callerActor(caller), {
    action: 'finding.publish',
    target: { kind: 'incident', id: incident.incidentId },
    companyId: incident.companyId,
    detail: { revision },
  });
  await emitWebhookEvent(tx, incident.companyId, 'request.answered', {
    incident_id: incident.incidentId,
    revision,
    outcome: outcomeOf(answers),
  });
  const first = revision === 1;
  const owner = { id: incident.ownerId, name: incident.ownerName, email: incident.ownerEmail };
  for (const recipient of await audienceOf(tx, { owner, companyId: incident.companyId })) {
    const target = {
      to: recipient.email,
      name: recipient.name,
      query: incident.query,
      link: `${publicUrl}/menu/incident?report=${incident.incidentId}`,
    };
    await notify(tx, {
      userId: recipient.id,
      kind: first ? 'answered' : 'updated',
      incidentId: incident.incidentId,
      text: (first ? M.answeredText : M.updatedText)(excerpt(incident.query, 120)),
      mail: (more) =>
        first
          ? incidentAnsweredMail({ ...target, queryTypeName: incident.queryTypeName }, more)
          : incidentUpdatedMail(target, revision, more),
    });
  }
  return success(findingId);
};
