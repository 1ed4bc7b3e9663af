import type { CustomerType } from '@georisk/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { queryTypes } from '../../db/schema.js';

/**
 * The request type an escalation is filed with (docs/rules/exposure.md): a live, active query
 * type offered to the escalating customer type, else one offered to 'Global'; by name.
 */
export const queryTypeForEscalation = async (db: Database, customerType: CustomerType) => {
  const [row] = await db
    .select({ id: queryTypes.id, customerType: queryTypes.customerType })
    .from(queryTypes)
    .where(
      and(
        eq(queryTypes.isDeleted, false),
        eq(queryTypes.isActive, true),
        sql`${queryTypes.customerType} in (${customerType}, 'Global')`,
      ),
    )
    .orderBy(sql`${queryTypes.customerType} = ${customerType} desc`, asc(queryTypes.name))
    .limit(1);
  return row ? { id: row.id, customerType: row.customerType as CustomerType } : null;
};
