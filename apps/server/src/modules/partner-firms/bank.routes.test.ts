import { BANK_TEXTS, FIRM_TEXTS } from '@georisk/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, partnerFirmBank } from '../../db/schema.js';
import { buildPartnerFirm, buildUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';

const IBAN = 'DE89370400440532013000';
const details = {
  holder: 'Harbour Analysts GmbH',
  iban: 'de89 3704 0044 0532 0130 00',
  bic: 'deutdeff',
};

/** Payout details (docs/rules/partners.md, "Bank"). */
describe('bank details', () => {
  const t = useTestApp();
  let admin: TestUser;
  let owner: TestUser;
  let colleague: TestUser;
  let outsider: TestUser;
  let customer: TestUser;
  let firmId: string;

  beforeAll(async () => {
    admin = await buildUser(t, { role: 'admin' });
    owner = await buildUser(t, { role: 'partner' });
    colleague = await buildUser(t, { role: 'partner' });
    outsider = await buildUser(t, { role: 'partner' });
    customer = await buildUser(t);
    firmId = await buildPartnerFirm(t, [owner, colleague]);
    await buildPartnerFirm(t, [outsider]);
  });

  it('refuses a bad IBAN or BIC with a clear message and writes nothing', async () => {
    for (const [body, message] of [
      [{ ...details, iban: 'DE89370400440532013001' }, BANK_TEXTS.invalidIban],
      [{ ...details, iban: 'not an iban' }, BANK_TEXTS.invalidIban],
      [{ ...details, bic: 'DEUT' }, BANK_TEXTS.invalidBic],
      [{ ...details, holder: '' }, BANK_TEXTS.holderRequired],
    ] as const) {
      const reply = await t.call('bank/update', body, owner.token);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe(message);
    }
    expect((await t.call('bank/get', {}, owner.token)).json().bank).toBeNull();
  });

  it("saves an owner's details sealed, whole to owners and admins, masked to the firm's partners", async () => {
    const saved = await t.call('bank/update', details, owner.token);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().bank).toMatchObject({ iban: IBAN, bic: 'DEUTDEFF', masked: false });
    const [row] = await t.database.db
      .select()
      .from(partnerFirmBank)
      .where(eq(partnerFirmBank.firmId, firmId));
    expect(JSON.stringify(row)).not.toContain(IBAN);
    expect(JSON.stringify(row)).not.toContain('DEUTDEFF');
    const asAdmin = await t.call('bank/get', { partner_firm_id: firmId }, admin.token);
    expect(asAdmin.json().bank).toMatchObject({ iban: IBAN, masked: false });
    const asColleague = (await t.call('bank/get', {}, colleague.token)).json().bank;
    expect(asColleague).toMatchObject({ holder: details.holder, masked: true, bic: 'DEUT••••' });
    expect(asColleague.iban).toBe('DE•• •••• 3000');
    const audited = await t.database.db
      .select({ action: auditEvents.action, detail: auditEvents.detail })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, firmId));
    expect(audited).toEqual([
      { action: 'partnerFirm.bank', detail: { iban_last4: '3000', bic: 'DEUTDEFF' } },
    ]);
  });

  it("refuses others: a non-owner's change, another firm's partner, a customer", async () => {
    const change = await t.call('bank/update', details, colleague.token);
    expect(change.statusCode).toBe(403);
    expect(change.json().message).toBe(FIRM_TEXTS.ownersOnly);
    for (const caller of [outsider, customer]) {
      const read = await t.call('bank/get', { partner_firm_id: firmId }, caller.token);
      expect(read.statusCode).toBe(403);
    }
    expect((await t.call('bank/get', {}, customer.token)).statusCode).toBe(404);
  });
});
