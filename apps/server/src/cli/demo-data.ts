import { TRENDS, type CustomerType, type RiskLevel } from '@georisk/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import {
  articles,
  factors,
  findingResponses,
  findingRevisions,
  findings,
  incidents,
  messages,
  notifications,
  queryTypes,
  users,
} from '../db/schema.js';
import { seedReferenceData } from '../db/seed.js';
import { excerpt } from '../domain/excerpt.js';
import { hashPassword } from '../modules/accounts/index.js';
import { FINDING_MESSAGES } from '../modules/finding/index.js';
import { backfillSnapshots } from '../modules/geography/index.js';
import { MESSAGE_MESSAGES } from '../modules/message/index.js';
import { slaHoursFor } from '../modules/sla/index.js';
import { seedDemoCompany } from './demo-company.js';
import { DEMO_WEEK, type DemoRequest } from './demo-week.js';
import { inTransaction } from '../db/transaction.js';

export const DEMO_PASSWORD = 'Demo#2026!';
const HOUR = 3_600_000;

const PEOPLE = [
  { key: 'ana', firstName: 'Ana', lastName: 'Demo', partner: false },
  { key: 'bo', firstName: 'Bo', lastName: 'Demo', partner: false },
  { key: 'pat', firstName: 'Pat', lastName: 'Demo', partner: true },
] as const;

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
const nameOf = (key: string) => {
  const person = PEOPLE.find((p) => p.key === key)!;
  return `${person.firstName} ${person.lastName}`;
};

interface DemoType {
  id: string;
  name: string;
  customerType: string;
  categoryId: string;
}

/** A notice as the product writes it when the thing happens; older ones have been read. */
const notice = (
  userId: string,
  incidentId: string,
  kind: 'answered' | 'message',
  text: string,
  at: Date,
  now: number,
) => ({
  userId,
  incidentId,
  kind,
  text,
  createdAt: at,
  updatedAt: at,
  readAt: now - at.getTime() > 48 * HOUR ? new Date(at.getTime() + HOUR) : null,
});

/**
 * One request of the demo week: filed with its SLA due time; claimed by Pat when he works on
 * it; answered (a published first revision and the owner's `answered` notice) and its
 * conversation (each message noticed by the other side), each at its own time after filing.
 */
const seedRequest = async (
  tx: Database,
  {
    request,
    type,
    ids,
    now,
  }: { request: DemoRequest; type: DemoType; ids: Record<string, string>; now: number },
) => {
  const filedAt = new Date(now - request.hoursAgo * HOUR);
  const at = (after: number) => new Date(filedAt.getTime() + after * HOUR);
  const owner = ids[request.owner]!;
  const analyst = ids.pat!;
  const worked = request.answer !== undefined || request.inReview === true;
  const slaHours = await slaHoursFor(tx, type.customerType as CustomerType);
  const [incident] = await tx
    .insert(incidents)
    .values({
      query: request.query,
      queryTypeId: type.id,
      customerType: type.customerType,
      countries: request.countries,
      status: request.answer ? 'Answered' : request.inReview ? 'In review' : 'Submitted',
      createdBy: owner,
      assignedTo: worked ? analyst : null,
      dueAt: at(slaHours),
      createdAt: filedAt,
      updatedAt: filedAt,
    })
    .returning({ id: incidents.id });
  const incidentId = incident!.id;
  const short = excerpt(request.query, 120);
  for (const message of request.messages ?? []) {
    const fromOwner = message.from === 'owner';
    await tx.insert(messages).values({
      incidentId,
      authorId: fromOwner ? owner : analyst,
      body: message.body,
      createdAt: at(message.after),
      updatedAt: at(message.after),
    });
    const author = fromOwner ? nameOf(request.owner) : 'A GeoRisk analyst';
    await tx
      .insert(notifications)
      .values(
        notice(
          fromOwner ? analyst : owner,
          incidentId,
          'message',
          MESSAGE_MESSAGES.notificationText(author, short),
          at(message.after),
          now,
        ),
      );
  }
  if (request.answer)
    await seedAnswer(tx, {
      incidentId,
      type,
      analyst,
      answeredAt: at(request.answer.after),
      answer: request.answer,
    });
  if (request.answer)
    await tx
      .insert(notifications)
      .values(
        notice(
          owner,
          incidentId,
          'answered',
          FINDING_MESSAGES.answeredText(short),
          at(request.answer.after),
          now,
        ),
      );
};

/** The analyst's first published answer: the finding, its responses and revision 1. */
const seedAnswer = async (
  tx: Database,
  {
    incidentId,
    type,
    analyst,
    answeredAt,
    answer,
  }: {
    incidentId: string;
    type: DemoType;
    analyst: string;
    answeredAt: Date;
    answer: NonNullable<DemoRequest['answer']>;
  },
) => {
  const [finding] = await tx
    .insert(findings)
    .values({
      incidentId,
      createdBy: analyst,
      summary: answer.summary,
      revision: 1,
      createdAt: answeredAt,
      updatedAt: answeredAt,
    })
    .returning({ id: findings.id });
  const categoryFactors = await tx
    .select({ id: factors.id })
    .from(factors)
    .where(and(eq(factors.categoriesId, type.categoryId), eq(factors.isDeleted, false)))
    .orderBy(factors.code);
  const answers = categoryFactors.map((factor, i) => ({
    factorId: factor.id,
    ...answer.factors[i % answer.factors.length]!,
  }));
  await tx.insert(findingResponses).values(
    answers.map((a) => ({
      findingId: finding!.id,
      factorId: a.factorId,
      responseStatus: a.status,
      response: a.response,
    })),
  );
  await tx.insert(findingRevisions).values({
    findingId: finding!.id,
    revision: 1,
    summary: answer.summary,
    factorResponse: Object.fromEntries(
      answers.map((a) => [a.factorId, { response_status: a.status, response: a.response }]),
    ),
    publishedBy: analyst,
    publishedAt: answeredAt,
  });
  const outcome = { Green: 0, Yellow: 0, Red: 0 };
  for (const a of answers) outcome[a.status] += 1;
  await tx
    .update(incidents)
    .set({ revision: 1, outcome, updatedAt: answeredAt })
    .where(eq(incidents.id, incidentId));
};

/**
 * Sample customers, a partner, a week of requests, answers, messages and notices, and news across
 * several countries, so every screen has something to show. Adds nothing when the demo accounts
 * already exist.
 */
export const seedDemoData = async (
  db: Database,
  publicUrl = 'http://localhost:3000',
): Promise<boolean> => {
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
      name: queryTypes.name,
      customerType: queryTypes.customerType,
      categoryId: queryTypes.categoriesId,
    })
    .from(queryTypes)
    .where(and(eq(queryTypes.isDeleted, false), eq(queryTypes.isActive, true)))
    .orderBy(queryTypes.name);
  if (types.length === 0) throw new Error('Demo requests need an active query type; none is left.');
  const now = Date.now();
  const ids: Record<string, string> = {};
  await inTransaction(db, async (tx) => {
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
    for (const [index, request] of DEMO_WEEK.entries()) {
      const type = types.find((t) => t.name === request.queryType) ?? types[index % types.length]!;
      await seedRequest(tx, { request, type, ids, now });
    }
  });
  await seedDemoCompany(db, { owner: ids.ana!, member: ids.bo! }, now, publicUrl);
  // Trends (docs/rules/trends.md): each country's score as of each of the last 90 days.
  await backfillSnapshots(db, TRENDS.chartDays, new Date(now));
  return true;
};
