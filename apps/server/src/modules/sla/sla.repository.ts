import { CUSTOMER_TYPES, SLA_DEFAULT_HOURS, type CustomerType, type Sla } from '@georisk/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { sla } from '../../db/schema.js';
import { updateIfChanged } from '../../db/unchanged-write.js';

/** The four customer types in their fixed order; a missing row reads as its default hours. */
export const listSla = async (db: Database): Promise<Sla[]> => {
  const rows = await db.select({ customerType: sla.customerType, hours: sla.hours }).from(sla);
  const hours = new Map(rows.map((row) => [row.customerType, row.hours]));
  return CUSTOMER_TYPES.map((customerType) => ({
    customerType,
    hours: hours.get(customerType) ?? SLA_DEFAULT_HOURS[customerType],
  }));
};

/** The hours a request of this customer type gets when filed now. */
export const findSlaHours = async (db: Database, customerType: CustomerType): Promise<number> => {
  const [row] = await db
    .select({ hours: sla.hours })
    .from(sla)
    .where(eq(sla.customerType, customerType))
    .limit(1);
  return row?.hours ?? SLA_DEFAULT_HOURS[customerType];
};

/** The same hours again write nothing (db/unchanged-write.ts); a missing row is inserted. */
export const saveSla = async (db: Database, value: Sla): Promise<Sla> => {
  const returning = { customerType: sla.customerType, hours: sla.hours };
  const where = eq(sla.customerType, value.customerType);
  const written = await updateIfChanged<typeof returning, Sla>(
    db,
    sla,
    where,
    { hours: value.hours },
    returning,
  );
  if (written) return written.row;
  const [row] = await db
    .insert(sla)
    .values(value)
    .onConflictDoUpdate({
      target: sla.customerType,
      set: { hours: value.hours, updatedAt: sql`now()` },
    })
    .returning({ customerType: sla.customerType, hours: sla.hours });
  if (!row) throw new Error('sla not saved');
  return row;
};
