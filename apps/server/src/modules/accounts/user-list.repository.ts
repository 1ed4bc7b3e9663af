import { and, count, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema.js';
import type { UserRow } from './user-rows.js';
import { liveUser } from './users.repository.js';

/** One page of users, newest first, and the total matching the filter. */
export const listUsers = async (
  db: Database,
  { q, limit, offset }: { q?: string | undefined; limit: number; offset: number },
): Promise<{ rows: UserRow[]; total: number }> => {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const filter = pattern
    ? and(
        liveUser,
        or(
          ilike(users.email, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ),
      )
    : liveUser;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(users)
      .where(filter)
      .orderBy(sql`${users.createdAt} desc`, users.id)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(users).where(filter),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
};
