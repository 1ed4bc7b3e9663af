import { QUEUE_EXPORT_PATH } from '@georisk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCast, buildReferenceSet } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();
let cast: Awaited<ReturnType<typeof buildCast>>;

const exportAs = (token: string, body: object = {}) => t.call(QUEUE_EXPORT_PATH, body, token);

beforeAll(async () => {
  cast = await buildCast(t);
  const { queryType } = await buildReferenceSet(t);
  for (const query of ['Is the port open?', '=HYPERLINK("http://evil.test","x")']) {
    const filed = await t.call(
      'incident/insert',
      { customerType: 'Global', queryType_id: queryType.id, query, countries: ['FR'] },
      cast.alice.token,
    );
    expect(filed.statusCode).toBe(200);
  }
});

describe('queue CSV export (docs/rules/incidents.md, "Queue export")', () => {
  it('gives partners and admins the queue as CSV, formula cells neutralised', async () => {
    for (const user of [cast.partner, cast.admin]) {
      const res = await exportAs(user.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="queue-.+\.csv"/);
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n');
      expect(lines[0]).toBe(
        'incident_id,filed_at,customer,customer_email,customer_type,category,query_type,countries,status,assignee,due_at,overdue,revision,query',
      );
      expect(lines).toHaveLength(3);
      expect(res.body).toContain(cast.alice.email);
      expect(res.body).toContain('Is the port open?');
      expect(res.body).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
    }
  });

  it("takes the queue's filters", async () => {
    const res = await exportAs(cast.partner.token, { status: 'Answered' });
    expect(
      res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n'),
    ).toHaveLength(1);
    const bad = await exportAs(cast.partner.token, { status: 'Lost' });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses customers', async () => {
    expect((await exportAs(cast.alice.token)).statusCode).toBe(403);
  });
});
