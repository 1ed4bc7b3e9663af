import { eq } from 'drizzle-orm';
import { computeDestinationPoint } from 'geolib';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { auditEvents, exposureAlerts } from '../../db/schema.js';
import { useMailCast } from '../../test/account-test-app.js';
import { buildBranch, buildCompany, buildUser, type TestUser } from '../../test/factories.js';
import { endMailWindows } from '../../test/mail-windows.test-helpers.js';
import { publishArticle, sweepNews } from '../../test/news.test-helpers.js';
import { EXPOSURE_MAIL_WINDOW_S, raiseExposureAlerts } from './index.js';
import { EARTH_RADIUS_M } from './exposure-geometry.js';

/** Exposure matching (docs/rules/exposure.md): distance, level, country, once per pair, notices. */
describe('exposure matching', () => {
  const ctx = useMailCast();
  const db = () => ctx.t.database.db;

  /** A point `km` from (lat, lon) towards `bearing` degrees, on the matcher's sphere (geolib's). */
  const away = (lat: number, lon: number, km: number, bearing = 90) => {
    const p = computeDestinationPoint(
      { latitude: lat, longitude: lon },
      km * 1000,
      bearing,
      EARTH_RADIUS_M,
    );
    return { lat: p.latitude, lon: p.longitude };
  };

  const publish = async (
    fields: { riskLevel: string; places?: { lat: number; lon: number }[]; countries?: string[] },
    title = `News ${randomUUID().slice(0, 8)}`,
  ) =>
    publishArticle(ctx.t, ctx.admin.token, {
      title,
      riskLevel: fields.riskLevel,
      countries: fields.countries ?? [],
      places: (fields.places ?? []).map((p, i) => ({ name: `Place ${i}`, country: 'IQ', ...p })),
    });
  const sweep = () => sweepNews(db());
  const alertsOn = (branchId: string) =>
    db().select().from(exposureAlerts).where(eq(exposureAlerts.branchId, branchId));

  const soloBranch = async (overrides: Parameters<typeof buildBranch>[2] = {}) => {
    const owner = await buildUser(ctx.t);
    const branch = await buildBranch(ctx.t, { userId: owner.id }, overrides);
    return { owner, branch };
  };

  it('alerts a branch 0.1 km inside its radius, not one 0.1 km outside', async () => {
    const basra = { lat: 30.5, lon: 47.8 };
    const inside = await soloBranch({ ...away(basra.lat, basra.lon, 49.9), radiusKm: 50 });
    const outside = await soloBranch({ ...away(basra.lat, basra.lon, 50.1, 270), radiusKm: 50 });
    await publish({ riskLevel: 'High Risk', places: [basra] });
    await sweep();
    const [alert] = await alertsOn(inside.branch.id);
    expect(alert?.distanceKm).toBeCloseTo(49.9, 1);
    expect(alert).toMatchObject({ level: 'High Risk', status: 'open', userId: inside.owner.id });
    expect(await alertsOn(outside.branch.id)).toEqual([]);
  });

  it("alerts only at or above the branch's minimum level", async () => {
    const city = { lat: 10, lon: 10 };
    const strict = await soloBranch({ ...city, minLevel: 'Severe' });
    const lenient = await soloBranch({ ...city, minLevel: 'Risk' });
    await publish({ riskLevel: 'High Risk', places: [city] });
    await sweep();
    expect(await alertsOn(strict.branch.id)).toEqual([]);
    expect(await alertsOn(lenient.branch.id)).toHaveLength(1);
    await publish({ riskLevel: 'Low Risk', places: [city] });
    await sweep();
    expect(await alertsOn(lenient.branch.id)).toHaveLength(1);
  });

  it('reaches across the antimeridian and near a pole', async () => {
    const fiji = await soloBranch({ lat: -17, lon: 179.9, radiusKm: 100 });
    const svalbard = await soloBranch({ lat: 89.5, lon: -120, radiusKm: 200 });
    await publish({ riskLevel: 'Severe', places: [{ lat: -17, lon: -179.8 }] });
    await publish({ riskLevel: 'Severe', places: [{ lat: 89.6, lon: 60 }] });
    await sweep();
    expect(await alertsOn(fiji.branch.id)).toHaveLength(1);
    expect(await alertsOn(svalbard.branch.id)).toHaveLength(1);
  });

  it("a Severe article naming a country and no place alerts that country's branches", async () => {
    const inCountry = await soloBranch({ lat: 60, lon: 25, country: 'FI', minLevel: 'Severe' });
    const elsewhere = await soloBranch({ lat: 59, lon: 18, country: 'SE' });
    await publish({ riskLevel: 'High Risk', countries: ['FI'] });
    await sweep();
    expect(await alertsOn(inCountry.branch.id)).toEqual([]);
    await publish({ riskLevel: 'Severe', countries: ['FI'] });
    await sweep();
    const [alert] = await alertsOn(inCountry.branch.id);
    expect(alert).toMatchObject({ distanceKm: null, level: 'Severe' });
    expect(await alertsOn(elsewhere.branch.id)).toEqual([]);
  });

  it('makes one alert per branch and article, re-run or run concurrently', async () => {
    const city = { lat: -33.9, lon: 18.4 };
    const { branch } = await soloBranch({ ...city, radiusKm: 10 });
    const articleId = await publish({ riskLevel: 'Severe', places: [city, away(-33.9, 18.4, 2)] });
    await sweep();
    const again = await Promise.all(
      Array.from({ length: 4 }, () => raiseExposureAlerts(db(), articleId, 'http://georisk.test')),
    );
    expect(again).toEqual([0, 0, 0, 0]);
    const rows = await alertsOn(branch.id);
    expect(rows).toHaveLength(1);
    // The nearer of the two places gives the distance.
    expect(rows[0]?.distanceKm).toBe(0);
  });

  it("tells the company's owners and admins at once, records it, and mails once per 15 minutes", async () => {
    const [owner, admin, member] = await Promise.all([
      buildUser(ctx.t),
      buildUser(ctx.t),
      buildUser(ctx.t),
    ]);
    const company = await buildCompany(ctx.t, [
      { user: owner, role: 'owner' },
      { user: admin, role: 'admin' },
      { user: member, role: 'member' },
    ]);
    const city = { lat: 30.5, lon: 47.8 };
    const refinery = await buildBranch(
      ctx.t,
      { companyId: company.id },
      { ...city, name: 'Refinery' },
    );
    await buildBranch(ctx.t, { companyId: company.id }, { ...city, name: 'Depot' });

    await publish({ riskLevel: 'Severe', places: [city] }, 'Explosion at a refinery near Basra');
    await sweep();
    const notices = async (user: TestUser) =>
      (await ctx.t.call('notification/list', {}, user.token))
        .json<{ notification: { kind: string; text: string }[] }>()
        .notification.filter((n) => n.kind === 'exposure');
    expect(await notices(owner)).toHaveLength(2);
    expect(await notices(admin)).toHaveLength(2);
    expect(await notices(member)).toEqual([]);
    expect((await notices(owner)).map((n) => n.text)).toContain(
      'Severe news near Refinery: Explosion at a refinery near Basra',
    );

    const created = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'alert.create'));
    const mine = created.filter((row) => row.companyId === company.id);
    expect(mine).toHaveLength(2);
    expect(mine.every((row) => row.actorUserId === null)).toBe(true);
    expect(mine.map((row) => row.targetId)).toContain((await alertsOn(refinery.id))[0]?.id);

    const mails = async (user: TestUser) => {
      await ctx.t.mailer.flush();
      return ctx.mailbox.received.filter(
        (m) => m.to.includes(user.email) && m.subject.startsWith('GeoRisk exposure alert'),
      );
    };
    // Two alerts at once: one e-mail now, the second held for the end of the window.
    expect(await mails(owner)).toHaveLength(1);
    expect(await mails(member)).toEqual([]);
    await endMailWindows(ctx.t, EXPOSURE_MAIL_WINDOW_S);
    const after = await mails(owner);
    expect(after).toHaveLength(2);
    expect(after[1]?.body).toContain('http://georisk.test/menu/alerts');
  });

  it('matches a batch of articles in one sweep: chained audit rows, one mail now, one held', async () => {
    const owner = await buildUser(ctx.t);
    const city = { lat: 41.9, lon: 12.5 };
    const { id: branchId } = await buildBranch(ctx.t, { userId: owner.id }, { ...city });
    const titles = ['First blast', 'Second blast', 'Third blast'];
    for (const title of titles) await publish({ riskLevel: 'Severe', places: [city] }, title);
    // One sweep takes the three articles as one batch.
    expect(await sweep()).toBeGreaterThanOrEqual(3);
    expect(await alertsOn(branchId)).toHaveLength(3);

    const verdict = await ctx.t.call('audit/verify', {}, ctx.admin.token);
    expect(verdict.json<{ audit: { ok: boolean } }>().audit.ok).toBe(true);

    const mails = async () => {
      await ctx.t.mailer.flush();
      return ctx.mailbox.received.filter((m) => m.to.includes(owner.email));
    };
    const [first, ...none] = await mails();
    expect(none).toEqual([]);
    expect(first?.body).toContain('First blast');
    await endMailWindows(ctx.t, EXPOSURE_MAIL_WINDOW_S);
    const [, held] = await mails();
    // The newest of the two held, counting the other.
    expect(held?.subject).toContain('(and 1 more update)');
    expect(held?.body).toContain('Third blast');
  });
});
