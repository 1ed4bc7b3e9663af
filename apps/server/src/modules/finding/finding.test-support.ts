import { count, eq } from 'drizzle-orm';
import { findingResponses, findings, incidents } from '../../db/schema.js';
import type { TestUser } from '../../test/factories.js';
import { createReferenceSet } from '../../test/reference-factories.js';
import type { TestApp } from '../../test/test-app.js';

/** An incident submitted through the API, with the factors a finding may answer. */
export const submitIncident = async (t: TestApp, owner: TestUser) => {
  const reference = await createReferenceSet(t);
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
