import type { BranchKind, RiskLevel } from '@georisk/contract';
import type { Database } from '../db/database.js';
import { articles, branches, companies, companyMembers } from '../db/schema.js';
import { raiseExposureAlerts, raiseTripAlerts } from '../modules/exposure-alerts/index.js';
import { findCity } from '../modules/places/index.js';
import { seedDemoTrips } from './demo-trips.js';
import { inTransaction } from '../db/transaction.js';

const HOUR = 3_600_000;

/** A dozen places of the demo company, each a little off its city's centre. */
const BRANCHES: {
  name: string;
  kind: BranchKind;
  city: string;
  country: string;
  people: number;
  minLevel?: RiskLevel;
}[] = [
  { name: 'London headquarters', kind: 'office', city: 'London', country: 'GB', people: 420 },
  { name: 'Paris sales office', kind: 'office', city: 'Paris', country: 'FR', people: 85 },
  { name: 'Kyiv engineering office', kind: 'office', city: 'Kyiv', country: 'UA', people: 40 },
  { name: 'Lviv warehouse', kind: 'warehouse', city: 'Lviv', country: 'UA', people: 25 },
  {
    name: 'Lagos bottling plant',
    kind: 'plant',
    city: 'Lagos',
    country: 'NG',
    people: 310,
    minLevel: 'Medium Risk',
  },
  { name: 'Nairobi regional office', kind: 'office', city: 'Nairobi', country: 'KE', people: 60 },
  {
    name: 'Port-au-Prince staff residence',
    kind: 'residence',
    city: 'Port-au-Prince',
    country: 'HT',
    people: 6,
    minLevel: 'Medium Risk',
  },
  { name: 'Dubai logistics hub', kind: 'warehouse', city: 'Dubai', country: 'AE', people: 75 },
  { name: 'Mumbai assembly plant', kind: 'plant', city: 'Mumbai', country: 'IN', people: 520 },
  { name: 'Singapore depot', kind: 'warehouse', city: 'Singapore', country: 'SG', people: 35 },
  { name: 'São Paulo office', kind: 'office', city: 'São Paulo', country: 'BR', people: 120 },
  { name: 'Mexico City office', kind: 'office', city: 'Mexico City', country: 'MX', people: 90 },
];

/** Located news of the last days: the first three reach a branch's level and raise its alert. */
const LOCATED_NEWS: {
  hoursAgo: number;
  level: RiskLevel;
  title: string;
  city: string;
  country: string;
}[] = [
  {
    hoursAgo: 2,
    level: 'Severe',
    title: 'Missile strike damages a power plant near Kyiv',
    city: 'Kyiv',
    country: 'UA',
  },
  {
    hoursAgo: 9,
    level: 'High Risk',
    title: 'Gang violence shuts the port of Port-au-Prince',
    city: 'Port-au-Prince',
    country: 'HT',
  },
  {
    hoursAgo: 20,
    level: 'High Risk',
    title: 'Fuel protests turn violent in Lagos',
    city: 'Lagos',
    country: 'NG',
  },
  {
    hoursAgo: 40,
    level: 'Medium Risk',
    title: 'Monsoon flooding disrupts traffic in Mumbai',
    city: 'Mumbai',
    country: 'IN',
  },
  {
    hoursAgo: 70,
    level: 'Risk',
    title: 'Transport strike announced in Paris',
    city: 'Paris',
    country: 'FR',
  },
];

const cityOf = async (name: string, country: string) => {
  const city = await findCity(name, country);
  if (!city) throw new Error(`The gazetteer has no ${name}, ${country}`);
  return city;
};

/**
 * The demo company (README, "Demo data"): "Demo Logistics" owned by the demo
 * customer `owner` with `member` in it, a dozen branches in eleven countries, travellers and
 * trips (demo-trips.ts), and located news of the last days matched as the news sweep would, so
 * its map, inbox, schedule and dashboard show alerts.
 */
export const seedDemoCompany = async (
  db: Database,
  people: { owner: string; member: string },
  now: number,
  publicUrl: string,
) => {
  const located = await Promise.all(
    LOCATED_NEWS.map(async (item) => ({ ...item, place: await cityOf(item.city, item.country) })),
  );
  const sites = await Promise.all(
    BRANCHES.map(async (branch) => ({
      ...branch,
      place: await cityOf(branch.city, branch.country),
    })),
  );
  await inTransaction(db, async (txn) => {
    const tx = txn as unknown as Database;
    const [company] = await tx
      .insert(companies)
      .values({ name: 'Demo Logistics', kind: 'Corporate', country: 'GB' })
      .returning({ id: companies.id });
    const companyId = company!.id;
    await tx.insert(companyMembers).values([
      { companyId, userId: people.owner, role: 'owner' },
      { companyId, userId: people.member, role: 'member' },
    ]);
    await tx.insert(branches).values(
      sites.map((site) => ({
        companyId,
        name: site.name,
        kind: site.kind,
        // About 5 km north-east of the centre, as a real site would be.
        lat: site.place.lat + 0.03,
        lon: site.place.lon + 0.03,
        placeName: site.place.name,
        country: site.country,
        people: site.people,
        minLevel: site.minLevel ?? 'High Risk',
      })),
    );
    await seedDemoTrips(tx, companyId, now);
    const written = await tx
      .insert(articles)
      .values(
        located.map((item, i) => ({
          title: item.title,
          url: `https://example.org/georisk/demo-located-${i + 1}`,
          publishedAt: new Date(now - item.hoursAgo * HOUR),
          sourceName: 'GeoRisk Demo Desk',
          riskLevel: item.level,
          content: `${item.title}. A sample located article of the GeoRisk demo data.`,
          countries: [item.country],
          places: [
            {
              name: item.place.name,
              country: item.place.country,
              lat: item.place.lat,
              lon: item.place.lon,
            },
          ],
          // Matched here, once: the news sweep must not take them again.
          alertedAt: new Date(now),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: articles.id });
    for (const article of written) {
      await raiseExposureAlerts(tx, article.id, publicUrl);
      await raiseTripAlerts(tx, article.id, publicUrl);
    }
  });
};
