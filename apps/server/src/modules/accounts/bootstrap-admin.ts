import { strongPassword } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { ConfigError } from '../../config.js';
import { createActiveUser } from './accounts.service.js';
import { findUserByEmail } from './users.repository.js';

/**
 * Creates the configured admin at start when no account has that e-mail. An existing account is
 * left alone (its password and roles are the owner's business). Several servers may start at
 * once on PostgreSQL: losing the insert race is fine.
 */
export const bootstrapAdmin = async (
  db: Database,
  admin: { email: string; password: string } | undefined,
): Promise<'created' | 'exists' | 'skipped'> => {
  if (!admin) return 'skipped';
  if (!strongPassword.safeParse(admin.password).success) {
    throw new ConfigError(
      'Invalid configuration: BOOTSTRAP_ADMIN_PASSWORD needs 8+ characters with a lowercase, an uppercase, a number and a symbol',
    );
  }
  if (await findUserByEmail(db, admin.email)) return 'exists';
  // Losing the insert race to another server reads as the address being taken.
  const created = await createActiveUser(db, {
    ...admin,
    firstName: 'GeoRisk',
    lastName: 'Admin',
    role: 'admin',
  });
  return created.ok ? 'created' : 'exists';
};
