import { describe, expect, it } from 'vitest';
import { buildUser } from './factories.js';
import { answer, answeredBy } from './finding.test-helpers.js';
import { useTestApp } from './test-app.js';

const t = useTestApp();

/** The reads a call's statements run more than once, word for word. */
const repeatedReads = (statements: string[]) =>
  statements.filter(
    (statement, i) => /^\s*select/i.test(statement) && statements.indexOf(statement) !== i,
  );

/**
 * The mixed load's three writes (docs/performance.md) wait on the database once per statement:
 * none of them reads the same thing twice (the actor's address for each audit event, the finding
 * before and after its request's lock, as they once did).
 */
describe('statements of a write', () => {
  it('filing a request, writing on it and publishing an answer read nothing twice', async () => {
    const owner = await buildUser(t, { role: 'customer' });
    const partner = await buildUser(t, { role: 'partner' });
    const answered = await answeredBy(t, owner, partner);

    const filing = await t.queries.statementsOf(async () => {
      const res = await t.call(
        'incident/insert',
        { customerType: 'Global', queryType_id: answered.queryType.id, query: 'Is the road open?' },
        owner.token,
      );
      expect(res.statusCode).toBe(200);
    });
    const message = await t.queries.statementsOf(async () => {
      const res = await t.call(
        'message/insert',
        { incident_id: answered.incidentId, body: 'Two trucks wait at the border.' },
        owner.token,
      );
      expect(res.statusCode).toBe(200);
    });
    const publication = await t.queries.statementsOf(async () => {
      const res = await t.call(
        'finding/update',
        {
          finding_id: answered.findingId,
          factor_response: { [answered.factorA!.id]: answer('Red') },
          summary: 'Crossings closed again',
          draft: false,
        },
        partner.token,
      );
      expect(res.statusCode).toBe(200);
    });

    // Each records audit events (the filing two: filed and charged) and reads its actor once.
    for (const statements of [filing, message, publication]) {
      expect(statements.some((s) => s.includes('audit_append'))).toBe(true);
      expect(repeatedReads(statements)).toEqual([]);
    }
  });
});
