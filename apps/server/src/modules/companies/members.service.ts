import {
  INVITATION_DAYS,
  type Member,
  type MemberRole,
  type PendingInvitation,
} from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { transactionResult } from '../../db/transaction.js';
import type { UserCaller } from '../../domain/caller.js';
import { authorize, can } from '../../domain/policies/index.js';
import { failure, notFound, success, type Result } from '../../domain/result.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import { invitationMail } from '../../mail/templates/company-mails.js';
import { recordAudit } from '../audit/index.js';
import { COMPANY_TEXTS as M } from './companies.messages.js';
import { findCompany } from './companies.repository.js';
import { actorOf, companyContext, membershipOf } from './company-context.js';
import { createInvitation, listOpenInvitations } from './invitations.repository.js';
import {
  deleteMember,
  findMember,
  listMembers,
  lockOwnerCount,
  setMemberRole,
} from './members.repository.js';

type From = { ip: string | null };

/** Every member sees the members; owners and admins also see the open invitations. */
export const membersOf = async (
  db: Database,
  caller: UserCaller,
  companyId?: string,
): Promise<Result<{ members: Member[]; invitations: PendingInvitation[] }>> => {
  const context = await companyContext(db, caller, companyId);
  if (!context.ok) return context;
  const facts = { kind: 'company' as const, ...context.value };
  const allowed = authorize(caller, 'read', facts);
  if (!allowed.ok) return allowed;
  const id = context.value.companyId;
  return success({
    members: await listMembers(db, id),
    invitations: can(caller, 'manage', facts) ? await listOpenInvitations(db, id) : [],
  });
};

/** A mailed single-use link (`PUBLIC_URL/invite?token=...`), queued with the invitation. */
export const inviteMember = async (
  deps: { db: Database; publicUrl: string },
  caller: UserCaller,
  input: { email: string; role: MemberRole },
  from: From,
): Promise<Result<PendingInvitation>> => {
  const { db } = deps;
  const context = await companyContext(db, caller);
  if (!context.ok) return context;
  const { companyId } = context.value;
  const allowed = authorize(caller, 'grant', { kind: 'company', ...context.value, ...input });
  if (!allowed.ok) return allowed;
  const members = await listMembers(db, companyId);
  if (members.some((member) => member.email === input.email)) {
    return failure('conflict', M.alreadyInvitedMember(input.email));
  }
  const company = await findCompany(db, companyId, 'owner');
  const actor = await actorOf(db, caller.userId, from.ip);
  const inviter = members.find((member) => member.user_id === caller.userId)?.name ?? '';
  if (!company) return notFound(M.companyNotFound);
  return transactionResult(db, async (tx) => {
    const { token, row } = await createInvitation(tx, {
      companyId,
      email: input.email,
      role: input.role,
      invitedBy: caller.userId,
    });
    const link = `${deps.publicUrl}/invite?token=${token}`;
    const invite = { company: company.name, inviter, role: input.role, link };
    await enqueueMail(tx, invitationMail(input.email, { ...invite, days: INVITATION_DAYS }));
    await recordAudit(tx, actor, {
      action: 'member.invite',
      companyId,
      target: { kind: 'invitation', id: row.id },
      detail: { email: input.email, role: input.role },
    });
    return success({
      invitation_id: row.id,
      email: row.email,
      role: input.role,
      expires_at: row.expiresAt.toISOString(),
      invited_by: inviter,
    });
  });
};

/** Refuses a change that would leave the company without an owner (rows locked meanwhile). */
const keepsAnOwner = async (tx: Database, companyId: string, leaving: Member | MemberRole) => {
  const role = typeof leaving === 'string' ? leaving : leaving.role;
  if (role !== 'owner') return true;
  return (await lockOwnerCount(tx, companyId)) > 1;
};

/** A member of the caller's company, and the caller's right to grant `role` over them. */
const managedMember = async (
  db: Database,
  caller: UserCaller,
  userId: string,
  role?: MemberRole,
) => {
  const context = await companyContext(db, caller);
  if (!context.ok) return context;
  const target = await findMember(db, context.value.companyId, userId);
  if (!target) return notFound(M.memberNotFound);
  const facts = { kind: 'company' as const, ...context.value, current: target.role };
  const allowed = authorize(caller, 'grant', role ? { ...facts, role } : facts);
  return allowed.ok ? success({ companyId: context.value.companyId, target }) : allowed;
};

export const setRole = async (
  db: Database,
  caller: UserCaller,
  input: { user_id: string; role: MemberRole },
  from: From,
): Promise<Result<Member>> => {
  const found = await managedMember(db, caller, input.user_id, input.role);
  if (!found.ok) return found;
  const { companyId, target } = found.value;
  if (target.role === input.role) return success(target);
  const actor = await actorOf(db, caller.userId, from.ip);
  return transactionResult(db, async (tx) => {
    if (!(await keepsAnOwner(tx, companyId, target))) return failure('conflict', M.lastOwner);
    await setMemberRole(tx, companyId, target.user_id, input.role);
    await recordAudit(tx, actor, {
      action: 'member.role',
      companyId,
      target: { kind: 'user', id: target.user_id },
      detail: { from: target.role, to: input.role },
    });
    return success({ ...target, role: input.role });
  });
};

export const removeMember = async (
  db: Database,
  caller: UserCaller,
  userId: string,
  from: From,
): Promise<Result<void>> => {
  if (userId === caller.userId) return failure('invalid', M.removeSelf);
  const found = await managedMember(db, caller, userId);
  if (!found.ok) return found;
  const { companyId, target } = found.value;
  const actor = await actorOf(db, caller.userId, from.ip);
  return transactionResult(db, async (tx) => {
    if (!(await keepsAnOwner(tx, companyId, target))) return failure('conflict', M.lastOwner);
    await deleteMember(tx, companyId, userId);
    await recordAudit(tx, actor, {
      action: 'member.remove',
      companyId,
      target: { kind: 'user', id: userId },
      detail: { email: target.email, role: target.role },
    });
    return success(undefined);
  });
};

/** Anyone leaves, except the last owner. */
export const leaveCompany = async (
  db: Database,
  caller: UserCaller,
  from: From,
): Promise<Result<void>> => {
  const membership = await membershipOf(db, caller.userId);
  if (!membership) return failure('not-found', M.noCompany);
  const { companyId, role } = membership;
  const actor = await actorOf(db, caller.userId, from.ip);
  return transactionResult(db, async (tx) => {
    if (!(await keepsAnOwner(tx, companyId, role))) return failure('conflict', M.lastOwner);
    await deleteMember(tx, companyId, caller.userId);
    await recordAudit(tx, actor, {
      action: 'member.leave',
      companyId,
      target: { kind: 'user', id: caller.userId },
      detail: { role },
    });
    return success(undefined);
  });
};
