import type { PublicUser } from '@georisk/contract';
import type { users } from '../../db/schema.js';
import type { Roles } from '../../domain/caller.js';

/** A user row and what leaves the server of it (docs/architecture.md, "The accounts layer"). */
export type UserRow = typeof users.$inferSelect;
export type NewUser = Pick<UserRow, 'firstName' | 'lastName' | 'email' | 'phone' | 'passwordHash'> &
  Partial<Pick<UserRow, 'isActive' | 'isAdmin' | 'isPartner' | 'isCustomer'>>;
export const fullName = (user: Pick<UserRow, 'firstName' | 'lastName'>): string =>
  `${user.firstName} ${user.lastName}`;

export const rolesOf = (user: UserRow): Roles => ({
  is_admin: user.isAdmin,
  is_partner: user.isPartner,
  is_customer: user.isCustomer,
});

/** The only shape of a user that leaves the server besides the login state: no secrets. */
export const toPublicUser = (user: UserRow): PublicUser => ({
  user_id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  name: fullName(user),
  email: user.email,
  phone: user.phone,
  is_active: user.isActive,
  is_disabled: user.isDisabled,
  ...rolesOf(user),
  created_at: user.createdAt.toISOString(),
});
