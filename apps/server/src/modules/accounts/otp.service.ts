import { timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/database.js';
import { transactionResult } from '../../db/transaction.js';
import { success, type Result } from '../../domain/result.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import { otpMail } from '../../mail/templates/account-mails.js';
import { REFUSED } from './account-refusals.js';
import {
  countOtpTry,
  findLiveOtp,
  otpIssueStats,
  otpTriesToday,
  replaceOtp,
  spendOtp,
} from './otp.repository.js';
import { otpDigest, randomOtp } from './secrets.js';
import { updateUser } from './users.repository.js';
import { fullName, type UserRow } from './user-rows.js';

/**
 * Four digits are only 10 000 guesses, so the code is short-lived, single use, void after a few
 * wrong tries, and issued sparingly (docs/security.md).
 */
export const OTP_RULES = {
  ttlMinutes: 10,
  maxAttempts: 5,
  coolDownSeconds: 60,
  maxPerHour: 5,
  /** Across all of an account's codes in the last 24 hours, kept in the database (all servers). */
  maxTriesPerDay: 20,
};

/** Inside the transaction holding the user's row lock: one new code, mailed through the outbox. */
export const issueOtp = async (tx: Database, user: UserRow): Promise<Result<void>> => {
  const stats = await otpIssueStats(tx, user.id);
  if (stats.sinceLastSeconds < OTP_RULES.coolDownSeconds) {
    const wait = Math.ceil(OTP_RULES.coolDownSeconds - stats.sinceLastSeconds);
    return REFUSED.otpTooSoon(`Please wait ${wait} seconds before requesting a new code`);
  }
  if (stats.lastHour >= OTP_RULES.maxPerHour) {
    return REFUSED.otpTooSoon(
      'Too many codes were requested for this account. Please try again in an hour',
    );
  }
  // A new code voids the earlier ones: only the last mail is ever valid.
  const code = randomOtp();
  await replaceOtp(tx, user.id, otpDigest(user.id, code), OTP_RULES.ttlMinutes);
  await enqueueMail(
    tx,
    otpMail({ to: user.email, name: fullName(user) }, code, OTP_RULES.ttlMinutes),
  );
  return success(undefined);
};

const sameDigest = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Checks the latest live code; the right one is spent and activates the account. */
export const activateWithOtp = async (
  db: Database,
  user: UserRow,
  code: string,
): Promise<Result<void>> => {
  const otp = await findLiveOtp(db, user.id);
  if (!otp) return REFUSED.otpExpired();
  const attempts = await countOtpTry(db, { id: otp.id, userId: user.id }, OTP_RULES);
  if (attempts === null) {
    const capped = (await otpTriesToday(db, user.id)) >= OTP_RULES.maxTriesPerDay;
    return capped ? REFUSED.otpDailyCap() : REFUSED.otpExpired();
  }
  if (!sameDigest(otp.codeHash, otpDigest(user.id, code))) {
    return REFUSED.otpWrong(OTP_RULES.maxAttempts - attempts);
  }
  return transactionResult(db, async (tx) => {
    // Of two concurrent right answers only one spends the code.
    if (!(await spendOtp(tx, otp.id))) return REFUSED.otpExpired();
    await updateUser(tx, user.id, { isActive: true });
    return success(undefined);
  });
};
