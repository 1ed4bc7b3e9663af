import type { NewsEvent } from '@georisk/contract';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { articles, auditEvents, exposureAlerts, feedSources, mailOutbox } from '../../db/schema.js';
import { useMailCast } from '../../test/account-test-app.js';
import { buildBranch, buildFeedSource, buildUser, type TestUser } from '../../test/factories.js';
import { publishArticle, sweepNews } from '../../test/news.test-helpers.js';
import type { AlertNotice } from '../alerts/index.js';

/**
 * Events (docs/rules/news.md, "Events"): similar articles sharing a country or a place within
 * 72 hours form one event; watches and exposure alerts fire once per event, again on a rise.
 */
describe('events', () => {
  const ctx = useMailCast();
  const db = () => ctx.t.database.db;
  const notices: AlertNotice[] = [];

  const publish = async (
    title: string,
    fields: {
      riskLevel?: string;
      countries?: string[];
      places?: { name: string; country: string; lat: number; lon: number }[];
      sourceName?: string;
      hoursAgo?: number;
    } = {},
  ) =>
    publishArticle(ctx.t, ctx.admin.token, {
      title,
      publishedAt: new Date(Date.now() - (fields.hoursAgo ?? 0) * 3_600_000).toISOString(),
      sourceName: fields.sourceName ?? 'Wire',
      riskLevel: fields.riskLevel ?? 'High Risk',
      countries: fields.countries ?? [],
      places: fields.places ?? [],
    });
  const sweep = () => sweepNews(db(), { notify: async (_db, notice) => void notices.push(notice) });
  const anonymous = async () =>
    (await ctx.t.call('auth/generic', {})).json<{ accessToken: string }>().accessToken;
  const eventsIn = async (country: string) => {
    const res = await ctx.t.call('event/list', { country }, await anonymous());
    expect(res.statusCode).toBe(200);
    return res.json<{ event: NewsEvent[]; total: number }>();
  };
  const titlesOf = (event: NewsEvent) => event.sources.map((s) => s.title).sort();

  it("joins three outlets' versions of one happening into one event with 3 sources", async () => {
    await publish('Protesters clash with police in central Nairobi over tax bill', {
      countries: ['KE'],
      sourceName: 'Daily Wire',
      hoursAgo: 2,
    });
    await publish('Police fire tear gas at Nairobi protesters opposing tax bill', {
      countries: ['KE'],
      sourceName: 'Coast Herald',
      riskLevel: 'Severe',
      hoursAgo: 1,
    });
    await sweep();
    await publish('Nairobi protesters clash with police over new tax bill', {
      countries: ['KE'],
      sourceName: 'East Africa Post',
      riskLevel: 'Medium Risk',
    });
    await sweep();
    const { event, total } = await eventsIn('KE');
    expect(total).toBe(1);
    expect(event[0]).toMatchObject({
      title: 'Protesters clash with police in central Nairobi over tax bill',
      level: 'Severe',
      countries: ['KE'],
    });
    expect(event[0]?.sources.map((s) => s.source.name)).toEqual([
      'East Africa Post',
      'Coast Herald',
      'Daily Wire',
    ]);
    const one = await ctx.t.call('event/get', { event_id: event[0]?.event_id }, await anonymous());
    expect(one.json<{ event: NewsEvent }>().event.sources).toHaveLength(3);
  });

  it('separates another story of the same country, the same words elsewhere, and after 72 h', async () => {
    await publish('Explosion at fuel depot in Conakry kills 8', {
      countries: ['GN'],
      hoursAgo: 100,
    });
    await publish('Conakry fuel depot explosion leaves 8 dead', { countries: ['GN'], hoursAgo: 1 });
    await publish('Explosion at fuel depot in Conakry kills 8', { countries: ['GN'] });
    await publish('Guinea junta sets date for constitutional referendum', { countries: ['GN'] });
    await publish('Explosion at fuel depot in Bamako kills 8', { countries: ['ML'] });
    await sweep();
    const guinea = await eventsIn('GN');
    expect(guinea.event.map(titlesOf)).toEqual([
      ['Guinea junta sets date for constitutional referendum'],
      ['Conakry fuel depot explosion leaves 8 dead', 'Explosion at fuel depot in Conakry kills 8'],
      ['Explosion at fuel depot in Conakry kills 8'],
    ]);
    expect((await eventsIn('ML')).total).toBe(1);
  });

  it("gives each source its feed's grade now and its verification, as article cards show", async () => {
    const fromFeed = await publish('Dam breach floods villages near Kariba', {
      countries: ['ZM'],
      sourceName: 'Lusaka Times',
    });
    await publish('Kariba dam breach floods villages', { countries: ['ZM'], sourceName: 'Desk' });
    const feed = await buildFeedSource(ctx.t, { grade: 'C' });
    await db().update(articles).set({ feedSourceId: feed.id }).where(eq(articles.id, fromFeed));
    await sweep();
    const marks = async () =>
      (await eventsIn('ZM')).event[0]?.sources.map((s) => `${s.source.grade} ${s.verification}`);
    expect((await marks())?.sort()).toEqual(['A unverified', 'C unverified']);

    // The list is served from the reply cache; a verdict and a new grade renew it at once.
    await ctx.t.call(
      'articles/verify',
      { articles_id: fromFeed, verification: 'disputed' },
      ctx.admin.token,
    );
    await db().update(feedSources).set({ grade: 'D' }).where(eq(feedSources.id, feed.id));
    const [event] = (await eventsIn('ZM')).event;
    expect(
      event?.sources.map((s) => [s.source.name, s.source.grade, s.verification]).sort(),
    ).toEqual([
      ['Desk', 'A', 'unverified'],
      ['Lusaka Times', 'D', 'disputed'],
    ]);
  });

  it('answers 400 to a malformed id and 404 to an unknown event', async () => {
    const token = await anonymous();
    expect((await ctx.t.call('event/get', { event_id: 'nope' }, token)).statusCode).toBe(400);
    expect((await ctx.t.call('event/get', { event_id: randomUUID() }, token)).statusCode).toBe(404);
    expect((await ctx.t.call('event/list', { limit: 0 }, token)).statusCode).toBe(400);
  });

  describe('once per event', () => {
    const watchNotices = (user: TestUser) =>
      notices.filter((n) => n.userId === user.id && n.kind === 'watch');
    const mailsTo = (user: TestUser) =>
      db().select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email));

    it('a watch hears of an event once, and again only when its level rises', async () => {
      const watcher = await buildUser(ctx.t);
      await ctx.t.call('watch/insert', { country: 'AM', minLevel: 'Medium Risk' }, watcher.token);
      await publish('Border clashes between Armenia and Azerbaijan kill soldiers', {
        countries: ['AM'],
      });
      await sweep();
      expect(watchNotices(watcher)).toHaveLength(1);
      expect(await mailsTo(watcher)).toHaveLength(1);

      // The same happening at the same level, then lower: nothing more.
      await publish('Soldiers killed in Armenia Azerbaijan border clashes', { countries: ['AM'] });
      await publish('Armenia Azerbaijan border clashes kill soldiers, ministry says', {
        countries: ['AM'],
        riskLevel: 'Medium Risk',
      });
      await sweep();
      expect(watchNotices(watcher)).toHaveLength(1);

      // A rise tells again (its e-mail waits for the hour's digest); the same rise does not.
      await publish('Severe: Armenia Azerbaijan border clashes kill dozens of soldiers', {
        countries: ['AM'],
        riskLevel: 'Severe',
      });
      await sweep();
      await publish('Armenia Azerbaijan border clashes: dozens of soldiers killed', {
        countries: ['AM'],
        riskLevel: 'Severe',
      });
      await sweep();
      expect(watchNotices(watcher).map((n) => n.text)).toEqual([
        'High Risk news for Armenia: Border clashes between Armenia and Azerbaijan kill soldiers',
        'Severe news for Armenia: Severe: Armenia Azerbaijan border clashes kill dozens of soldiers',
      ]);
      expect(await mailsTo(watcher)).toHaveLength(1);
    });

    it('a branch gets one exposure alert per event, raised again only on a rise', async () => {
      const owner = await buildUser(ctx.t);
      const lyon = { name: 'Lyon', country: 'FR', lat: 45.76, lon: 4.84 };
      const branch = await buildBranch(ctx.t, { userId: owner.id }, { lat: 45.75, lon: 4.85 });
      const alerts = () =>
        db().select().from(exposureAlerts).where(eq(exposureAlerts.branchId, branch.id));
      await publish('Chemical plant explosion forces evacuations in Lyon', {
        countries: ['FR'],
        places: [lyon],
      });
      await publish('Lyon chemical plant explosion forces evacuations', {
        countries: ['FR'],
        places: [lyon],
      });
      await sweep();
      expect(await alerts()).toHaveLength(1);
      const raisings = async (alertId: string | undefined) =>
        (
          await db()
            .select()
            .from(auditEvents)
            .where(eq(auditEvents.targetId, alertId ?? ''))
        ).length;

      await publish('Evacuations in Lyon after chemical plant explosion, toxic cloud', {
        countries: ['FR'],
        places: [lyon],
        riskLevel: 'Severe',
      });
      await sweep();
      const [raised, ...more] = await alerts();
      expect(more).toEqual([]);
      expect(raised).toMatchObject({ level: 'Severe', status: 'open' });
      expect(await raisings(raised?.id)).toBe(2);
      await publish('Toxic cloud: Lyon chemical plant explosion forces evacuations', {
        countries: ['FR'],
        places: [lyon],
        riskLevel: 'Severe',
      });
      await sweep();
      expect(await alerts()).toHaveLength(1);
      expect((await alerts())[0]?.updatedAt).toEqual(raised?.updatedAt);
      expect(await raisings(raised?.id)).toBe(2);
    });
  });
});
