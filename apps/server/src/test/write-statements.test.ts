import { describe, expect, it } from 'vitest';
import { buildCompany, buildUser, type TestUser } from './factories.js';
import { answer, answeredBy } from './finding.test-helpers.js';
import { useTestApp } from './test-app.js';

const t = useTestApp();

/** The reads a call ran more than once with the same parameters. */
const repeatedReads = (statements: string[]) =>
  statements.filter(
    (statement, i) => /^\s*select/i.test(statement) && statements.indexOf(statement) !== i,
  );

/** The statements of filing a request, writing on the answered one, and publishing its answer. */
const mixedLoadWrites = async (owner: TestUser, partner: TestUser) => {
  const answered = await answeredBy(t, owner, partner);
  const call = async (path: string, body: object, token: string) => {
    const statements = await t.queries.statementsOf(async () => {
      const res = await t.call(path, body, token);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    });
    return { path, statements };
  };
  return [
    await call(
      'incident/insert',
      { customerType: 'Global', queryType_id: answered.queryType.id, query: 'Is the road open?' },
      owner.token,
    ),
    await call(
      'message/insert',
      { incident_id: answered.incidentId, body: 'Two trucks wait at the border.' },
      owner.token,
    ),
    await call(
      'finding/update',
      {
        finding_id: answered.findingId,
        factor_response: { [answered.factorA!.id]: answer('Red') },
        summary: 'Crossings closed again',
        draft: false,
      },
      partner.token,
    ),
  ];
};

/**
 * The mixed load's three writes (docs/performance.md) wait on the database once per statement:
 * none of them runs the same read twice (the actor's address for each audit event, the finding
 * before and after its request's lock, as they once did). On PostgreSQL the test set-up also fails
 * any of them that sends a query on a busy connection (test/no-busy-connection.setup.ts).
 */
describe('statements of a write', () => {
  it('a person filing, writing and being answered: no read twice', async () => {
    const writes = await mixedLoadWrites(
      await buildUser(t, { role: 'customer' }),
      await buildUser(t, { role: 'partner' }),
    );
    for (const { path, statements } of writes) {
      // Each records audit events (the filing two: filed and charged).
      expect(
        statements.some((s) => s.includes('audit_append')),
        path,
      ).toBe(true);
      expect(repeatedReads(statements), path).toEqual([]);
    }
  });

  it('a company member filing, writing and being answered: no read twice', async () => {
    const member = await buildUser(t, { role: 'customer' });
    const owner = await buildUser(t, { role: 'customer' });
    await buildCompany(t, [
      { user: owner, role: 'owner' },
      { user: member, role: 'member' },
    ]);
    const writes = await mixedLoadWrites(member, await buildUser(t, { role: 'partner' }));
    for (const { path, statements } of writes) {
      expect(
        statements.some((s) => s.includes('audit_append')),
        path,
      ).toBe(true);
      expect(repeatedReads(statements), path).toEqual([]);
    }
  });
});
