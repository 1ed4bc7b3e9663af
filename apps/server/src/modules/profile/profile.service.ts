import type { DigestChoice, Profile, ProfileUpdateBody } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { transactionResult } from '../../db/transaction.js';
import type { UserCaller } from '../../domain/caller.js';
import { authorize } from '../../domain/policies/index.js';
import { notFound, success, type Result } from '../../domain/result.js';
import { findUserById, toPublicUser, type UserRow } from '../accounts/index.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import { lockProfile, writeProfile, type ProfileFields } from './profile.repository.js';

export const toProfile = (user: UserRow): Profile => {
  const { is_active: _active, is_disabled: _disabled, ...account } = toPublicUser(user);
  return {
    ...account,
    time_zone: user.timeZone,
    mail_requests: user.mailRequests,
    mail_watch: user.mailWatch,
    digest: user.digest as DigestChoice,
    profile_completed_at: user.profileCompletedAt?.toISOString() ?? null,
  };
};

/** Each field of the form and the column it is stored in. */
const COLUMNS = {
  firstName: 'firstName',
  lastName: 'lastName',
  phone: 'phone',
  time_zone: 'timeZone',
  mail_requests: 'mailRequests',
  mail_watch: 'mailWatch',
  digest: 'digest',
} as const satisfies Record<keyof ProfileUpdateBody, keyof ProfileFields>;
const FORM_FIELDS = Object.keys(COLUMNS) as (keyof ProfileUpdateBody)[];

const fieldsOf = (body: ProfileUpdateBody) =>
  Object.fromEntries(FORM_FIELDS.map((field) => [COLUMNS[field], body[field]])) as ProfileFields;

/** The audit names the fields a save changed, never their values (a phone is personal). */
const changedFields = (stored: UserRow, body: ProfileUpdateBody) =>
  FORM_FIELDS.filter((field) => stored[COLUMNS[field]] !== body[field]);

export const readProfile = async (db: Database, caller: UserCaller): Promise<Result<Profile>> => {
  const user = await findUserById(db, caller.userId);
  return user ? success(toProfile(user)) : notFound('User');
};

export interface ProfileSaved {
  profile: Profile;
  /** This save was the first completion of the profile. */
  completed: boolean;
  changed: boolean;
}

/** Saves the caller's own profile; the same values again write and record nothing. */
export const updateProfile = (
  db: Database,
  caller: UserCaller,
  body: ProfileUpdateBody,
  from: Pick<AuditActor, 'ip'>,
): Promise<Result<ProfileSaved>> =>
  transactionResult(db, async (tx) => {
    const allowed = authorize(caller, 'editProfile', { kind: 'user', userId: caller.userId });
    if (!allowed.ok) return allowed;
    const stored = await lockProfile(tx, caller.userId);
    if (!stored) return notFound('User');
    // A form without the digest choice (an older screen) keeps the stored one.
    const form = { ...body, digest: body.digest ?? (stored.digest as DigestChoice) };
    const changed = await writeProfile(tx, stored, fieldsOf(form));
    const completed = stored.profileCompletedAt === null;
    if (changed) {
      await recordAudit(
        tx,
        { userId: stored.id, email: stored.email, ip: from.ip },
        {
          action: 'profile.update',
          target: { kind: 'user', id: stored.id },
          detail: { fields: changedFields(stored, form).join(', '), completed },
        },
      );
    }
    const now = changed ? await findUserById(tx, stored.id) : stored;
    return now ? success({ profile: toProfile(now), completed, changed }) : notFound('User');
  });
