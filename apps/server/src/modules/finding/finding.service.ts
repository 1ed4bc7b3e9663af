import type { Finding, FindingRow } from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/unique.js';
import { conflict, forbidden, invalid, notFound } from '../../http/errors.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import { incidentAnsweredMail } from '../../mail/templates/incident-answered.js';
import { hasRole, type UserCaller } from '../../plugins/access.js';
import { setIncidentStatus } from '../incident/incident.repository.js';
import { canReadIncident, readableIncident } from '../incident/incident.service.js';
import { FINDING_MESSAGES as M } from './finding.messages.js';
import {
  findFindingContext,
  hasLiveFinding,
  insertFinding,
  liveFactorIds,
  lockIncidentToAnswer,
  saveResponses,
  softDeleteFinding,
  type Answers,
} from './finding.repository.js';
import { listFindingRows, readFinding } from './finding-read.repository.js';

type Executor = Parameters<typeof liveFactorIds>[0];
export type FindingDeps = Pick<FastifyInstance, 'mailer' | 'publicUrl'> & { db: Database };

/** UUIDs compare case-insensitively in the database; the map's keys must too. */
const canonical = (answers: Answers): Answers =>
  Object.fromEntries(Object.entries(answers).map(([id, answer]) => [id.toLowerCase(), answer]));

/** Every answered factor must be a live factor of the incident's category. */
const checkFactors = async (db: Executor, categoriesId: string, answers: Answers) => {
  const ids = Object.keys(answers);
  const known = await liveFactorIds(db, categoriesId, ids);
  const foreign = ids.find((id) => !known.has(id));
  if (foreign) throw invalid(M.foreignFactor(foreign));
};

/** The author corrects their finding; an admin may too (a partner may have left). */
const mayChange = (caller: UserCaller, authorId: string) =>
  caller.userId === authorId || hasRole(caller, 'admin');

const existing = async (db: Database, findingId: string): Promise<Finding> => {
  const finding = await readFinding(db, findingId);
  if (!finding) throw notFound(M.notFound);
  return finding;
};

/**
 * One transaction: the finding, its answers, the incident turning Answered and the owner's e-mail
 * are written together or not at all (a refused factor leaves no trace).
 */
export const answerIncident = async (
  deps: FindingDeps,
  caller: UserCaller,
  body: { incident_id: string; factor_response: Answers },
): Promise<Finding> => {
  const answers = canonical(body.factor_response);
  const findingId = await deps.db
    .transaction(async (tx) => {
      const incident = await lockIncidentToAnswer(tx, body.incident_id);
      if (!incident) throw notFound(M.incidentNotFound);
      if (await hasLiveFinding(tx, incident.incidentId)) throw conflict(M.exists);
      await checkFactors(tx, incident.categoriesId, answers);
      const id = await insertFinding(tx, incident.incidentId, caller.userId);
      await saveResponses(tx, id, answers);
      await setIncidentStatus(tx, incident.incidentId, 'Answered');
      await enqueueMail(
        tx,
        incidentAnsweredMail({
          to: incident.ownerEmail,
          name: incident.ownerName,
          queryTypeName: incident.queryTypeName,
          query: incident.query,
          link: `${deps.publicUrl}/menu/incident?report=${incident.incidentId}`,
        }),
      );
      return id;
    })
    .catch((error: unknown) => {
      // Another partner's finding committed first (the live-finding unique index caught it).
      throw isUniqueViolation(error) ? conflict(M.exists) : error;
    });
  deps.mailer.kick();
  return existing(deps.db, findingId);
};

/** Merges: the factors sent are (re)answered, answers to other factors stay as they were. */
export const reviseFinding = async (
  db: Database,
  caller: UserCaller,
  body: { finding_id: string; factor_response: Answers },
): Promise<Finding> => {
  const answers = canonical(body.factor_response);
  await db.transaction(async (tx) => {
    const finding = await findFindingContext(tx, body.finding_id);
    if (!finding) throw notFound(M.notFound);
    if (!mayChange(caller, finding.authorId)) throw forbidden(M.notAuthor);
    await checkFactors(tx, finding.categoriesId, answers);
    await saveResponses(tx, finding.findingId, answers);
  });
  return existing(db, body.finding_id);
};

/** The incident goes back to Submitted, so a partner can answer it afresh. */
export const withdrawFinding = async (db: Database, caller: UserCaller, findingId: string) =>
  db.transaction(async (tx) => {
    const context = await findFindingContext(tx, findingId);
    if (!context) throw notFound(M.notFound);
    if (!mayChange(caller, context.authorId)) throw forbidden(M.notAuthor);
    const finding = await readFinding(tx, findingId);
    if (!finding) throw notFound(M.notFound);
    await softDeleteFinding(tx, findingId);
    await setIncidentStatus(tx, context.incidentId, 'Submitted');
    return finding;
  });

export const viewFinding = async (db: Database, caller: UserCaller, findingId: string) => {
  const context = await findFindingContext(db, findingId);
  if (!context) throw notFound(M.notFound);
  if (!canReadIncident(caller, context.ownerId)) throw forbidden(M.notAllowed);
  return existing(db, findingId);
};

export const findingRowsOf = async (
  db: Database,
  caller: UserCaller,
  incidentId: string,
): Promise<FindingRow[]> => {
  await readableIncident(db, caller, incidentId);
  return listFindingRows(db, incidentId);
};
