import type { Database } from '../../db/database.js';
import type { BranchOwner } from '../../domain/policies/index.js';
import { findUserById } from '../accounts/index.js';
import { managersOf } from '../companies/index.js';

export interface Recipient {
  id: string;
  name: string;
  email: string;
}

/** Who hears of a branch's alerts: its company's owners and admins, or its solo customer. */
export const recipientsOf = async (db: Database, owner: BranchOwner): Promise<Recipient[]> => {
  if (owner.companyId) {
    const managers = await managersOf(db, owner.companyId);
    return managers.map((member) => ({
      id: member.user_id,
      name: member.name,
      email: member.email,
    }));
  }
  const user = owner.userId ? await findUserById(db, owner.userId) : undefined;
  return user ? [{ id: user.id, name: user.firstName, email: user.email }] : [];
};
