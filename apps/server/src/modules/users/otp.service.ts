import { CODES } from '@georisk/contract';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { otps } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { otpMail } from '../../mail/templates/account-mails.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import { otpDigest, randomOtp } from '../auth/secrets.js';
import { fullName, updateUser, type UserRow } from './users.repository.js';

/**
 * Four digits are only 10 000 guesses, so the code is short-lived, single use, void after a few
 * wrong tries, and issued sparingly (DESIGN §3; README "Security choices").
 */
export const OTP_RULES = { ttlMinutes: 10, maxAttempts: 5, coolDownSeconds: 60, maxPerHour: 5 };

const tooSoon = (message: string) => new AppError(429, CODES.otpCoolDown, message);
const expired = () =>
  new AppError(400, CODES.otpExpired, 'This code has expired. Please request a new one');

/** Inside the transaction holding the user's row lock: one new code, mailed through the outbox. */
export const issueOtp = async (tx: Database, user: UserRow): Promise<void> => {
  const [stats] = await tx
    .select({
      lastHour: sql<string>`count(*) filter (where ${otps.createdAt} > now() - interval '1 hour')`,
      sinceLast: sql<string | null>`extract(epoch from now() - max(${otps.createdAt}))`,
    })
    .from(otps)
    .where(eq(otps.userId, user.id));
  const sinceLast = stats?.sinceLast == null ? Infinity : Number(stats.sinceLast);
  if (sinceLast < OTP_RULES.coolDownSeconds) {
    const wait = Math.ceil(OTP_RULES.coolDownSeconds - sinceLast);
    throw tooSoon(`Please wait ${wait} seconds before requesting a new code`);
  }
  if (Number(stats?.lastHour ?? 0) >= OTP_RULES.maxPerHour) {
    throw tooSoon('Too many codes were requested for this account. Please try again in an hour');
  }
  // A new code voids the earlier ones: only the last mail is ever valid.
  await tx
    .update(otps)
    .set({ expiresAt: sql`now()` })
    .where(and(eq(otps.userId, user.id), isNull(otps.usedAt), gt(otps.expiresAt, sql`now()`)));
  const code = randomOtp();
  await tx.insert(otps).values({
    userId: user.id,
    codeHash: otpDigest(user.id, code),
    expiresAt: sql`now() + make_interval(mins => ${OTP_RULES.ttlMinutes})`,
  });
  await enqueueMail(
    tx,
    otpMail({ to: user.email, name: fullName(user) }, code, OTP_RULES.ttlMinutes),
  );
};

const sameDigest = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Checks the latest live code; the right one is spent and activates the account. */
export const activateWithOtp = async (db: Database, user: UserRow, code: string): Promise<void> => {
  const [otp] = await db
    .select({ id: otps.id, codeHash: otps.codeHash })
    .from(otps)
    .where(and(eq(otps.userId, user.id), isNull(otps.usedAt), gt(otps.expiresAt, sql`now()`)))
    .orderBy(desc(otps.createdAt))
    .limit(1);
  if (!otp) throw expired();
  // Count the try before comparing, so parallel guesses cannot exceed the allowance.
  const [counted] = await db
    .update(otps)
    .set({ attempts: sql`${otps.attempts} + 1` })
    .where(and(eq(otps.id, otp.id), isNull(otps.usedAt), lt(otps.attempts, OTP_RULES.maxAttempts)))
    .returning({ attempts: otps.attempts });
  if (!counted) throw expired();
  if (!sameDigest(otp.codeHash, otpDigest(user.id, code))) {
    const left = OTP_RULES.maxAttempts - counted.attempts;
    throw new AppError(
      400,
      CODES.otpInvalid,
      left > 0
        ? `Invalid OTP. ${left} ${left === 1 ? 'try' : 'tries'} left`
        : 'Invalid OTP. This code is now void. Please request a new one',
    );
  }
  await db.transaction(async (tx) => {
    // Of two concurrent right answers only one spends the code.
    const spent = await tx
      .update(otps)
      .set({ usedAt: sql`now()` })
      .where(and(eq(otps.id, otp.id), isNull(otps.usedAt)))
      .returning({ id: otps.id });
    if (spent.length === 0) throw expired();
    await updateUser(tx, user.id, { isActive: true });
  });
};
