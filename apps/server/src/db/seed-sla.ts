import { CUSTOMER_TYPES, SLA_DEFAULT_HOURS } from '@georisk/contract';
import type { Database } from './database.js';
import { sla } from './schema.js';

/**
 * The default hours to answer, per customer type. ON CONFLICT DO NOTHING keeps an admin's change
 * and lets several servers starting at once seed without colliding.
 */
export const seedSla = async (db: Pick<Database, 'insert'>) => {
  await db
    .insert(sla)
    .values(
      CUSTOMER_TYPES.map((customerType) => ({
        customerType,
        hours: SLA_DEFAULT_HOURS[customerType],
      })),
    )
    .onConflictDoNothing({ target: sla.customerType });
};
