import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { passwordResetTokens } from '../../db/schema.js';
import { randomToken, sha256 } from './secrets.js';

export const RESET_TOKEN_TTL_MINUTES = 30;

/** Stores the digest; the plain token goes only into the mailed link. */
export const createResetToken = async (tx: Database, userId: string): Promise<string> => {
  const token = randomToken();
  await tx.insert(passwordResetTokens).values({
    userId,
    tokenHash: sha256(token),
    expiresAt: sql`now() + make_interval(mins => ${RESET_TOKEN_TTL_MINUTES})`,
  });
  return token;
};

export const findLiveResetToken = async (db: Database, token: string) => {
  const [row] = await db
    .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row;
};

/**
 * Spends the token (false if a concurrent reset spent it first) and every other open link of
 * the same account, so an older mail cannot undo the new password.
 */
export const spendResetToken = async (
  tx: Database,
  id: string,
  userId: string,
): Promise<boolean> => {
  const spent = await tx
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  if (spent.length === 0) return false;
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        ne(passwordResetTokens.id, id),
        isNull(passwordResetTokens.usedAt),
      ),
    );
  return true;
};
