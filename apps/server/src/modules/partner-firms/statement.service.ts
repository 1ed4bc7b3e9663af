import type { FirmStatement, firmStatementSchema } from '@georisk/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { iso } from '../../db/dates.js';
import type { UserCaller } from '../../domain/caller.js';
import { success, type Result } from '../../domain/result.js';
import { firmAccount, ledgerStatement } from '../credits/index.js';
import { callerActor, recordAudit } from '../audit/index.js';
import { readableFirm } from './earnings.service.js';

/** A `YYYY-MM` month's first instant and the first instant after it, in UTC. */
export const monthBounds = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(year, number - 1, 1)), to: new Date(Date.UTC(year, number, 1)) };
};

/**
 * A firm's monthly statement (docs/rules/partners.md, "Statements"): whoever may read its balance
 * (its owners, platform admins) reads its account's entries of the month, with the balances before
 * and after and the month's totals. Each download is audited `partnerFirm.statement` with its
 * month and format; a refusal records nothing.
 */
export const firmStatement = async (
  db: Database,
  caller: UserCaller,
  input: z.output<typeof firmStatementSchema>,
  format: 'csv' | 'pdf',
): Promise<Result<FirmStatement>> => {
  const firm = await readableFirm(db, caller, input.partner_firm_id);
  if (!firm.ok) return firm;
  const { from, to } = monthBounds(input.month);
  const ledger = await ledgerStatement(db, firmAccount(firm.value.partner_firm_id), from, to);
  await recordAudit(db, callerActor(caller), {
    action: 'partnerFirm.statement',
    target: { kind: 'partnerFirm', id: firm.value.partner_firm_id },
    detail: { month: input.month, format },
  });
  const closes = new Date(Math.min(to.getTime(), Date.now()) - 1);
  return success({
    ...firm.value,
    month: input.month,
    from: iso(from),
    to: iso(to),
    closing_day: iso(closes).slice(0, 10),
    ...ledger,
  });
};
