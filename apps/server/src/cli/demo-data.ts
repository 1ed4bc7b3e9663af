import type { FindingStatus, RiskLevel } from '@georisk/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import {
  articles,
  factors,
  findingResponses,
  findingRevisions,
  findings,
  incidents,
  queryTypes,
  users,
} from '../db/schema.js';
import { seedReferenceData } from '../db/seed.js';
import { hashPassword } from '../modules/accounts/index.js';

export const DEMO_PASSWORD = 'Demo#2026!';
const HOUR = 3_600_000;

const PEOPLE = [
  { key: 'ana', firstName: 'Ana', lastName: 'Demo', partner: false },
  { key: 'bo', firstName: 'Bo', lastName: 'Demo', partner: false },
  { key: 'pat', firstName: 'Pat', lastName: 'Demo', partner: true },
] as const;

/** Requests across several countries; `answer` rates every factor of the request's category. */
const REQUESTS: {
  owner: 'ana' | 'bo';
  hoursAgo: number;
  query: string;
  countries: string[];
  answer?: FindingStatus[];
}[] = [
  {
    owner: 'ana',
    hoursAgo: 300,
    query: 'Can our Kyiv office reopen next quarter?',
    countries: ['UA'],
    answer: ['Red', 'Yellow', 'Yellow'],
  },
  {
    owner: 'ana',
    hoursAgo: 200,
    query: 'Is the road from Port Sudan to Khartoum usable for aid convoys?',
    countries: ['SD'],
    answer: ['Red', 'Red', 'Yellow'],
  },
  {
    owner: 'ana',
    hoursAgo: 20,
    query: 'Should we keep staff in Port-au-Prince over the holidays?',
    countries: ['HT'],
  },
  {
    owner: 'bo',
    hoursAgo: 150,
    query: 'Will the election in Caracas disrupt our supply chain?',
    countries: ['VE', 'CO'],
    answer: ['Yellow', 'Green', 'Yellow'],
  },
  {
    owner: 'bo',
    hoursAgo: 90,
    query: 'How exposed are shipments through the Red Sea next month?',
    countries: ['YE', 'EG'],
    answer: ['Red', 'Yellow', 'Green'],
  },
  {
    owner: 'bo',
    hoursAgo: 5,
    query: 'Is it safe to travel to Bamako for a two-day audit?',
    countries: ['ML'],
  },
];

const NEWS: { hoursAgo: number; level: RiskLevel; title: string; countries: string[] }[] = [
  {
    hoursAgo: 3,
    level: 'Severe',
    title: 'Drone strikes hit power stations across Ukraine',
    countries: ['UA'],
  },
  {
    hoursAgo: 12,
    level: 'Severe',
    title: 'Fighting reaches the outskirts of El Fasher in Sudan',
    countries: ['SD'],
  },
  {
    hoursAgo: 30,
    level: 'High Risk',
    title: 'Gangs block the main fuel terminal in Haiti',
    countries: ['HT'],
  },
  {
    hoursAgo: 48,
    level: 'High Risk',
    title: 'Houthi attacks divert ships from the Red Sea',
    countries: ['YE'],
  },
  {
    hoursAgo: 60,
    level: 'Medium Risk',
    title: 'Protests over fuel prices spread in Nigeria',
    countries: ['NG'],
  },
  {
    hoursAgo: 80,
    level: 'Medium Risk',
    title: 'Venezuela and Colombia reopen a border crossing amid tension',
    countries: ['VE', 'CO'],
  },
  {
    hoursAgo: 100,
    level: 'Risk',
    title: 'Mali junta extends the transition period',
    countries: ['ML'],
  },
  { hoursAgo: 130, level: 'Risk', title: 'Myanmar ceasefire talks stall again', countries: ['MM'] },
  {
    hoursAgo: 170,
    level: 'Low Risk',
    title: 'Chile and Argentina sign a lithium cooperation pact',
    countries: ['CL', 'AR'],
  },
  {
    hoursAgo: 240,
    level: 'High Risk',
    title: 'Lebanon braces for a new escalation on its southern border',
    countries: ['LB', 'IL'],
  },
];

const emailOf = (key: string) => `${key}.demo@georisk.test`;

/**
 * Sample customers, a partner, requests, findings and news across several countries, so every
 * screen has something to show. Adds nothing when the demo accounts already exist.
 */
export const seedDemoData = async (db: Database): Promise<boolean> => {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, emailOf('ana')));
  if (existing) return false;
  // The demo requests need the reference data a server start seeds; seeding is idempotent.
  await seedReferenceData(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const types = await db
    .select({
      id: queryTypes.id,
      customerType: queryTypes.customerType,
      categoryId: queryTypes.categoriesId,
    })
    .from(queryTypes)
    .where(and(eq(queryTypes.isDeleted, false), eq(queryTypes.isActive, true)))
    .orderBy(queryTypes.name);
  if (types.length === 0) throw new Error('Demo requests need an active query type; none is left.');
  const now = Date.now();
  await db.transaction(async (tx) => {
    // News first: every transaction takes the articles version row before the workflow one
    // (migration 0009), so two of them never wait on each other's.
    await tx
      .insert(articles)
      .values(
        NEWS.map((item, i) => ({
          title: item.title,
          url: `https://example.org/georisk/demo-${i + 1}`,
          publishedAt: new Date(now - item.hoursAgo * HOUR),
          sourceName: 'GeoRisk Demo Desk',
          riskLevel: item.level,
          content: `${item.title}. A sample article of the GeoRisk demo data.`,
          countries: item.countries,
          // Demo news is history: it must not raise watch or stale alerts.
          alertedAt: sql`now()`,
        })),
      )
      .onConflictDoNothing();
    const ids: Record<string, string> = {};
    for (const person of PEOPLE) {
      const [row] = await tx
        .insert(users)
        .values({
          firstName: person.firstName,
          lastName: person.lastName,
          email: emailOf(person.key),
          phone: '+441234567890',
          passwordHash,
          isActive: true,
          isCustomer: !person.partner,
          isPartner: person.partner,
        })
        .returning({ id: users.id });
      ids[person.key] = row!.id;
    }
    for (const [index, request] of REQUESTS.entries()) {
      const type = types[index % types.length]!;
      const filedAt = new Date(now - request.hoursAgo * HOUR);
      const [incident] = await tx
        .insert(incidents)
        .values({
          query: request.query,
          queryTypeId: type.id,
          customerType: type.customerType,
          countries: request.countries,
          status: request.answer ? 'Answered' : 'Submitted',
          createdBy: ids[request.owner]!,
          createdAt: filedAt,
          updatedAt: filedAt,
        })
        .returning({ id: incidents.id });
      if (!request.answer) continue;
      const answeredAt = new Date(filedAt.getTime() + 20 * HOUR);
      const [finding] = await tx
        .insert(findings)
        .values({
          incidentId: incident!.id,
          createdBy: ids.pat!,
          createdAt: answeredAt,
          updatedAt: answeredAt,
        })
        .returning({ id: findings.id });
      const categoryFactors = await tx
        .select({ id: factors.id })
        .from(factors)
        .where(and(eq(factors.categoriesId, type.categoryId), eq(factors.isDeleted, false)))
        .orderBy(factors.code);
      const answers = categoryFactors.map((factor, i) => {
        const status = request.answer![i % request.answer!.length]!;
        return { factorId: factor.id, status, response: `${status}: see the analyst's notes.` };
      });
      await tx.insert(findingResponses).values(
        answers.map((a) => ({
          findingId: finding!.id,
          factorId: a.factorId,
          responseStatus: a.status,
          response: a.response,
        })),
      );
      // Published as revision 1, as an analyst's first answer is.
      await tx.insert(findingRevisions).values({
        findingId: finding!.id,
        revision: 1,
        summary: 'Demo assessment.',
        factorResponse: Object.fromEntries(
          answers.map((a) => [a.factorId, { response_status: a.status, response: a.response }]),
        ),
        publishedBy: ids.pat!,
        publishedAt: answeredAt,
      });
      await tx.update(findings).set({ revision: 1 }).where(eq(findings.id, finding!.id));
      const outcome = { Green: 0, Yellow: 0, Red: 0 };
      for (const a of answers) outcome[a.status] += 1;
      await tx
        .update(incidents)
        .set({ revision: 1, outcome })
        .where(eq(incidents.id, incident!.id));
    }
  });
  return true;
};
