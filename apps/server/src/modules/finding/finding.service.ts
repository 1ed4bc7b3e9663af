import type { Finding, FindingRevision, FindingRow } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import type { Mailer } from '../../mail/mailer.js';
import { transactionResult } from '../../db/transaction.js';
import { isUniqueViolation } from '../../db/unique.js';
import type { UserCaller } from '../../domain/caller.js';
import { authorize, can, type QuoteFacts } from '../../domain/policies/index.js';
import {
  failure,
  foundOr,
  notFound,
  success,
  type Failure,
  type Result,
} from '../../domain/result.js';
import {
  claimForAnswer,
  reopenIncident,
  requestFacts,
  withCallerFirm,
  withMembership,
} from '../incident/index.js';
import { sameValues } from '../../db/unchanged-write.js';
import { settleFinding } from './finding-publish.service.js';
import { rowsOfRevision } from './finding-publication.js';
import { listRevisions } from './finding-revision.repository.js';
import { FINDING_MESSAGES as M } from './finding.messages.js';
import {
  findFindingContext,
  hasLiveFinding,
  insertFinding,
  liveFactorIds,
  lockIncidentOfFinding,
  lockIncidentToAnswer,
  saveResponses,
  softDeleteFinding,
  workingAnswers,
  type Answers,
} from './finding.repository.js';
import { listWorkingRows, readFinding } from './finding-read.repository.js';
import { callerActor, recordAudit } from '../audit/index.js';

/** A structured log line (the route passes its request's logger). */
export interface EventLog {
  info(fields: Record<string, unknown>, message: string): void;
}

/** The mailer is only nudged: the mail itself is in the outbox, written with the finding. */
export interface FindingDeps {
  db: Database;
  mailer: Pick<Mailer, 'kick'>;
  publicUrl: string;
}

/** UUIDs compare case-insensitively in the database; the map's keys must too. */
const canonical = (answers: Answers): Answers =>
  Object.fromEntries(Object.entries(answers).map(([id, answer]) => [id.toLowerCase(), answer]));

/** Every answered factor must be a live factor of the incident's category. */
const foreignFactor = async (
  db: Database,
  categoriesId: string,
  answers: Answers,
): Promise<Failure | undefined> => {
  const ids = Object.keys(answers);
  const known = await liveFactorIds(db, categoriesId, ids);
  const foreign = ids.find((id) => !known.has(id));
  return foreign ? failure('invalid', M.foreignFactor(foreign)) : undefined;
};

/** The rules' view of a locked request (domain/policies/finding.ts), the caller's firm included. */
const requestOf = async (
  db: Database,
  caller: UserCaller,
  incident: { ownerId: string; assignedTo: string | null; quote: QuoteFacts | null },
) => ({
  kind: 'finding' as const,
  ownerId: incident.ownerId,
  assignedTo: incident.assignedTo,
  quote: await withCallerFirm(db, caller, incident.quote),
});

const existing = async (db: Database, findingId: string): Promise<Result<Finding>> =>
  foundOr(await readFinding(db, findingId), M.notFound);

/**
 * One transaction: the finding, its answers, the revision, the incident's new status and the
 * owner's notification and e-mail are written together or not at all (a refused factor or an
 * unrated one leaves no trace). See docs/rules/incidents.md#workflow.
 */
export const answerIncident = async (
  deps: FindingDeps,
  caller: UserCaller,
  body: { incident_id: string; factor_response: Answers; summary: string; draft: boolean },
): Promise<Result<Finding>> => {
  const answers = canonical(body.factor_response);
  const answered = await transactionResult(deps.db, async (tx) => {
    const incident = await lockIncidentToAnswer(tx, body.incident_id);
    if (!incident) return notFound(M.incidentNotFound);
    if (await hasLiveFinding(tx, incident.incidentId)) return failure('conflict', M.exists);
    const allowed = authorize(caller, 'insert', await requestOf(tx, caller, incident));
    if (!allowed.ok) return allowed;
    const refused = await foreignFactor(tx, incident.categoriesId, answers);
    if (refused) return refused;
    const findingId = await insertFinding(tx, {
      incidentId: incident.incidentId,
      createdBy: caller.userId,
      summary: body.summary,
    });
    await saveResponses(tx, findingId, answers);
    return settleFinding(tx, deps.publicUrl, caller, incident, {
      findingId,
      revision: 0,
      summary: body.summary,
      draft: body.draft,
    });
  }).catch((error: unknown): Failure => {
    // Another partner's finding committed first (the live-finding unique index caught it).
    if (isUniqueViolation(error)) return failure('conflict', M.exists);
    throw error;
  });
  if (!answered.ok) return answered;
  if (!body.draft) deps.mailer.kick();
  return existing(deps.db, answered.value);
};

/**
 * Saving what the working copy already holds writes nothing and tells no one (db/unchanged-write.ts):
 * the answers sent and the summary are the working copy's, and it is either a draft save or a
 * publication of a copy with nothing unpublished (docs/rules/incidents.md, "Findings").
 */
const unchangedSave = async (
  tx: Database,
  finding: { findingId: string; summary: string; draft: boolean },
  answers: Answers,
  body: { summary?: string; draft: boolean },
) =>
  (body.draft || !finding.draft) &&
  (body.summary ?? finding.summary) === finding.summary &&
  sameValues(await workingAnswers(tx, finding.findingId), answers);

/**
 * Merges into the working copy (the factors sent are re-answered, the others stay), then saves it
 * as a draft or publishes it as the next revision.
 */
export const reviseFinding = async (
  deps: FindingDeps,
  caller: UserCaller,
  body: { finding_id: string; factor_response: Answers; summary?: string; draft: boolean },
): Promise<Result<Finding>> => {
  const answers = canonical(body.factor_response);
  const revised = await transactionResult(deps.db, async (tx) => {
    // Locked, so two publications of one request are numbered one after the other; the finding is
    // read under the lock, where a publication committed meanwhile has raised its revision.
    const incident = await lockIncidentOfFinding(tx, body.finding_id);
    const finding = incident && (await findFindingContext(tx, body.finding_id));
    if (!incident || !finding) return notFound(M.notFound);
    // The request as it is now (locked): whoever holds it, not whoever wrote the finding.
    const allowed = authorize(caller, 'update', await requestOf(tx, caller, incident));
    if (!allowed.ok) return allowed;
    const refused = await foreignFactor(tx, finding.categoriesId, answers);
    if (refused) return refused;
    if (await unchangedSave(tx, finding, answers, body)) {
      if (incident.assignedTo !== caller.userId)
        await claimForAnswer(tx, incident.incidentId, caller.userId);
      return success(finding.findingId);
    }
    await saveResponses(tx, finding.findingId, answers);
    return settleFinding(tx, deps.publicUrl, caller, incident, {
      findingId: finding.findingId,
      revision: finding.revision,
      summary: body.summary ?? finding.summary,
      draft: body.draft,
    });
  });
  if (!revised.ok) return revised;
  if (!body.draft) deps.mailer.kick();
  return existing(deps.db, revised.value);
};

/**
 * The incident goes back to the queue (Submitted, unassigned), to be answered afresh. The holder
 * may drop an unpublished draft; a published answer is history, which only an admin removes, and
 * that removal is logged (docs/rules/incidents.md, "Findings").
 */
export const withdrawFinding = async (
  db: Database,
  log: EventLog,
  caller: UserCaller,
  findingId: string,
): Promise<Result<Finding>> => {
  const withdrawn = await transactionResult(db, async (tx) => {
    const context = await findFindingContext(tx, findingId);
    if (!context) return notFound(M.notFound);
    const published = context.revision > 0;
    const allowed = authorize(caller, 'remove', {
      ...(await requestOf(tx, caller, context)),
      published,
    });
    if (!allowed.ok) return allowed;
    const finding = await existing(tx, findingId);
    if (!finding.ok) return finding;
    await softDeleteFinding(tx, findingId);
    await reopenIncident(tx, context.incidentId);
    if (published) {
      await recordAudit(tx, callerActor(caller), {
        action: 'finding.remove',
        target: { kind: 'incident', id: context.incidentId },
        detail: { revision: context.revision },
      });
    }
    return success({ finding: finding.value, published });
  });
  if (!withdrawn.ok) return withdrawn;
  if (withdrawn.value.published) {
    log.info(
      {
        event: 'finding.removed',
        findingId,
        incidentId: withdrawn.value.finding.incident_id,
        revision: withdrawn.value.finding.revision,
        removedBy: caller.userId,
      },
      'An admin removed a published answer',
    );
  }
  return success(withdrawn.value.finding);
};

/**
 * One finding. Drafts are the analysts' alone: the request's owner reads the latest published
 * revision (not found before the first), never the working copy.
 */
export const viewFinding = async (
  db: Database,
  caller: UserCaller,
  findingId: string,
): Promise<Result<Finding>> => {
  const context = await findFindingContext(db, findingId);
  if (!context) return notFound(M.notFound);
  const facts = await withMembership(db, caller, context);
  const allowed = authorize(caller, 'read', { kind: 'finding', ...facts });
  if (!allowed.ok) return allowed;
  if (can(caller, 'readDraft', { kind: 'finding' })) return existing(db, findingId);
  return publishedFinding(db, findingId, context.incidentId);
};

/** The finding as its latest published revision shows it. */
const publishedFinding = async (
  db: Database,
  findingId: string,
  incidentId: string,
): Promise<Result<Finding>> => {
  const [[latest], finding] = await Promise.all([
    listRevisions(db, incidentId, 1),
    readFinding(db, findingId),
  ]);
  if (!latest || !finding) return notFound(M.notFound);
  return success({
    ...finding,
    summary: latest.summary,
    draft: false,
    revision: latest.revision,
    updated_at: latest.published_at,
    factor_response: latest.factor_response,
  });
};

/** The caller may read the answers of this request: not found, forbidden, or its facts. */
const readableRequest = async (db: Database, caller: UserCaller, incidentId: string) => {
  const request = await requestFacts(db, caller, incidentId);
  if (!request.ok) return request;
  return authorize(caller, 'read', { kind: 'finding', ...request.value });
};

/**
 * Everyone reads the latest published revision (drafts never reach the customer); analysts may
 * ask for their working copy instead (`draft: true`).
 */
export const findingRowsOf = async (
  db: Database,
  caller: UserCaller,
  input: { incident_id: string; draft?: boolean },
): Promise<Result<FindingRow[]>> => {
  const readable = await readableRequest(db, caller, input.incident_id);
  if (!readable.ok) return readable;
  if (input.draft) {
    const drafts = authorize(caller, 'readDraft', { kind: 'finding' });
    if (!drafts.ok) return drafts;
  }
  const [latest, before] = await listRevisions(db, input.incident_id, 2);
  if (input.draft) {
    return success(await listWorkingRows(db, input.incident_id, latest?.factor_response ?? {}));
  }
  return success(latest ? rowsOfRevision(input.incident_id, latest, before) : []);
};

/** Every published revision, newest first. */
export const findingHistory = async (
  db: Database,
  caller: UserCaller,
  incidentId: string,
): Promise<Result<FindingRevision[]>> => {
  const readable = await readableRequest(db, caller, incidentId);
  if (!readable.ok) return readable;
  const revisions = await listRevisions(db, incidentId);
  return success(revisions.map(({ findingId: _findingId, ...revision }) => revision));
};
