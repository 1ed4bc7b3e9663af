import { SNIPPET_MARK as M, type Incident } from '@georisk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildCompany,
  buildIncident,
  buildMessage,
  buildReferenceSet,
  buildUser,
  type TestUser,
} from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';

/**
 * Full-text search of requests and their conversations (docs/rules/incidents.md, "Search"): the
 * words of a message find its request, but only for those who may read the request.
 */
describe('request full-text search', () => {
  const t = useTestApp();
  const people = {} as Record<
    'alice' | 'bob' | 'memberA' | 'viewerA' | 'memberB' | 'partner' | 'admin',
    TestUser
  >;
  const ids: Record<string, string> = {};
  const name = (id: string) => Object.keys(ids).find((key) => ids[key] === id) ?? id;

  const search = async (who: keyof typeof people, body: Record<string, unknown>) => {
    const res = await t.call('incident/list', body, people[who].token);
    expect(res.statusCode).toBe(200);
    return res.json<{ incident: Incident[]; total: number }>();
  };
  const found = async (who: keyof typeof people, q: string, extra = {}) =>
    (await search(who, { q, ...extra })).incident.map((i) => name(i.incident_id));

  beforeAll(async () => {
    const [alice, bob, memberA, viewerA, memberB, partner, admin] = await Promise.all([
      buildUser(t),
      buildUser(t),
      buildUser(t),
      buildUser(t),
      buildUser(t),
      buildUser(t, { role: 'partner' }),
      buildUser(t, { role: 'admin' }),
    ]);
    Object.assign(people, { alice, bob, memberA, viewerA, memberB, partner, admin });
    const companyA = await buildCompany(t, [
      { user: memberA, role: 'member' },
      { user: viewerA, role: 'viewer' },
    ]);
    const companyB = await buildCompany(t, [{ user: memberB, role: 'member' }]);
    const { queryType } = await buildReferenceSet(t);
    const request = async (key: string, by: TestUser, query: string, companyId?: string) => {
      const row = await buildIncident(t, {
        createdBy: by.id,
        companyId: companyId ?? null,
        queryTypeId: queryType.id,
        query,
      });
      ids[key] = row.id;
      return row.id;
    };
    const said = (incidentId: string, by: TestUser, body: string) =>
      buildMessage(t, { incidentId, authorId: by.id, body });
    await said(
      await request('alice', alice, 'Is the road to Kano safe?'),
      alice,
      'We move pharmaceuticals weekly by truck.',
    );
    await said(
      await request('bob', bob, 'Border crossing at Kousseri?'),
      partner,
      'Does your convoy carry pharmaceuticals?',
    );
    await request(
      'companyA',
      memberA,
      'Pharmaceuticals warehouse in Lagos: flood risk?',
      companyA.id,
    );
    await said(
      await request('companyB', memberB, 'Port strikes in Durban?', companyB.id),
      memberB,
      'Our pharmaceuticals arrive there.',
    );
  });

  it('finds a request by a word of its conversation, with the message as its snippet', async () => {
    const { incident } = await search('alice', { q: 'pharmaceutical' });
    expect(incident.map((i) => name(i.incident_id))).toEqual(['alice']);
    expect(incident[0]?.snippet).toContain(`${M.start}pharmaceuticals${M.stop} weekly`);
  });

  it('never shows another customer’s or company’s request through its messages', async () => {
    expect(await found('bob', 'pharmaceuticals')).toEqual(['bob']);
    expect(await found('memberA', 'pharmaceuticals')).toEqual(['companyA']);
    expect(await found('viewerA', 'pharmaceuticals')).toEqual(['companyA']);
    expect(await found('memberB', 'pharmaceuticals')).toEqual(['companyB']);
    expect(await found('alice', 'convoy OR Durban OR Lagos')).toEqual([]);
    expect(await found('viewerA', 'pharmaceuticals', { scope: 'mine' })).toEqual([]);
  });

  it('ranks a question hit above a message hit for the queue', async () => {
    const queue = await found('partner', 'pharmaceuticals');
    expect(queue[0]).toBe('companyA');
    expect(queue.slice(1).sort()).toEqual(['alice', 'bob', 'companyB']);
    expect((await found('admin', 'pharmaceuticals')).length).toBe(4);
  });

  it('takes phrases, OR and -word, and an asked order over the rank', async () => {
    expect(await found('partner', '"convoy carry"')).toEqual(['bob']);
    expect(await found('partner', '"carry convoy"')).toEqual([]);
    expect((await found('partner', 'Kano OR Durban')).sort()).toEqual(['alice', 'companyB']);
    expect((await found('partner', 'pharmaceuticals -truck -convoy')).sort()).toEqual([
      'companyA',
      'companyB',
    ]);
    const oldest = await found('partner', 'pharmaceuticals', { sort: 'oldest' });
    expect(oldest).toEqual(['alice', 'bob', 'companyA', 'companyB']);
  });

  it('answers hostile and empty queries with an empty page, never an error', async () => {
    for (const q of ['"', '-', '-pharmaceuticals', 'the', '!!!', 'OR', ':*', "'", '&|!()']) {
      const page = await search('partner', { q });
      expect({ rows: page.incident, total: page.total }, q).toEqual({ rows: [], total: 0 });
    }
    expect((await search('partner', { q: '  ' })).total).toBe(4);
  });
});
