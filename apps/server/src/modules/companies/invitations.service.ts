import {
  invitationSignUpSchema,
  type Company,
  type InvitationView,
  type MemberRole,
} from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { transactionResult } from '../../db/transaction.js';
import { uniqueOr } from '../../db/unique.js';
import type { Caller, UserCaller } from '../../domain/caller.js';
import { COMPANY_REFUSALS } from '../../domain/policies/index.js';
import { failure, foundOr, success, type Result } from '../../domain/result.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import {
  findUserByEmail,
  findUserById,
  hashPassword,
  insertActiveUser,
} from '../accounts/index.js';
import { COMPANY_TEXTS as M } from './companies.messages.js';
import { findCompany } from './companies.repository.js';
import { membershipOf } from './company-context.js';
import { findInvitation, spendInvitation } from './invitations.repository.js';
import { insertMember } from './members.repository.js';

type Invitation = NonNullable<Awaited<ReturnType<typeof findInvitation>>>;

/** The invitation a link names while it can still be accepted: unknown 404, used or expired 410. */
const openInvitation = async (db: Database, token: string): Promise<Result<Invitation>> => {
  const found = await findInvitation(db, token);
  if (!found) return failure('not-found', M.invitationUnknown);
  if (found.acceptedAt) return failure('gone', M.invitationUsed);
  if (found.expired) return failure('gone', M.invitationExpired);
  return success(found);
};

/** What the link's holder may know: which company invites which address, as which role. */
export const invitationFor = async (
  db: Database,
  token: string,
): Promise<Result<InvitationView>> => {
  const found = await openInvitation(db, token);
  if (!found.ok) return found;
  const { company, email, role, expiresAt } = found.value;
  return success({ company, email, role, expires_at: expiresAt.toISOString() });
};

/** Spends the link and makes `userId` a member, in the caller's transaction. */
const join = async (
  tx: Database,
  invitation: Invitation,
  userId: string,
  actor: AuditActor,
): Promise<Result<Company>> => {
  if (!(await spendInvitation(tx, invitation.id, userId))) {
    return failure('gone', M.invitationUsed);
  }
  const { companyId, role } = invitation;
  const joined = await uniqueOr(
    () => insertMember(tx, { companyId, userId, role }),
    failure('conflict', COMPANY_REFUSALS.alreadyMember),
  );
  if (!joined.ok) return joined;
  await recordAudit(tx, actor, {
    action: 'member.join',
    companyId,
    target: { kind: 'user', id: userId },
    detail: { role, invitation: invitation.id },
  });
  return foundOr(await findCompany(tx, companyId, role as MemberRole), M.companyNotFound);
};

/** A logged-in caller joins with the account the invitation was sent to. */
const acceptAsUser = async (
  db: Database,
  caller: UserCaller,
  invitation: Invitation,
  ip: string | null,
): Promise<Result<Company>> => {
  const user = await findUserById(db, caller.userId);
  if (!user || user.email !== invitation.email) {
    return failure('forbidden', M.wrongAccount(invitation.email));
  }
  if (await membershipOf(db, caller.userId)) {
    return failure('conflict', COMPANY_REFUSALS.alreadyMember);
  }
  const actor = { userId: user.id, email: user.email, ip };
  return transactionResult(db, (tx) => join(tx, invitation, user.id, actor));
};

/**
 * A visitor without an account signs up through the link: the account is active at once (the
 * mailed link proves the address) and a member of the company, in one transaction.
 */
const acceptBySignUp = async (
  db: Database,
  body: unknown,
  invitation: Invitation,
  ip: string | null,
): Promise<Result<Company>> => {
  const parsed = invitationSignUpSchema.safeParse(body);
  if (!parsed.success) {
    return failure('invalid', parsed.error.issues[0]?.message ?? M.signUpNeeded);
  }
  if (await findUserByEmail(db, invitation.email)) {
    return failure('conflict', M.accountExists(invitation.email));
  }
  const { firstName, lastName, phone, password } = parsed.data;
  const passwordHash = await hashPassword(password);
  return transactionResult(db, async (tx) => {
    const account = { firstName, lastName, phone, email: invitation.email, passwordHash };
    const user = await insertActiveUser(tx, { ...account, role: 'customer' });
    if (!user.ok) return failure('conflict', M.accountExists(invitation.email));
    const actor = { userId: user.value.id, email: user.value.email, ip };
    return join(tx, invitation, user.value.id, actor);
  });
};

export const acceptInvitation = async (
  db: Database,
  caller: Caller,
  body: { token: string },
  from: { ip: string | null },
): Promise<Result<Company>> => {
  const invitation = await openInvitation(db, body.token);
  if (!invitation.ok) return invitation;
  return caller.kind === 'user'
    ? acceptAsUser(db, caller, invitation.value, from.ip)
    : acceptBySignUp(db, body, invitation.value, from.ip);
};
