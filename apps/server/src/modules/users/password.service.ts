import type { Database } from '../../db/client.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import { passwordChangedMail } from '../../mail/templates/account-mails.js';
import { revokeAllOfUser } from '../auth/refresh-tokens.repository.js';
import { fullName, updateUser, type UserRow } from './users.repository.js';

/**
 * In the caller's transaction: the new hash (computed before, never inside), every refresh token
 * revoked, and the confirmation mail queued. Access tokens already issued end within 15 minutes.
 */
export const replacePassword = async (tx: Database, user: UserRow, passwordHash: string) => {
  await updateUser(tx, user.id, { passwordHash });
  await revokeAllOfUser(tx, user.id);
  await enqueueMail(tx, passwordChangedMail({ to: user.email, name: fullName(user) }));
};
