import { LIVE_MESSAGES as M, LIVE_TICKET_TTL_S } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { findMembership } from '../../db/company-membership.js';
import type { UserCaller } from '../../domain/caller.js';
import { failure, success, type Result } from '../../domain/result.js';
import { randomToken, sha256 } from '../accounts/index.js';
import type { Listener } from './live-hub.js';
import { insertTicket, spendTicket } from './live-tickets.repository.js';

/** A ticket for one stream, opened within LIVE_TICKET_TTL_S on any server. */
export const issueTicket = async (db: Database, caller: UserCaller) => {
  const ticket = randomToken();
  await insertTicket(db, caller.userId, sha256(ticket), LIVE_TICKET_TTL_S);
  return { ticket, expires_in: LIVE_TICKET_TTL_S };
};

/**
 * Who a stream opened with this ticket listens for: the user, and their company's alerts (every
 * member reads them, docs/rules/exposure.md). The company is read now; one who leaves it hears
 * its alerts until the stream's end at the latest (LIVE_STREAM_MAX_S), and reads none of them.
 */
export const listenerFor = async (
  db: Database,
  ticket: string,
): Promise<Result<Omit<Listener, 'stream'>>> => {
  const userId = await spendTicket(db, sha256(ticket));
  if (!userId) return failure('unauthorized', M.badTicket);
  const membership = await findMembership(db, userId);
  return success({ userId, companyId: membership?.companyId ?? null });
};
