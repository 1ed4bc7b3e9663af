import { CODES } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { transactionResult } from '../../db/transaction.js';
import { failure, notFound, success, type Result } from '../../domain/result.js';
import type { UserCaller } from '../../domain/caller.js';
import { authorize } from '../../domain/policies/index.js';
import {
  findUserByEmail,
  findUserById,
  lockActiveAdminIds,
  revokeAllOfUser,
  updateUser,
  type UserRow,
} from '../accounts/index.js';
import { releaseClaims } from '../incident/index.js';
import { callerActor, recordAudit } from '../audit/index.js';

const lastAdmin = (action: string) =>
  failure(
    'conflict',
    `You cannot ${action} the last active admin. Make another user an admin first`,
    {
      code: CODES.lastAdmin,
    },
  );

/** Run inside the transaction: true when the change would leave no active admin. */
const isLastAdmin = async (tx: Database, userId: string) => {
  const admins = await lockActiveAdminIds(tx);
  return admins.length === 1 && admins[0] === userId;
};

/** A user by e-mail: the caller themselves, or anyone for an admin. */
export const readUserByEmail = async (
  db: Database,
  caller: UserCaller,
  email: string,
): Promise<Result<UserRow>> => {
  const user = await findUserByEmail(db, email);
  const allowed = authorize(caller, 'read', { kind: 'user', userId: user?.id ?? null });
  if (!allowed.ok) return allowed;
  return user ? success(user) : notFound('User');
};

export interface RoleFlags {
  isAdmin: boolean;
  isPartner: boolean;
  isCustomer: boolean;
}

/**
 * An admin's role change. The user's earlier access tokens stop working at once (their session
 * version is raised); a refresh then issues one with the new roles.
 */
export const changeRoles = async (
  db: Database,
  caller: UserCaller,
  userId: string,
  roles: RoleFlags,
): Promise<Result<UserRow>> => {
  // Keeps at least the acting admin able to undo a mistake.
  if (userId === caller.userId && !roles.isAdmin) {
    return failure('invalid', 'You cannot remove your own admin role');
  }
  return transactionResult(db, async (tx) => {
    if (!roles.isAdmin && (await isLastAdmin(tx, userId))) return lastAdmin('demote');
    const before = await findUserById(tx, userId);
    const user = await updateUser(tx, userId, { ...roles, endSessions: true });
    if (!user) return notFound('User');
    const flags = (row: RoleFlags) => [row.isAdmin, row.isPartner, row.isCustomer].join();
    if (before && flags(before) !== flags(user)) {
      await recordAudit(tx, callerActor(caller), {
        action: 'user.role',
        target: { kind: 'user', id: userId },
        detail: { admin: user.isAdmin, partner: user.isPartner, customer: user.isCustomer },
      });
    }
    // Only partners and admins hold requests; whoever is neither now lets go of theirs.
    if (!roles.isPartner && !roles.isAdmin) await releaseClaims(tx, userId);
    return success(user);
  });
};

/** Disabling ends every session of the account (access and refresh tokens) and blocks login. */
export const setDisabled = async (
  db: Database,
  caller: UserCaller,
  userId: string,
  disabled: boolean,
): Promise<Result<UserRow>> => {
  if (disabled && userId === caller.userId) {
    return failure('invalid', 'You cannot disable your own account');
  }
  return transactionResult(db, async (tx) => {
    const before = await findUserById(tx, userId);
    if (!before) return notFound('User');
    if (disabled && (await isLastAdmin(tx, userId))) return lastAdmin('disable');
    const user = await updateUser(tx, userId, { isDisabled: disabled, endSessions: disabled });
    if (!user) return notFound('User');
    if (before.isDisabled !== disabled) {
      await recordAudit(tx, callerActor(caller), {
        action: disabled ? 'user.disable' : 'user.enable',
        target: { kind: 'user', id: userId },
      });
    }
    if (disabled) {
      await revokeAllOfUser(tx, userId);
      await releaseClaims(tx, userId);
    }
    return success(user);
  });
};
