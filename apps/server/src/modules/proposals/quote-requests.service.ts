import { PAGE, type QuoteRequest } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { firmIdOf } from '../../db/quote-state.js';
import { hasRole, type UserCaller } from '../../domain/caller.js';
import { membershipOf } from '../companies/index.js';
import { proposalsOf } from './proposals.repository.js';
import {
  quoteRequests,
  type QuoteAudience,
  type QuoteRequestRow,
} from './quote-requests.repository.js';

/** Whose requests the screen shows the caller: a firm's partner, an admin, else a customer. */
const audienceOf = async (db: Database, caller: UserCaller): Promise<QuoteAudience> => {
  const firmId = hasRole(caller, 'partner') ? await firmIdOf(db, caller.userId) : null;
  if (firmId) return { kind: 'firm', firmId };
  return hasRole(caller, 'admin') ? { kind: 'admin' } : { kind: 'customer', userId: caller.userId };
};

/**
 * The proposals screen: the requests the caller decides on (a customer) or may quote (a firm's
 * partner), newest first, each with the proposals the caller may see.
 */
export const requestsForQuotes = async (
  db: Database,
  caller: UserCaller,
  page: { limit?: number; offset?: number },
): Promise<{ rows: QuoteRequest[]; total: number }> => {
  const audience = await audienceOf(db, caller);
  const { rows, total } = await quoteRequests(db, audience, {
    limit: page.limit ?? PAGE.defaultLimit,
    offset: page.offset ?? 0,
  });
  const firmId = audience.kind === 'firm' ? audience.firmId : null;
  const offers = await proposalsOf(
    db,
    rows.map((row) => row.incident_id),
    { firmId, everyFirm: audience.kind !== 'firm' },
  );
  const membership = audience.kind === 'customer' ? await membershipOf(db, caller.userId) : null;
  // The author of a personal request, or a member (not a viewer) of the request's company
  // (the `decide` rule of domain/policies/proposal.ts, read from the listed rows).
  const mayDecide = (row: QuoteRequestRow) =>
    audience.kind === 'customer' &&
    (row.company
      ? membership?.companyId === row.company.company_id && membership.role !== 'viewer'
      : row.created_by === caller.userId);
  return {
    rows: rows.map(({ created_by: _author, ...row }) => ({
      ...row,
      may_decide: mayDecide({ ...row, created_by: _author }),
      proposals: offers.filter((offer) => offer.incident_id === row.incident_id),
    })),
    total,
  };
};
