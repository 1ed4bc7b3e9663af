import { FINDING_STATUSES, NOTIFICATION_KINDS, RISK_LEVELS } from '@georisk/contract';
import { eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import {
  articles,
  factors,
  findingResponses,
  findingRevisions,
  findings,
  incidents,
  notifications,
  queryTypes,
  users,
  watches,
} from '../db/schema.js';
import { seedReferenceData } from '../db/seed.js';
import { seedDemoCompany } from '../cli/demo-company.js';
import { hashPassword } from '../modules/accounts/index.js';
import { recordAudits } from '../modules/audit/index.js';

export const BENCH_PASSWORD = 'Bench#12345';
export const BENCH_CUSTOMER = 'bench-customer@georisk.test';
export const BENCH_PARTNER = 'bench-partner@georisk.test';
/**
 * Customers who file requests and post messages during the mixed load: enough that none of them
 * reaches the per-account limits (30 requests, 20 messages a minute) at 20 writes/s.
 */
export const BENCH_WRITERS = 24;
export const benchWriter = (i: number) => `bench-writer-${i}@georisk.test`;

/** How much the bench seeds; the defaults are what a busy customer's screens show. */
export interface BenchSize {
  /** The customer's requests (a page of 100 is the list budget). */
  incidents: number;
  /** Of those, how many a partner answered (finding, published revision, outcome). */
  answered: number;
  /** News in the risk window, tagged with countries and levels (landing page, risk map). */
  articles: number;
  notifications: number;
  /** Countries the customer watches (the dashboard's watched list and news). */
  watches: number;
}

export const BENCH_SIZE: BenchSize = {
  incidents: 100,
  answered: 20,
  articles: 120,
  notifications: 60,
  watches: 5,
};

const DAY_MS = 86_400_000;
/** Countries the bench tags news and requests with: enough for a busy risk map. */
const COUNTRIES = [
  'UA', 'RU', 'PL', 'DE', 'FR', 'GB', 'TR', 'IL', 'LB', 'SY', 'IR', 'IQ', 'SA', 'YE', 'EG',
  'SD', 'ET', 'SO', 'KE', 'NG', 'ML', 'ZA', 'IN', 'PK', 'AF', 'CN', 'TW', 'KP', 'KR', 'JP',
  'PH', 'MM', 'TH', 'ID', 'AU', 'US', 'MX', 'VE', 'CO', 'BR', 'AR', 'HT', 'CU', 'NL', 'BE',
]; // prettier-ignore
const countriesOf = (i: number, count: number) =>
  Array.from({ length: count }, (_, k) => COUNTRIES[(i * 7 + k * 11) % COUNTRIES.length]!);
const cycle = <T>(values: readonly T[], i: number) => values[i % values.length]!;

const createBenchUsers = async (db: Database) => {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const person = { firstName: 'Bench', passwordHash, isActive: true };
  const [customer, partner] = await db
    .insert(users)
    .values([
      { ...person, lastName: 'Customer', email: BENCH_CUSTOMER },
      {
        ...person,
        lastName: 'Partner',
        email: BENCH_PARTNER,
        isCustomer: false,
        isPartner: true,
      },
    ])
    .returning({ id: users.id });
  if (!customer || !partner) throw new Error('bench seed failed');
  await db.insert(users).values(
    Array.from({ length: BENCH_WRITERS }, (_, i) => ({
      ...person,
      lastName: `Writer ${i}`,
      email: benchWriter(i),
    })),
  );
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, benchWriter(0)));
  if (!member) throw new Error('bench seed failed');
  return { customer: customer.id, partner: partner.id, member: member.id };
};

/** Audit events the company owner's trail shows: a busy page of branch changes. */
const AUDIT_EVENTS = 150;

/**
 * The customer owns the demo company (cli/demo-company.ts: a dozen branches, travellers, trips this
 * week and located news that raised alerts), so the owner's inbox, schedule and trail have pages.
 */
const seedBenchCompany = async (db: Database, people: { owner: string; member: string }) => {
  await seedDemoCompany(db, people, Date.now(), 'http://127.0.0.1');
  await recordAudits(
    db,
    { userId: people.owner, ip: '127.0.0.1' },
    Array.from({ length: AUDIT_EVENTS }, (_, i) => ({
      action: 'branch.update' as const,
      target: { kind: 'branch', id: `bench-${i}` },
      detail: { field: 'people', value: i },
    })),
  );
};

/** News of the last 25 days, each about one to three countries, every risk level. */
const seedArticles = async (db: Database, count: number) => {
  const now = Date.now();
  if (count > 0)
    await db.insert(articles).values(
      Array.from({ length: count }, (_, i) => ({
        title: `Bench development ${i + 1}: tensions over transit rights and sanctions`,
        url: `https://example.org/georisk/bench-${i + 1}`,
        sourceName: cycle(['GeoRisk Desk', 'Trade Monitor', 'Cyber Watch'], i),
        publishedAt: new Date(now - ((i * 5) % 600) * 3_600_000),
        riskLevel: cycle(RISK_LEVELS, i),
        emoji: cycle(['⚓', '🗳️', '💻', '📦', '🔥'], i),
        content:
          'Officials confirmed new restrictions at two border crossings as talks stalled. Shippers report delays of up to three days; insurers are reviewing cover for the region while analysts expect the measures to last at least until the end of the quarter.',
        countries: countriesOf(i, 1 + (i % 3)),
      })),
    );
  // Already alerted: the server's news-alert scheduler must not write notifications mid-bench.
  await db.update(articles).set({ alertedAt: new Date() }).where(isNull(articles.alertedAt));
  // Each its own event, as migration 0033 made of the articles before events: the landing page's
  // event/list has cards to read (the sweep, which would cluster them, is kept out of the bench).
  await db.execute(sql`insert into events (id, title, level, countries, first_seen, last_seen)
    select id, title, risk_level, countries, published_at, published_at from articles
    where event_id is null`);
  await db.execute(sql`update articles set event_id = id where event_id is null`);
};

/**
 * A partner's answer to each of `incidentIds`: a finding answering every factor of the category,
 * published as revision 1 (what the customer's report reads), and the request marked Answered.
 */
const answerIncidents = async (
  db: Database,
  incidentIds: string[],
  categoryId: string,
  partner: string,
) => {
  if (incidentIds.length === 0) return;
  const categoryFactors = await db
    .select({ id: factors.id })
    .from(factors)
    .where(eq(factors.categoriesId, categoryId));
  const answers = categoryFactors.map((factor, i) => ({
    factorId: factor.id,
    responseStatus: cycle(FINDING_STATUSES, i),
    response: 'Assessed from open sources and partner reporting this week.',
  }));
  const outcome = { Green: 0, Yellow: 0, Red: 0 };
  for (const answer of answers) outcome[answer.responseStatus] += 1;
  const summary = 'Exposure is moderate; watch the border crossings.';
  const created = await db
    .insert(findings)
    .values(
      incidentIds.map((incidentId) => ({ incidentId, createdBy: partner, summary, revision: 1 })),
    )
    .returning({ id: findings.id });
  await db
    .insert(findingResponses)
    .values(created.flatMap(({ id }) => answers.map((answer) => ({ ...answer, findingId: id }))));
  const factorResponse = Object.fromEntries(
    answers.map((a) => [a.factorId, { response_status: a.responseStatus, response: a.response }]),
  );
  await db.insert(findingRevisions).values(
    created.map(({ id }) => ({
      findingId: id,
      revision: 1,
      summary,
      factorResponse,
      publishedBy: partner,
    })),
  );
  await db
    .update(incidents)
    .set({ status: 'Answered', revision: 1, outcome, assignedTo: partner })
    .where(inArray(incidents.id, incidentIds));
};

/**
 * Fills an empty database: reference data, news with countries and levels, a customer with
 * `size.incidents` requests (about countries, the first `size.answered` answered by a partner),
 * watches and a page of notifications for the customer.
 */
export const seedBenchData = async (db: Database, size: BenchSize = BENCH_SIZE) => {
  await seedReferenceData(db);
  const { customer, partner, member } = await createBenchUsers(db);
  await seedBenchCompany(db, { owner: customer, member });
  const [queryType] = await db.select().from(queryTypes).limit(1);
  if (!queryType) throw new Error('bench seed failed');
  await seedArticles(db, size.articles);
  const start = Date.now() - size.incidents * 60_000;
  const rows = await db
    .insert(incidents)
    .values(
      Array.from({ length: size.incidents }, (_, i) => ({
        query: `Bench question ${i + 1}: how exposed is our route through the region this quarter?`,
        queryTypeId: queryType.id,
        customerType: queryType.customerType,
        countries: countriesOf(i, 1 + (i % 2)),
        createdBy: customer,
        createdAt: new Date(start + i * 60_000),
      })),
    )
    .returning({ id: incidents.id });
  const first = rows[0];
  if (!first) throw new Error('bench seed failed');
  const answered = rows.slice(0, size.answered).map((row) => row.id);
  await answerIncidents(db, answered, queryType.categoriesId, partner);
  if (size.watches > 0)
    await db.insert(watches).values(
      COUNTRIES.slice(0, size.watches).map((country, i) => ({
        userId: customer,
        country,
        minLevel: cycle(RISK_LEVELS, i + 1),
      })),
    );
  if (size.notifications > 0)
    await db.insert(notifications).values(
      Array.from({ length: size.notifications }, (_, i) => ({
        userId: customer,
        kind: cycle(NOTIFICATION_KINDS, i),
        incidentId: rows[i % rows.length]!.id,
        text: `Bench notification ${i + 1}: your request has news`,
        createdAt: new Date(Date.now() - i * DAY_MS * 0.1),
        readAt: i % 3 ? null : new Date(),
      })),
    );
  return { firstIncidentId: first.id };
};
