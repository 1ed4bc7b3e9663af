import { randomUUID } from 'node:crypto';
import {
  FIRM_STATEMENT_PATH,
  FIRM_TEXTS,
  monthBefore,
  monthOf,
  PDF_PATHS,
  STATEMENT_TEXTS,
} from '@georisk/contract';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, ledgerEntries, partnerFirms } from '../../db/schema.js';
import {
  buildIncident,
  buildPartnerFirm,
  buildReferenceSet,
  buildUser,
  type TestUser,
} from '../../test/factories.js';
import { pdfOf } from '../../test/pdf-text.js';
import { useTestApp } from '../../test/test-app.js';
import { useFirmCast } from './partner-firms.test-helpers.js';
import { monthBounds } from './statement.service.js';

type Line = Record<string, string>;

/** A firm's monthly statement, CSV and PDF (docs/rules/partners.md, "Statements"). */
describe('partner firm statements', () => {
  const t = useTestApp();
  const cast = useFirmCast(t);
  let requestId: string;
  let requestName: string;
  // Last month: always over, whatever today is.
  const month = monthBefore(new Date());
  const { from, to } = monthBounds(month);

  /** A balanced ledger transaction at a chosen time (the API writes only at the present). */
  const post = async (amount: number, at: Date, kind = 'payout', ref: string = randomUUID()) => {
    const txnId = randomUUID();
    await t.database.db.insert(ledgerEntries).values([
      { txnId, account: `firm:${cast.firmId}`, amount, kind, ref, at },
      { txnId, account: 'platform:revenue', amount: -amount, kind, ref, at },
    ]);
  };

  beforeAll(async () => {
    const { queryType } = await buildReferenceSet(t);
    requestName = queryType.name;
    requestId = (await buildIncident(t, { queryTypeId: queryType.id, createdBy: cast.customer.id }))
      .id;
    // Two months back (a month has at most 31 days): before the month and the one before it.
    await post(5, new Date(from.getTime() - 40 * 86_400_000));
    await post(2, from, 'payout', requestId);
    await post(3, new Date(from.getTime() + 5 * 86_400_000));
    await post(-1, new Date(to.getTime() - 1), 'hold');
    await post(4, to);
  });

  const csv = (caller: TestUser, body: Record<string, unknown>) =>
    t.call(FIRM_STATEMENT_PATH, body, caller.token);
  const linesOf = (text: string) =>
    parse(text, { bom: true, columns: true, skip_empty_lines: true }) as Line[];

  it("lists the month's entries between its opening and closing balances, which add up", async () => {
    const res = await csv(cast.owner, { month });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`attachment; filename="statement-firm-[a-z0-9-]+-${month}\\.csv"`),
    );
    const lines = linesOf(res.body);
    expect(lines.every((line) => line.month === month && line.firm !== '')).toBe(true);
    expect(lines.map((l) => [l.kind, l.reference, l.request, l.credits, l.balance])).toEqual([
      ['opening balance', '', '', '', '5'],
      ['payout', requestId, requestName, '2', '7'],
      ['payout', expect.any(String), '', '3', '10'],
      ['hold', expect.any(String), '', '-1', '9'],
      ['total credited', '', '', '5', ''],
      ['total debited', '', '', '1', ''],
      ['closing balance', '', '', '', '9'],
    ]);
    expect(lines[0]!.date).toBe(month + '-01');
    expect(lines[1]!.date).toBe(from.toISOString());
    expect(lines[6]!.date).toBe(new Date(to.getTime() - 1).toISOString().slice(0, 10));
    // Opening + every entry = closing; the balance now also holds the entry after the month.
    const entries = lines.slice(1, 4).reduce((sum, line) => sum + Number(line.credits), 0);
    expect(5 + entries).toBe(9);
    const balance = await t.call('partnerFirm/balance', {}, cast.owner.token);
    expect(balance.json().partnerFirm.balance).toBe(13);
  });

  it('prints the same statement as a PDF, read back', async () => {
    const res = await t.call(PDF_PATHS.statement, { month }, cast.owner.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfOf(res);
    for (const words of [
      'Statement',
      'Opening balance on',
      '5 credits',
      'Credited: 5 credits',
      'Debited: 1 credit',
      'Closing balance on',
      '9 credits',
      '+2 credits, balance 7 credits',
      '-1 credit, balance 9 credits',
    ]) {
      expect(text).toContain(words);
    }
    // A long line may wrap inside the request's id (at a hyphen): compare without the spaces.
    expect(text.replace(/\s/g, '')).toContain(`request${requestId}(${requestName})`);
  });

  it('gives an empty month its balances and totals, and the month under way up to today', async () => {
    const empty = linesOf((await csv(cast.owner, { month: monthBefore(from) })).body);
    expect(empty.map((l) => [l.kind, l.credits, l.balance])).toEqual([
      ['opening balance', '', '5'],
      ['total credited', '0', ''],
      ['total debited', '0', ''],
      ['closing balance', '', '5'],
    ]);
    const current = linesOf((await csv(cast.owner, { month: monthOf(new Date()) })).body);
    expect(current.at(-1)).toMatchObject({
      kind: 'closing balance',
      date: new Date().toISOString().slice(0, 10),
      balance: '13',
    });
  });

  it("is the firm's owners' and admins' only, as its balance", async () => {
    expect((await csv(cast.admin, { month, partner_firm_id: cast.firmId })).statusCode).toBe(200);
    for (const path of [FIRM_STATEMENT_PATH, PDF_PATHS.statement]) {
      for (const caller of [cast.colleague, cast.outsider, cast.customer]) {
        const refused = await t.call(path, { month, partner_firm_id: cast.firmId }, caller.token);
        expect(refused.statusCode, `${path} ${caller.email}`).toBe(403);
        expect(refused.json()).toMatchObject({ success: false, message: FIRM_TEXTS.ownersOnly });
      }
      const none = await t.call(path, { month }, cast.customer.token);
      expect(none.statusCode).toBe(404);
      expect(none.json().message).toBe(FIRM_TEXTS.noFirm);
      const unknown = await t.call(
        path,
        { month, partner_firm_id: randomUUID() },
        cast.admin.token,
      );
      expect(unknown.statusCode).toBe(404);
    }
  });

  it('refuses a malformed or future month with a clear message', async () => {
    const next = new Date();
    next.setUTCDate(1);
    next.setUTCMonth(next.getUTCMonth() + 1);
    for (const [body, message] of [
      [{ month: '2026-13' }, STATEMENT_TEXTS.invalidMonth],
      [{ month: 'October' }, STATEMENT_TEXTS.invalidMonth],
      [{ month: '1999-12' }, STATEMENT_TEXTS.invalidMonth],
      [{ month: 202610 }, STATEMENT_TEXTS.invalidMonth],
      [{}, STATEMENT_TEXTS.invalidMonth],
      [{ month: monthOf(next) }, STATEMENT_TEXTS.futureMonth],
    ] as const) {
      for (const path of [FIRM_STATEMENT_PATH, PDF_PATHS.statement]) {
        const res = await t.call(path, body, cast.owner.token);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().message).toBe(message);
      }
    }
  });

  it('writes texts that start like a formula as text', async () => {
    const risky = await buildUser(t, { role: 'partner' });
    const riskyFirm = await buildPartnerFirm(t, [risky]);
    await t.database.db
      .update(partnerFirms)
      .set({ name: '=HYPERLINK("http://evil.test","pay")' })
      .where(eq(partnerFirms.id, riskyFirm));
    const lines = linesOf((await csv(risky, { month })).body);
    expect(lines[0]!.firm).toBe('\'=HYPERLINK("http://evil.test","pay")');
  });

  it('audits each download, CSV and PDF, with its month and format; a refusal records none', async () => {
    const firmOwner = await buildUser(t, { role: 'partner' });
    const partner = await buildUser(t, { role: 'partner' });
    const audited = await buildPartnerFirm(t, [firmOwner, partner]);
    const body = { month, partner_firm_id: audited };
    expect((await csv(firmOwner, { month })).statusCode).toBe(200);
    expect((await t.call(PDF_PATHS.statement, body, cast.admin.token)).statusCode).toBe(200);
    expect((await csv(partner, body)).statusCode).toBe(403);
    expect((await csv(cast.admin, { ...body, month: '2026-13' })).statusCode).toBe(400);
    const events = await t.database.db
      .select({
        action: auditEvents.action,
        actor: auditEvents.actorUserId,
        detail: auditEvents.detail,
      })
      .from(auditEvents)
      .where(
        and(eq(auditEvents.targetId, audited), eq(auditEvents.action, 'partnerFirm.statement')),
      )
      .orderBy(auditEvents.eventId);
    expect(events).toEqual([
      { action: 'partnerFirm.statement', actor: firmOwner.id, detail: { month, format: 'csv' } },
      { action: 'partnerFirm.statement', actor: cast.admin.id, detail: { month, format: 'pdf' } },
    ]);
  });
});
