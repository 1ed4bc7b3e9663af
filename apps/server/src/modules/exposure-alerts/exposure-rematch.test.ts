import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { articles, exposureAlerts } from '../../db/schema.js';
import { buildBranch, buildUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';
import { articleBody, sweepNews } from '../../test/news.test-helpers.js';

/**
 * An admin's edit of an article's places or level matches it again (docs/rules/exposure.md):
 * new alerts for newly near branches, the existing ones kept; and every write of news asks for
 * a sweep at once.
 */
describe('exposure re-matching', () => {
  const kick = vi.fn();
  const t = useTestApp({ newsSweep: { kick } });
  const db = () => t.database.db;
  const sweep = () => sweepNews(db());
  const alertsOf = (articleId: string) =>
    db().select().from(exposureAlerts).where(eq(exposureAlerts.articleId, articleId));

  const basra = { name: 'Basra', country: 'IQ', lat: 30.5, lon: 47.8 };
  const mosul = { name: 'Mosul', country: 'IQ', lat: 36.34, lon: 43.13 };
  const article = (fields: { riskLevel: string; places: (typeof basra)[] }) =>
    articleBody({ title: `Unrest ${randomUUID().slice(0, 8)}`, countries: ['IQ'], ...fields });

  it('alerts newly near branches after new places, keeps the alerts it made, kicks the sweep', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const owner = await buildUser(t);
    const nearBasra = await buildBranch(t, { userId: owner.id }, { lat: 30.6, lon: 47.7 });
    const nearMosul = await buildBranch(t, { userId: owner.id }, { lat: 36.3, lon: 43.2 });
    const body = article({ riskLevel: 'High Risk', places: [basra] });
    kick.mockClear();
    const created = await t.call('articles/insert', body, admin.token);
    expect(created.statusCode).toBe(200);
    expect(kick).toHaveBeenCalledTimes(1);
    const id = created.json<{ articles: { articles_id: string } }>().articles.articles_id;
    await sweep();
    expect((await alertsOf(id)).map((a) => a.branchId)).toEqual([nearBasra.id]);

    // The same values again change nothing: no re-match, no kick.
    kick.mockClear();
    await t.call('articles/update', { ...body, articles_id: id }, admin.token);
    expect(kick).not.toHaveBeenCalled();
    const [unchanged] = await db().select().from(articles).where(eq(articles.id, id));
    expect(unchanged?.rematchAt).toBeNull();

    // Mosul instead of Basra: the Mosul branch is alerted, the Basra alert stays.
    const moved = await t.call(
      'articles/update',
      { ...body, places: [mosul], articles_id: id },
      admin.token,
    );
    expect(moved.statusCode).toBe(200);
    expect(kick).toHaveBeenCalledTimes(1);
    await sweep();
    const after = await alertsOf(id);
    expect(after.map((a) => a.branchId).sort()).toEqual([nearBasra.id, nearMosul.id].sort());
    // Taken once: a second sweep adds nothing.
    await sweep();
    expect(await alertsOf(id)).toHaveLength(2);
  });

  it("matches again when the level rises to a branch's minimum", async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const owner = await buildUser(t);
    const strict = await buildBranch(
      t,
      { userId: owner.id },
      { lat: 30.55, lon: 47.75, minLevel: 'Severe' },
    );
    const body = article({ riskLevel: 'High Risk', places: [basra] });
    const created = await t.call('articles/insert', body, admin.token);
    const id = created.json<{ articles: { articles_id: string } }>().articles.articles_id;
    await sweep();
    const alertsOn = async () => (await alertsOf(id)).filter((a) => a.branchId === strict.id);
    expect(await alertsOn()).toEqual([]);
    await t.call('articles/update', { ...body, riskLevel: 'Severe', articles_id: id }, admin.token);
    await sweep();
    expect(await alertsOn()).toMatchObject([{ level: 'Severe' }]);
  });

  it('leaves an article not yet matched to its first matching', async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const owner = await buildUser(t);
    const branch = await buildBranch(t, { userId: owner.id }, { lat: 36.35, lon: 43.1 });
    const body = article({ riskLevel: 'Severe', places: [basra] });
    const created = await t.call('articles/insert', body, admin.token);
    const id = created.json<{ articles: { articles_id: string } }>().articles.articles_id;
    // Edited before any sweep: its one matching reads the new places.
    await t.call('articles/update', { ...body, places: [mosul], articles_id: id }, admin.token);
    await sweep();
    const theirs = (await alertsOf(id)).filter((a) => a.userId === owner.id);
    expect(theirs.map((a) => a.branchId)).toEqual([branch.id]);
    const [row] = await db().select().from(articles).where(eq(articles.id, id));
    expect(row?.rematchAt).toBeNull();
  });
});
