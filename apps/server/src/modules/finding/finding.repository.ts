import type { factorResponse } from '@georisk/contract';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import {
  factors,
  findingResponses,
  findings,
  incidents,
  queryTypes,
  users,
} from '../../db/schema.js';

/** `{ <factor_id>: { response_status, response } }` as validated by the contract. */
export type Answers = Record<string, z.output<typeof factorResponse>>;

const liveFinding = eq(findings.isDeleted, false);

/** The quote rules' facts of a request (docs/rules/proposals.md): null for a priced one. */
const withQuote = <R extends { onQuote: boolean; quotedFirmId: string | null }>(row: R) => {
  const { onQuote, quotedFirmId, ...rest } = row;
  return { ...rest, quote: onQuote ? { firmId: quotedFirmId } : null };
};
const liveIncident = eq(incidents.isDeleted, false);

/** The incident `which` picks, live, with what an answer needs, locked for the transaction. */
const lockIncidentWhere = async (tx: Database, which: SQL | undefined) => {
  const [row] = await tx
    .select({
      incidentId: incidents.id,
      query: incidents.query,
      categoriesId: queryTypes.categoriesId,
      queryTypeName: queryTypes.name,
      ownerId: incidents.createdBy,
      ownerEmail: users.email,
      ownerName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      assignedTo: incidents.assignedTo,
      companyId: incidents.companyId,
      onQuote: incidents.onQuote,
      quotedFirmId: incidents.quotedFirmId,
    })
    .from(incidents)
    .innerJoin(queryTypes, eq(queryTypes.id, incidents.queryTypeId))
    .innerJoin(users, eq(users.id, incidents.createdBy))
    .where(and(which, liveIncident))
    .for('update', { of: incidents })
    .limit(1);
  return row ? withQuote(row) : null;
};

/**
 * The incident a finding answers, with what the answer needs (its category, its owner's address).
 * Locked, so two partners answering at once are serialised and the second sees the first.
 */
export const lockIncidentToAnswer = (tx: Database, incidentId: string) =>
  lockIncidentWhere(tx, eq(incidents.id, incidentId));

/**
 * The incident a live finding answers, locked as lockIncidentToAnswer locks it, found and locked
 * in one statement (a publication reads the finding itself under the lock, after this).
 */
export const lockIncidentOfFinding = (tx: Database, findingId: string) =>
  lockIncidentWhere(
    tx,
    eq(
      incidents.id,
      sql`(select ${findings.incidentId} from ${findings} where ${findings.id} = ${findingId} and ${findings.isDeleted} = false)`,
    ),
  );

/** A live finding of a live incident, with who may touch it and which factors it may hold. */
export const findFindingContext = async (db: Database, findingId: string) => {
  const [row] = await db
    .select({
      findingId: findings.id,
      incidentId: findings.incidentId,
      authorId: findings.createdBy,
      ownerId: incidents.createdBy,
      assignedTo: incidents.assignedTo,
      companyId: incidents.companyId,
      onQuote: incidents.onQuote,
      quotedFirmId: incidents.quotedFirmId,
      categoriesId: queryTypes.categoriesId,
      revision: findings.revision,
      summary: findings.summary,
      draft: findings.draft,
    })
    .from(findings)
    .innerJoin(incidents, and(eq(incidents.id, findings.incidentId), liveIncident))
    .innerJoin(queryTypes, eq(queryTypes.id, incidents.queryTypeId))
    .where(and(eq(findings.id, findingId), liveFinding))
    .limit(1);
  return row ? withQuote(row) : null;
};

/** Which of these ids are live factors of the category. */
export const liveFactorIds = async (db: Database, categoriesId: string, ids: string[]) => {
  const rows = await db
    .select({ id: factors.id })
    .from(factors)
    .where(
      and(
        inArray(factors.id, ids),
        eq(factors.categoriesId, categoriesId),
        eq(factors.isDeleted, false),
      ),
    );
  return new Set(rows.map((row) => row.id));
};

export const hasLiveFinding = async (db: Database, incidentId: string) => {
  const [row] = await db
    .select({ id: findings.id })
    .from(findings)
    .where(and(eq(findings.incidentId, incidentId), liveFinding))
    .limit(1);
  return row !== undefined;
};

/** The active factors of a category in the order the factor list shows them. */
export const activeFactors = (db: Database, categoriesId: string) =>
  db
    .select({ id: factors.id, name: factors.name })
    .from(factors)
    .where(
      and(
        eq(factors.categoriesId, categoriesId),
        eq(factors.isDeleted, false),
        eq(factors.isActive, true),
      ),
    )
    .orderBy(sql`lower(${factors.name})`, factors.id);

/** The analyst's working copy of the answers, published or not. */
export const workingAnswers = async (db: Database, findingId: string): Promise<Answers> => {
  const rows = await db
    .select({
      factorId: findingResponses.factorId,
      response_status: findingResponses.responseStatus,
      response: findingResponses.response,
    })
    .from(findingResponses)
    .where(eq(findingResponses.findingId, findingId));
  return Object.fromEntries(
    rows.map((row) => [
      row.factorId,
      {
        response_status: row.response_status as Answers[string]['response_status'],
        response: row.response,
      },
    ]),
  );
};

export const insertFinding = async (
  tx: Database,
  values: { incidentId: string; createdBy: string; summary: string },
) => {
  const [row] = await tx.insert(findings).values(values).returning({ id: findings.id });
  if (!row) throw new Error('finding not inserted');
  return row.id;
};

/** Writes each factor's answer, replacing an earlier answer to the same factor. */
export const saveResponses = async (tx: Database, findingId: string, responses: Answers) => {
  await tx
    .insert(findingResponses)
    .values(
      Object.entries(responses).map(([factorId, answer]) => ({
        findingId,
        factorId,
        responseStatus: answer.response_status,
        response: answer.response,
      })),
    )
    .onConflictDoUpdate({
      target: [findingResponses.findingId, findingResponses.factorId],
      set: {
        responseStatus: sql`excluded.response_status`,
        response: sql`excluded.response`,
        updatedAt: sql`now()`,
      },
    });
  await tx
    .update(findings)
    .set({ updatedAt: sql`now()` })
    .where(eq(findings.id, findingId));
};

/** The working copy's summary and whether it holds unpublished changes. */
export const setWorkingState = (
  tx: Database,
  findingId: string,
  state: { summary?: string; draft: boolean; revision?: number },
) =>
  tx
    .update(findings)
    .set({ ...state, updatedAt: sql`now()` })
    .where(eq(findings.id, findingId));

export const softDeleteFinding = (tx: Database, findingId: string) =>
  tx
    .update(findings)
    .set({ isDeleted: true, updatedAt: sql`now()` })
    .where(eq(findings.id, findingId));
