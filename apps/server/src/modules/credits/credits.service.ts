import {
  PAGE,
  type CreditAccountChoice,
  type CreditBalance,
  type CreditEntry,
} from '@georisk/contract';
import type { Database } from '../../db/database.js';
import type { UserCaller } from '../../domain/caller.js';
import { authorize, type Membership } from '../../domain/policies/index.js';
import { success, type Result } from '../../domain/result.js';
import { membershipOf, companyName } from '../companies/index.js';
import { ensureAccount, type Payer } from './ledger.service.js';
import { balanceOf, listEntries } from './ledger.repository.js';
import { inTransaction } from '../../db/transaction.js';

/**
 * The account a caller asks about: `company` their company's, `personal` their own; left out, the
 * one their filings pay from (a member's company, a viewer's or solo customer's own).
 */
const payerOf = (
  caller: UserCaller,
  membership: Membership | null,
  choice: CreditAccountChoice | undefined,
  action: CompanyAction,
): Payer => {
  const company = choice === 'company' || (choice === undefined && byDefault[action](membership));
  return {
    userId: caller.userId,
    companyId: company && membership ? membership.companyId : null,
  };
};

type CompanyAction = 'readCompanyBalance' | 'manageCompanyCredits';
/** Left out, the company's account is read by those who may read it; anyone else reads their own. */
const byDefault: Record<CompanyAction, (membership: Membership | null) => boolean> = {
  readCompanyBalance: (membership) => membership !== null && membership.role !== 'viewer',
  manageCompanyCredits: (membership) =>
    membership?.role === 'owner' || membership?.role === 'admin',
};

/** The caller's account, checked: a company's balance for its members, its entries for managers. */
export const callerAccount = async (
  db: Database,
  caller: UserCaller,
  choice: CreditAccountChoice | undefined,
  action: CompanyAction,
): Promise<Result<{ payer: Payer; company: CreditBalance['company'] }>> => {
  const membership = await membershipOf(db, caller.userId);
  const payer = payerOf(caller, membership, choice, action);
  if (choice === 'company' || payer.companyId) {
    const allowed = authorize(caller, action, { kind: 'credits', membership });
    if (!allowed.ok) return allowed;
  }
  const company = payer.companyId
    ? { company_id: payer.companyId, name: (await companyName(db, payer.companyId)) ?? '' }
    : null;
  return success({ payer, company });
};

export const toBalance = (payer: Payer, company: CreditBalance['company'], balance: number) => ({
  account: payer.companyId ? ('company' as const) : ('personal' as const),
  balance,
  company,
});

export const creditBalance = async (
  db: Database,
  caller: UserCaller,
  choice: CreditAccountChoice | undefined,
): Promise<Result<CreditBalance>> => {
  const found = await callerAccount(db, caller, choice, 'readCompanyBalance');
  if (!found.ok) return found;
  const { payer, company } = found.value;
  const balance = await inTransaction(db, async (tx) =>
    balanceOf(tx, await ensureAccount(tx, payer)),
  );
  return success(toBalance(payer, company, balance));
};

export const creditEntries = async (
  db: Database,
  caller: UserCaller,
  filter: { account?: CreditAccountChoice; limit?: number; offset?: number },
): Promise<Result<{ rows: CreditEntry[]; total: number }>> => {
  const found = await callerAccount(db, caller, filter.account, 'manageCompanyCredits');
  if (!found.ok) return found;
  const account = await inTransaction(db, async (tx) => ensureAccount(tx, found.value.payer));
  return success(
    await listEntries(db, account, {
      limit: filter.limit ?? PAGE.defaultLimit,
      offset: filter.offset ?? 0,
    }),
  );
};
