import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { factors, findingResponses, findings, incidents, queryTypes, users } from '../db/schema.js';
import { seedReferenceData } from '../db/seed.js';
import { hashPassword } from '../modules/auth/password.js';

export const BENCH_PASSWORD = 'Bench#12345';
export const BENCH_CUSTOMER = 'bench-customer@georisk.test';
export const BENCH_PARTNER = 'bench-partner@georisk.test';

/**
 * Fills an empty database: reference data, a customer with `incidentCount` incidents, and a
 * partner's finding on the first incident, answering every factor of its category.
 */
export const seedBenchData = async (db: Database, incidentCount = 100) => {
  await seedReferenceData(db);
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const [customer, partner] = await db
    .insert(users)
    .values([
      {
        firstName: 'Bench',
        lastName: 'Customer',
        email: BENCH_CUSTOMER,
        passwordHash,
        isActive: true,
      },
      {
        firstName: 'Bench',
        lastName: 'Partner',
        email: BENCH_PARTNER,
        passwordHash,
        isActive: true,
        isCustomer: false,
        isPartner: true,
      },
    ])
    .returning({ id: users.id });
  const [queryType] = await db.select().from(queryTypes).limit(1);
  if (!customer || !partner || !queryType) throw new Error('bench seed failed');
  const rows = await db
    .insert(incidents)
    .values(
      Array.from({ length: incidentCount }, (_, i) => ({
        query: `Bench question ${i + 1}: how exposed is our route through the region this quarter?`,
        queryTypeId: queryType.id,
        customerType: queryType.customerType,
        createdBy: customer.id,
      })),
    )
    .returning({ id: incidents.id });
  const first = rows[0];
  if (!first) throw new Error('bench seed failed');
  const [finding] = await db
    .insert(findings)
    .values({ incidentId: first.id, createdBy: partner.id })
    .returning({ id: findings.id });
  const categoryFactors = await db
    .select({ id: factors.id })
    .from(factors)
    .where(eq(factors.categoriesId, queryType.categoriesId));
  const statuses = ['Green', 'Yellow', 'Red'] as const;
  await db.insert(findingResponses).values(
    categoryFactors.map((factor, i) => ({
      findingId: finding!.id,
      factorId: factor.id,
      responseStatus: statuses[i % 3]!,
      response: 'Assessed from open sources and partner reporting this week.',
    })),
  );
  await db.update(incidents).set({ status: 'Answered' }).where(eq(incidents.id, first.id));
  return { firstIncidentId: first.id };
};
