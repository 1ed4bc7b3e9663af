import type { AuditEvent } from '@georisk/contract';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { recordAudit } from './index.js';

type CsvRow = Record<string, string>;

/** audit/export: the filtered trail as CSV, read back with a real CSV parser. */
describe('audit export', () => {
  const t = useTestApp();
  let admin: TestUser;
  let owner: TestUser;
  let otherOwner: TestUser;
  let companyA: string;
  let companyB: string;

  const exported = async (body: object, user: TestUser = admin) => {
    const reply = await t.call('audit/export', body, user.token);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toMatch(/^attachment; filename="audit-trail-/);
    return parse(reply.body, { bom: true, columns: true }) as CsvRow[];
  };
  const tricky = (companyId: string | null, detail: Record<string, string>) =>
    recordAudit(
      t.database.db,
      { userId: owner.id, email: owner.email, ip: '203.0.113.9' },
      { action: 'company.update', target: { kind: 'company', id: 'csv' }, detail, companyId },
    );

  beforeAll(async () => {
    [admin, owner, otherOwner] = await Promise.all([
      buildUser(t, { role: 'admin' }),
      buildUser(t),
      buildUser(t),
    ]);
    companyA = (await buildCompany(t, [{ user: owner, role: 'owner' }])).id;
    companyB = (await buildCompany(t, [{ user: otherOwner, role: 'owner' }])).id;
    await tricky(companyA, { name: 'Acme, "Global"\nLtd' });
    await tricky(companyA, { name: '=HYPERLINK("http://evil.example")' });
    await tricky(companyB, { name: 'B Corp' });
  });

  it('writes a header and one row per event, newest first, with commas, quotes and newlines kept', async () => {
    const rows = await exported({ action: 'company.update' });
    expect(rows.map((row) => JSON.parse(row.detail!) as { name: string })).toEqual([
      { name: 'B Corp' },
      { name: '=HYPERLINK("http://evil.example")' },
      { name: 'Acme, "Global"\nLtd' },
    ]);
    expect(rows[2]).toMatchObject({
      actor_user_id: owner.id,
      actor_email: owner.email,
      company_id: companyA,
      ip: '203.0.113.9',
      action: 'company.update',
      target_kind: 'company',
      target_id: 'csv',
    });
    expect(Number(rows[0]!.event_id)).toBeGreaterThan(Number(rows[1]!.event_id));
  });

  it('neutralises cells a spreadsheet would run as a formula', async () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      await recordAudit(
        t.database.db,
        { userId: null, email: `${start}cmd|' /C calc'!A0`, ip: null },
        { action: 'auth.login_failed', target: { kind: 'user', id: `${start}1+1` } },
      );
    }
    const rows = await exported({ action: 'auth.login_failed' });
    expect(rows).toHaveLength(6);
    for (const row of rows) {
      expect(row.actor_email).toMatch(/^'[=+\-@\t\r]cmd\|' \/C calc'!A0$/);
      expect(row.target_id).toMatch(/^'[=+\-@\t\r]1\+1$/);
    }
  });

  it('records the export itself, with its filters', async () => {
    const from = '2020-01-01T00:00:00.000Z';
    const rows = await exported({ action: 'audit.export', from });
    expect(rows[0]).toMatchObject({ action: 'audit.export', actor_email: admin.email });
    expect(JSON.parse(rows[0]!.detail!)).toEqual({ action: 'audit.export', from });
  });

  it("gives a company's owner only their company's rows", async () => {
    const rows = await exported({}, owner);
    expect(rows.length).toBeGreaterThan(2);
    expect(rows.every((row) => row.company_id === companyA)).toBe(true);
    const [own] = rows;
    expect(own).toMatchObject({ action: 'audit.export', actor_email: owner.email });
    const list = await t.call('audit/list', { limit: 500 }, otherOwner.token);
    const events = list.json<{ audit: AuditEvent[] }>().audit;
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((event) => event.company_id === companyB)).toBe(true);
  });

  it('pages through a trail longer than one read (500 rows)', async () => {
    for (let n = 0; n < 520; n += 1) {
      await recordAudit(
        t.database.db,
        { userId: admin.id, email: admin.email, ip: null },
        { action: 'user.role', target: { kind: 'user', id: `bulk-${n}` } },
      );
    }
    const rows = await exported({ action: 'user.role' });
    expect(rows).toHaveLength(520);
    expect(new Set(rows.map((row) => row.target_id)).size).toBe(520);
  });

  it('refuses a bad filter with the envelope and records nothing', async () => {
    const before = await exported({ action: 'audit.export' });
    const reply = await t.call('audit/export', { from: 'yesterday' }, admin.token);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      success: false,
      message: 'Please give dates as ISO date-times, the start before the end',
    });
    const after = await exported({ action: 'audit.export' });
    expect(after).toHaveLength(before.length + 1);
  });
});
