import { randomUUID } from 'node:crypto';
import { users } from '../db/schema.js';
import { hashPassword } from '../modules/auth/password.js';
import type { Roles } from '../plugins/tokens.js';
import type { TestApp } from './test-app.js';

export type TestRole = 'customer' | 'partner' | 'admin';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  name: string;
  /** A valid access token for this user. */
  token: string;
}

const ROLES: Record<TestRole, Roles> = {
  customer: { is_customer: true, is_partner: false, is_admin: false },
  partner: { is_customer: false, is_partner: true, is_admin: false },
  admin: { is_customer: false, is_partner: false, is_admin: true },
};

/** An active user with a role, written straight to the database, plus an access token. */
export const createUser = async (
  t: TestApp,
  {
    role = 'customer',
    active = true,
    email,
  }: { role?: TestRole; active?: boolean; email?: string } = {},
): Promise<TestUser> => {
  const password = 'Secret#123';
  const address = email ?? `${role}-${randomUUID().slice(0, 8)}@georisk.test`;
  const [row] = await t.database.db
    .insert(users)
    .values({
      firstName: 'Test',
      lastName: role[0]!.toUpperCase() + role.slice(1),
      email: address,
      phone: '+447700900123',
      passwordHash: await hashPassword(password),
      isActive: active,
      isCustomer: ROLES[role].is_customer,
      isPartner: ROLES[role].is_partner,
      isAdmin: ROLES[role].is_admin,
    })
    .returning({ id: users.id, firstName: users.firstName, lastName: users.lastName });
  if (!row) throw new Error('user not created');
  return {
    id: row.id,
    email: address,
    password,
    name: `${row.firstName} ${row.lastName}`,
    token: await t.app.tokens.signAccess(row.id, ROLES[role]),
  };
};
