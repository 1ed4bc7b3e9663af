import { count, eq } from 'drizzle-orm';
import { findingResponses, findings, incidents } from '../db/schema.js';
import type { TestUser } from './factories.js';
import { buildReferenceSet } from './factories.js';
import type { TestApp } from './test-app.js';

/** An incident submitted through the API, with the factors a finding may answer. */
export const submitIncident = async (t: TestApp, owner: TestUser) => {
  const reference = await buildReferenceSet(t);
  const res = await t.call(
    'incident/insert',
    {
      customerType: 'Global',
      queryType_id: reference.queryType.id,
      query: 'Will the port stay open?',
    },
    owner.token,
  );
  const incident = res.json().incident as { incident_id: string };
  const [factorA, factorB] = reference.factors;
  return { ...reference, incidentId: incident.incident_id, factorA, factorB };
};

export const answer = (status: string, response = `Rated ${status}`) => ({
  response_status: status,
  response,
});

/** Calls `path` as `caller` and fails the test's set-up unless it answers 200. */
const succeeded = async (t: TestApp, path: string, body: object, caller: TestUser) => {
  const res = await t.call(path, body, caller.token);
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.body}`);
  return res;
};

/** A request filed by `owner` and claimed by `analyst` (a partner or an admin), who holds it. */
export const claimedBy = async (t: TestApp, owner: TestUser, analyst: TestUser) => {
  const submitted = await submitIncident(t, owner);
  await succeeded(t, 'incident/claim', { incident_id: submitted.incidentId }, analyst);
  return submitted;
};

/**
 * A request filed by `owner` and answered (published) by `analyst`, who therefore holds it:
 * factor A and factor B rated as `statuses` says (Yellow and Green unless told).
 */
export const answeredBy = async (
  t: TestApp,
  owner: TestUser,
  analyst: TestUser,
  statuses: readonly [string, string] = ['Yellow', 'Green'],
) => {
  const submitted = await submitIncident(t, owner);
  const { incidentId, factorA, factorB } = submitted;
  const factor_response = {
    [factorA!.id]: answer(statuses[0]),
    [factorB!.id]: answer(statuses[1]),
  };
  const res = await succeeded(
    t,
    'finding/insert',
    { incident_id: incidentId, factor_response },
    analyst,
  );
  return { ...submitted, findingId: res.json().finding.finding_id as string };
};

/**
 * A request about one country, answered Red on both factors by `partner`, so the country's figures
 * gain a finding the owner and staff may see. The country is set straight in the table to keep the
 * calling test on findings.
 */
export const answeredRequestIn = async (
  t: TestApp,
  owner: TestUser,
  partner: TestUser,
  country: string,
) => {
  const { incidentId, factorA, factorB } = await submitIncident(t, owner);
  await t.database.db
    .update(incidents)
    .set({ countries: [country] })
    .where(eq(incidents.id, incidentId));
  const published = await t.call(
    'finding/insert',
    {
      incident_id: incidentId,
      factor_response: { [factorA!.id]: answer('Red'), [factorB!.id]: answer('Red') },
    },
    partner.token,
  );
  if (published.statusCode !== 200) throw new Error(`finding/insert: ${published.body}`);
  return incidentId;
};

/** What a finding insert may have written for an incident, read straight from the tables. */
export const writtenFor = async (t: TestApp, incidentId: string) => {
  const db = t.database.db;
  const [incident] = await db.select().from(incidents).where(eq(incidents.id, incidentId));
  const [found] = await db
    .select({ n: count() })
    .from(findings)
    .where(eq(findings.incidentId, incidentId));
  const [answered] = await db
    .select({ n: count() })
    .from(findingResponses)
    .innerJoin(findings, eq(findings.id, findingResponses.findingId))
    .where(eq(findings.incidentId, incidentId));
  return { status: incident?.status, findings: found?.n ?? 0, responses: answered?.n ?? 0 };
};
