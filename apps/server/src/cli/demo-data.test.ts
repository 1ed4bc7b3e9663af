import type { CountrySummary } from '@georisk/contract';
import { describe, expect, it } from 'vitest';
import {
  findingResponses,
  findingRevisions,
  findings,
  incidents,
  messages,
  notifications,
  sla,
} from '../db/schema.js';
import { useTestApp } from '../test/test-app.js';
import { DEMO_PASSWORD, seedDemoData } from './demo-data.js';

const t = useTestApp();
const HOUR = 3_600_000;

const login = async (email: string) => {
  const res = await t.call(
    'auth/login',
    { email, password: DEMO_PASSWORD },
    await t.anonymousToken(),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().user.accessToken as string;
};

describe('npm run seed:demo', () => {
  it('adds accounts, requests, findings and news across countries, once', async () => {
    expect(await seedDemoData(t.database.db)).toBe(true);
    expect(await seedDemoData(t.database.db)).toBe(false);

    const partner = await login('pat.demo@georisk.test');
    const countries = (await t.call('country/list', {}, partner)).json<{
      country: CountrySummary[];
    }>().country;
    const codes = countries.map((c) => c.code);
    for (const code of ['UA', 'SD', 'HT', 'YE', 'VE', 'ML']) expect(codes).toContain(code);
    expect(countries.find((c) => c.code === 'UA')).toMatchObject({
      riskLevel: 'Severe',
      findings: 1,
    });

    const ana = await login('ana.demo@georisk.test');
    const mine = (await t.call('incident/list', {}, ana)).json();
    expect(mine.total).toBe(4);
    const dashboard = (await t.call('dashboard/get', {}, ana)).json().dashboard;
    expect(dashboard.customer.byStatus).toEqual([
      { label: 'Answered', count: 2 },
      { label: 'In review', count: 1 },
      { label: 'Submitted', count: 1 },
    ]);
  });

  it('looks like a real week: filed this week, due by the SLA, some overdue, some due soon', async () => {
    const before = Date.now();
    await seedDemoData(t.database.db);
    const db = t.database.db;
    const hours = new Map(
      (await db.select().from(sla)).map((row) => [row.customerType, row.hours]),
    );
    const requests = await db.select().from(incidents);
    expect(requests.length).toBeGreaterThanOrEqual(6);
    for (const request of requests) {
      expect(request.createdAt.getTime()).toBeGreaterThan(before - 7 * 24 * HOUR);
      expect(request.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
      expect(request.dueAt.getTime() - request.createdAt.getTime()).toBe(
        hours.get(request.customerType)! * HOUR,
      );
    }
    const open = requests.filter((r) => r.status !== 'Answered');
    expect(open.some((r) => r.dueAt.getTime() < before)).toBe(true);
    expect(
      open.some((r) => r.dueAt.getTime() > before && r.dueAt.getTime() < before + 12 * HOUR),
    ).toBe(true);
    expect(new Set(requests.map((r) => r.status))).toEqual(
      new Set(['Submitted', 'In review', 'Answered']),
    );
  });

  it('answers after filing, in an analyst’s own words, with a notice for each thing that happened', async () => {
    await seedDemoData(t.database.db);
    const db = t.database.db;
    const requests = new Map((await db.select().from(incidents)).map((r) => [r.id, r]));
    const findingRows = new Map((await db.select().from(findings)).map((f) => [f.id, f]));
    const revisions = await db.select().from(findingRevisions);
    const answered = [...requests.values()].filter((r) => r.status === 'Answered');
    expect(revisions).toHaveLength(answered.length);
    for (const revision of revisions) {
      const request = requests.get(findingRows.get(revision.findingId)!.incidentId)!;
      expect(request.status).toBe('Answered');
      expect(revision.publishedAt.getTime()).toBeGreaterThan(request.createdAt.getTime());
      expect(revision.publishedAt.getTime()).toBeLessThanOrEqual(Date.now());
      expect(revision.summary.length).toBeGreaterThan(40);
    }

    const responses = (await db.select().from(findingResponses)).map((r) => r.response);
    expect(new Set(responses).size).toBe(responses.length);
    for (const response of responses) {
      expect(response.length).toBeGreaterThan(60);
      expect(response).not.toMatch(/^(Green|Yellow|Red)\b|Response \d|analyst's notes/);
    }

    const notices = await db.select().from(notifications);
    const conversation = await db.select().from(messages);
    // One `answered` notice to the owner per publication, at its time...
    for (const revision of revisions) {
      const request = requests.get(findingRows.get(revision.findingId)!.incidentId)!;
      const sent = notices.filter((n) => n.kind === 'answered' && n.incidentId === request.id);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ userId: request.createdBy, createdAt: revision.publishedAt });
    }
    // ...one `message` notice to the other side per message, after the request was filed...
    for (const message of conversation) {
      const request = requests.get(message.incidentId)!;
      expect(message.createdAt.getTime()).toBeGreaterThan(request.createdAt.getTime());
      const other = message.authorId === request.createdBy ? request.assignedTo : request.createdBy;
      const sent = notices.filter(
        (n) => n.kind === 'message' && n.createdAt.getTime() === message.createdAt.getTime(),
      );
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ userId: other, incidentId: request.id });
    }
    // ...and nothing else of the requests: no notice of something that did not happen.
    const ofRequests = notices.filter((n) => n.kind !== 'exposure');
    expect(ofRequests).toHaveLength(revisions.length + conversation.length);
    expect(conversation.length).toBeGreaterThan(0);
  });

  it('adds a demo company whose branches in eleven countries have alerts from located news', async () => {
    await seedDemoData(t.database.db, 'https://georisk.test');
    const ana = await login('ana.demo@georisk.test');
    const bo = await login('bo.demo@georisk.test');
    expect((await t.call('company/get', {}, ana)).json().company).toMatchObject({
      name: 'Demo Logistics',
      role: 'owner',
    });
    const branchList = (await t.call('branch/list', { limit: 100 }, bo)).json();
    expect(branchList.total).toBe(12);
    expect(new Set(branchList.branch.map((b: { country: string }) => b.country)).size).toBe(11);

    // The Severe and High Risk news near Kyiv, Port-au-Prince and Lagos reach those branches'
    // levels; the Medium Risk flood near Mumbai and the strike in Paris stay below theirs.
    const all = (await t.call('alert/list', {}, bo)).json().alert as {
      branch: { name: string } | null;
      trip: { traveller_name: string; place_name: string } | null;
      level: string;
      status: string;
      distance_km: number;
    }[];
    const alerts = all.filter((a) => a.branch);
    expect(alerts.map((a) => [a.branch!.name, a.level]).sort()).toEqual([
      ['Kyiv engineering office', 'Severe'],
      ['Lagos bottling plant', 'High Risk'],
      ['Port-au-Prince staff residence', 'High Risk'],
    ]);
    for (const alert of alerts) {
      expect(alert.status).toBe('open');
      expect(alert.distance_km).toBeGreaterThan(0);
      expect(alert.distance_km).toBeLessThan(10);
    }
    // Amara is in Lagos during the fuel protests there: an in-trip alert.
    expect(all.filter((a) => a.trip)).toEqual([
      expect.objectContaining({
        trip: expect.objectContaining({ traveller_name: 'Amara Okafor', place_name: 'Lagos' }),
        level: 'High Risk',
        distance_km: 0,
      }),
    ]);
    // The company's owner heard of each at once; the located news shows on the news page.
    const notices = await t.database.db.select().from(notifications);
    expect(notices.filter((n) => n.kind === 'exposure')).toHaveLength(4);
    const news = (await t.call('articles/list', { q: 'near Kyiv' }, ana)).json().articles;
    expect(news[0].places).toEqual([expect.objectContaining({ name: 'Kyiv', country: 'UA' })]);
  });

  it('gives the demo company travellers and trips: one under way, one waiting for approval', async () => {
    await seedDemoData(t.database.db, 'https://georisk.test');
    const ana = await login('ana.demo@georisk.test');
    const now = Date.now();
    const window = {
      from: new Date(now - 7 * 86_400_000).toISOString(),
      to: new Date(now + 30 * 86_400_000).toISOString(),
    };
    const list = (await t.call('trip/list', window, ana)).json();
    const byWho = Object.fromEntries(
      list.trip.map((trip: { traveller: { name: string }; status: string }) => [
        trip.traveller.name,
        trip.status,
      ]),
    );
    expect(byWho).toEqual({
      'Amara Okafor': 'active',
      'Jonas Weber': 'planned',
      'Priya Nair': 'pending_approval',
      'Sam Rivera': 'planned',
    });
    const amara = list.trip.find(
      (trip: { traveller: { name: string } }) => trip.traveller.name === 'Amara Okafor',
    );
    expect(amara.segments[0]).toMatchObject({ place_name: 'Lagos', time_zone: 'Africa/Lagos' });
    expect(amara.segments[0].from).toMatch(/T09:00$/);
    const brief = (await t.call('trip/brief', { trip_id: amara.trip_id }, ana)).json().brief;
    expect(brief.segments[0].advisory.emergency_contacts).toContain('Lagos plant security');
  });
});
