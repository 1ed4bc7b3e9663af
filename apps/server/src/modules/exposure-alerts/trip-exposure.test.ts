import type { Alert } from '@georisk/contract';
import { eq } from 'drizzle-orm';
import { computeDestinationPoint } from 'geolib';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { exposureAlerts, travellers, type StoredSegment } from '../../db/schema.js';
import { useMailCast } from '../../test/account-test-app.js';
import {
  buildCompany,
  buildReferenceSet,
  buildTrip,
  buildUser,
  type TestUser,
} from '../../test/factories.js';
import { publishArticle, sweepNews } from '../../test/news.test-helpers.js';
import { EARTH_RADIUS_M } from './exposure-geometry.js';
import { raiseTripAlerts } from './index.js';

const DAY = 86_400_000;

/** In-trip alerts (docs/rules/exposure.md, "In-trip alerts"): dates, distance, country, once. */
describe('in-trip alerts', () => {
  const ctx = useMailCast();
  const db = () => ctx.t.database.db;

  /** A point `km` east (or towards `bearing`) of a place, on the matcher's sphere. */
  const away = (at: { lat: number; lon: number }, km: number, bearing = 90) => {
    const p = computeDestinationPoint(
      { latitude: at.lat, longitude: at.lon },
      km * 1000,
      bearing,
      EARTH_RADIUS_M,
    );
    return { lat: p.latitude, lon: p.longitude };
  };

  const publish = async (fields: {
    riskLevel: string;
    places?: { lat: number; lon: number }[];
    countries?: string[];
    publishedAt?: Date;
    title?: string;
  }) =>
    publishArticle(ctx.t, ctx.admin.token, {
      ...(fields.title ? { title: fields.title } : {}),
      publishedAt: (fields.publishedAt ?? new Date()).toISOString(),
      riskLevel: fields.riskLevel,
      countries: fields.countries ?? [],
      places: (fields.places ?? []).map((p, i) => ({ name: `Place ${i}`, country: 'NG', ...p })),
    });
  const sweep = () => sweepNews(db());

  /** A company with an owner and a member, and a trip of its traveller through `stops`. */
  const companyTrip = async (
    stops: { at?: { lat: number; lon: number }; country: string; from: number; to: number }[],
    status = 'planned',
  ) => {
    const [owner, member] = await Promise.all([buildUser(ctx.t), buildUser(ctx.t)]);
    const company = await buildCompany(ctx.t, [
      { user: owner, role: 'owner' },
      { user: member, role: 'member' },
    ]);
    const now = Date.now();
    const segments: StoredSegment[] = stops.map((stop) => ({
      placeName: stop.at ? 'Lagos' : null,
      lat: stop.at?.lat ?? null,
      lon: stop.at?.lon ?? null,
      country: stop.country,
      timeZone: 'Africa/Lagos',
      fromUtc: new Date(now + stop.from * DAY).toISOString(),
      toUtc: new Date(now + stop.to * DAY).toISOString(),
    }));
    const trip = await buildTrip(
      ctx.t,
      { companyId: company.id },
      {
        segments,
        status,
        countries: stops.map((s) => s.country),
        startsAt: new Date(segments[0]!.fromUtc),
        endsAt: new Date(segments.at(-1)!.toUtc),
      },
    );
    return { owner, member, company, trip };
  };
  const alertsOf = (tripId: string) =>
    db().select().from(exposureAlerts).where(eq(exposureAlerts.tripId, tripId));
  const inbox = async (user: TestUser) => {
    const res = await ctx.t.call('alert/list', {}, user.token);
    expect(res.statusCode).toBe(200);
    return res.json<{ alert: Alert[] }>().alert;
  };

  const lagos = { lat: 6.45, lon: 3.39 };

  it('alerts a stop during its dates, not before it begins or after it ends', async () => {
    const { trip } = await companyTrip([{ at: lagos, country: 'NG', from: -1, to: 1 }]);
    await publish({
      riskLevel: 'High Risk',
      places: [lagos],
      publishedAt: new Date(Date.now() - 2 * DAY),
    });
    await publish({
      riskLevel: 'High Risk',
      places: [lagos],
      publishedAt: new Date(Date.now() + 2 * DAY),
    });
    await sweep();
    // Dated ahead is taken as of now: inside the stop.
    expect(await alertsOf(trip.id)).toHaveLength(1);
    await publish({
      riskLevel: 'High Risk',
      places: [lagos],
      publishedAt: new Date(Date.now() - 3 * DAY),
    });
    await sweep();
    expect(await alertsOf(trip.id)).toHaveLength(1);

    const later = await companyTrip([{ at: lagos, country: 'NG', from: 3, to: 5 }]);
    const done = await companyTrip([{ at: lagos, country: 'NG', from: -5, to: -3 }]);
    await publish({ riskLevel: 'Severe', places: [lagos], countries: ['NG'] });
    await sweep();
    expect(await alertsOf(later.trip.id)).toEqual([]);
    expect(await alertsOf(done.trip.id)).toEqual([]);
    expect(await alertsOf(trip.id)).toHaveLength(2);
  });

  it('reaches a stop 99.9 km away, not one 100.1 km away; and the stop under way only', async () => {
    const near = await companyTrip([{ at: away(lagos, 99.9), country: 'NG', from: -1, to: 1 }]);
    const far = await companyTrip([
      { at: away(lagos, 100.1, 270), country: 'NG', from: -1, to: 1 },
    ]);
    const twoStops = await companyTrip([
      { at: away(lagos, 10), country: 'NG', from: -3, to: -1 },
      { at: away(lagos, 20), country: 'NG', from: -0.5, to: 1 },
    ]);
    await publish({ riskLevel: 'High Risk', places: [lagos] });
    await sweep();
    const [alert] = await alertsOf(near.trip.id);
    expect(alert?.distanceKm).toBeCloseTo(99.9, 1);
    expect(alert).toMatchObject({
      branchId: null,
      stopIndex: 0,
      level: 'High Risk',
      status: 'open',
    });
    expect(await alertsOf(far.trip.id)).toEqual([]);
    const stops = await alertsOf(twoStops.trip.id);
    expect(stops.map((a) => a.stopIndex)).toEqual([1]);
    expect(stops[0]?.distanceKm).toBeCloseTo(20, 0);
  });

  it('Severe news in the country reaches every stop there, a city far off or a country alone', async () => {
    const city = await companyTrip([{ at: away(lagos, 600), country: 'NG', from: -1, to: 1 }]);
    const country = await companyTrip([{ country: 'NG', from: -1, to: 1 }]);
    const elsewhere = await companyTrip([{ country: 'GH', from: -1, to: 1 }]);
    await publish({ riskLevel: 'High Risk', places: [lagos], countries: ['NG'] });
    await sweep();
    expect(await alertsOf(city.trip.id)).toEqual([]);
    expect(await alertsOf(country.trip.id)).toEqual([]);
    await publish({ riskLevel: 'Severe', places: [lagos], countries: ['NG'] });
    await sweep();
    expect(await alertsOf(city.trip.id)).toMatchObject([{ distanceKm: null, level: 'Severe' }]);
    expect(await alertsOf(country.trip.id)).toMatchObject([
      { distanceKm: null, stopCountry: 'NG' },
    ]);
    expect(await alertsOf(elsewhere.trip.id)).toEqual([]);
  });

  it('ignores mild news, rejected trips, and makes one alert per stop and article', async () => {
    const { trip } = await companyTrip([{ at: lagos, country: 'NG', from: -1, to: 1 }]);
    const rejected = await companyTrip([{ at: lagos, country: 'NG', from: -1, to: 1 }], 'rejected');
    await publish({ riskLevel: 'Risk', places: [lagos] });
    await sweep();
    expect(await alertsOf(trip.id)).toEqual([]);
    const articleId = await publish({ riskLevel: 'Severe', places: [lagos, away(lagos, 5)] });
    await sweep();
    const again = await Promise.all(
      Array.from({ length: 4 }, () => raiseTripAlerts(db(), articleId, 'http://georisk.test')),
    );
    expect(again).toEqual([0, 0, 0, 0]);
    const rows = await alertsOf(trip.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.distanceKm).toBe(0);
    expect(await alertsOf(rejected.trip.id)).toEqual([]);
  });

  it("shows in the company's inbox only, mails the traveller, tells the owner", async () => {
    const a = await companyTrip([{ at: lagos, country: 'NG', from: -1, to: 1 }]);
    const b = await companyTrip([{ at: away(lagos, 2000), country: 'NG', from: -1, to: 1 }]);
    const title = `Curfew in central Lagos ${randomUUID().slice(0, 6)}`;
    await publish({ riskLevel: 'High Risk', places: [lagos], title });
    await sweep();

    const [alert] = (await inbox(a.member)).filter((x) => x.article.title === title);
    expect(alert).toMatchObject({
      branch: null,
      trip: {
        trip_id: a.trip.id,
        traveller_name: 'Ada Traveller',
        place_name: 'Lagos',
        country: 'NG',
        stop: 0,
      },
      level: 'High Risk',
      distance_km: 0,
    });
    expect((await inbox(b.owner)).filter((x) => x.article.title === title)).toEqual([]);
    // Another company's manager can neither read nor handle it.
    const foreign = await ctx.t.call('alert/get', { alert_id: alert!.alert_id }, b.owner.token);
    expect(foreign.statusCode).toBe(403);
    const handle = await ctx.t.call(
      'alert/acknowledge',
      { alert_id: alert!.alert_id },
      b.owner.token,
    );
    expect(handle.statusCode).toBe(403);
    // The country filter finds it by its stop's country.
    const byCountry = await ctx.t.call('alert/list', { country: 'NG' }, a.owner.token);
    expect(byCountry.json<{ alert: Alert[] }>().alert.map((x) => x.alert_id)).toContain(
      alert!.alert_id,
    );

    const notices = (await ctx.t.call('notification/list', {}, a.owner.token))
      .json<{ notification: { kind: string; text: string }[] }>()
      .notification.filter((n) => n.kind === 'exposure');
    expect(notices.map((n) => n.text)).toContain(
      `High Risk news near Trip: Ada Traveller in Lagos: ${title}`,
    );
    await ctx.t.mailer.flush();
    const [traveller] = await db()
      .select({ email: travellers.email })
      .from(travellers)
      .where(eq(travellers.id, a.trip.travellerId));
    const mails = ctx.mailbox.received.filter((m) => m.subject.startsWith('GeoRisk travel alert'));
    // Other trips under way in Lagos (of the tests above) are told too: find this traveller's.
    const mine = mails.find((m) => m.to.includes(traveller!.email) && m.body.includes(title));
    expect(mine?.subject).toBe('GeoRisk travel alert: High Risk news in Lagos');
    expect(mine?.body).toContain('0 km from Lagos');
  });

  it('an owner acknowledges a trip alert and asks an analyst about it', async () => {
    await buildReferenceSet(ctx.t);
    const { owner, trip } = await companyTrip([{ at: lagos, country: 'NG', from: -1, to: 1 }]);
    const title = `Roadblocks near Lagos ${randomUUID().slice(0, 6)}`;
    await publish({ riskLevel: 'High Risk', places: [lagos], title });
    await sweep();
    const [row] = await alertsOf(trip.id);
    const ack = await ctx.t.call('alert/acknowledge', { alert_id: row!.id }, owner.token);
    expect(ack.statusCode).toBe(200);
    const escalated = await ctx.t.call('alert/escalate', { alert_id: row!.id }, owner.token);
    expect(escalated.statusCode).toBe(200);
    const filed = escalated.json<{ alert: Alert }>().alert;
    expect(filed.status).toBe('escalated');
    const request = await ctx.t.call(
      'incident/get',
      { incident_id: filed.incident_id },
      owner.token,
    );
    const query = request.json<{ incident: { query: string; countries: string[] } }>().incident;
    expect(query.query).toContain('Trip: Ada Traveller in Lagos');
    expect(query.query).toContain(title);
    expect(query.countries).toEqual(['NG']);
  });
});
