import type { Member } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import type { UserCaller } from '../../domain/caller.js';
import type { Membership } from '../../domain/policies/index.js';
import { failure, success, type Result } from '../../domain/result.js';
import type { AuditActor } from '../audit/index.js';
import { findUserById } from '../accounts/index.js';
import { COMPANY_TEXTS as M } from './companies.messages.js';
import { findCompany, findMembership } from './companies.repository.js';
import { listMembers } from './members.repository.js';

/**
 * A user's company and role, or null for a solo customer: the one membership lookup, for this
 * module and for others (requests shared within a company).
 */
export const membershipOf = (db: Database, userId: string): Promise<Membership | null> =>
  findMembership(db, userId);

/** A live company's name (null: no such company), for records that name it (credits). */
export const companyName = async (db: Database, companyId: string): Promise<string | null> =>
  (await findCompany(db, companyId, 'member'))?.name ?? null;

/** A company's owners and admins, who hear of its shared requests (docs/rules/companies.md). */
export const managersOf = async (db: Database, companyId: string): Promise<Member[]> =>
  (await listMembers(db, companyId)).filter(
    (member) => member.role === 'owner' || member.role === 'admin',
  );

/** The company a call acts on (the one named, or the caller's own) and the caller's membership. */
export interface CompanyContext {
  membership: Membership | null;
  companyId: string;
}

export const companyContext = async (
  db: Database,
  caller: UserCaller,
  companyId?: string,
): Promise<Result<CompanyContext>> => {
  const membership = await membershipOf(db, caller.userId);
  const id = companyId ?? membership?.companyId;
  return id ? success({ membership, companyId: id }) : failure('not-found', M.noCompany);
};

/** Who did it, for the audit trail: the account's address as it is now, and where from. */
export const actorOf = async (
  db: Database,
  userId: string,
  ip: string | null,
): Promise<AuditActor> => ({
  userId,
  email: (await findUserById(db, userId))?.email ?? null,
  ip,
});
