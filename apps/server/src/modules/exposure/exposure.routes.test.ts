import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildArticle,
  buildBranch,
  buildCompany,
  buildExposureAlert,
  buildUser,
  type TestUser,
} from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();
const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

const LYON = { name: 'Lyon', country: 'FR', lat: 45.76, lon: 4.84 };
const VILLEURBANNE = { name: 'Villeurbanne', country: 'FR', lat: 45.77, lon: 4.88 };
const PARIS = { name: 'Paris', country: 'FR', lat: 48.86, lon: 2.35 };

let owner: TestUser;
let viewer: TestUser;
let ownerB: TestUser;
let solo: TestUser;
let partner: TestUser;
let admin: TestUser;
let branchA: string;
let branchB: string;
let soloBranch: string;

beforeAll(async () => {
  [owner, viewer, ownerB, solo, partner, admin] = await Promise.all([
    buildUser(t),
    buildUser(t),
    buildUser(t),
    buildUser(t),
    buildUser(t, { role: 'partner' }),
    buildUser(t, { role: 'admin' }),
  ]);
  const companyA = await buildCompany(t, [
    { user: owner, role: 'owner' },
    { user: viewer, role: 'viewer' },
  ]);
  const companyB = await buildCompany(t, [{ user: ownerB, role: 'owner' }]);
  branchA = (await buildBranch(t, { companyId: companyA.id }, { name: 'Lyon plant', people: 120 }))
    .id;
  branchB = (await buildBranch(t, { companyId: companyB.id }, { name: 'B depot' })).id;
  soloBranch = (await buildBranch(t, { userId: solo.id }, { name: 'Solo flat' })).id;
});

const exposure = async (user: TestUser, body: object = {}) => {
  const res = await t.call('exposure/get', body, user.token);
  expect(res.statusCode).toBe(200);
  return res.json().exposure as {
    branches: {
      branch_id: string;
      name: string;
      worst_level: string | null;
      open_alerts: number;
    }[];
    events: { article_id: string; place_name: string; distance_km: number | null }[];
    countries: { code: string; level: string | null }[];
    can_manage: boolean;
  };
};
const branchIds = async (user: TestUser) => (await exposure(user)).branches.map((b) => b.branch_id);

describe('exposure/get: whose branches', () => {
  it("gives a company's members and viewers its branches, each customer their own", async () => {
    expect(await branchIds(owner)).toEqual([branchA]);
    expect(await branchIds(viewer)).toEqual([branchA]);
    expect(await branchIds(ownerB)).toEqual([branchB]);
    expect(await branchIds(solo)).toEqual([soloBranch]);
    expect(await branchIds(admin)).toEqual(expect.arrayContaining([branchA, branchB, soloBranch]));
  });

  it('says who may add branches, and refuses partners', async () => {
    expect((await exposure(owner)).can_manage).toBe(true);
    expect((await exposure(viewer)).can_manage).toBe(false);
    expect((await exposure(solo)).can_manage).toBe(true);
    const res = await t.call('exposure/get', {}, partner.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Only customers and the members of a company keep branches');
  });

  it('answers a branch with its people, and no colour without an open alert', async () => {
    const [branch] = (await exposure(owner)).branches;
    expect(branch).toMatchObject({
      name: 'Lyon plant',
      kind: 'office',
      lat: 45.76,
      lon: 4.84,
      country: 'FR',
      people: 120,
      radius_km: 50,
      worst_level: null,
      open_alerts: 0,
    });
  });
});

describe('exposure/get: the colour of a branch', () => {
  it('is the worst level of its open alerts, with their number; handled ones do not count', async () => {
    const customer = await buildUser(t);
    const owner = { userId: customer.id };
    const first = await buildExposureAlert(t, owner, { level: 'Medium Risk' });
    const branchId = first.branchId;
    await buildExposureAlert(t, owner, { branchId, level: 'High Risk' });
    await buildExposureAlert(t, owner, { branchId, level: 'Severe', status: 'dismissed' });
    await buildExposureAlert(t, owner, { branchId, level: 'Severe', status: 'acknowledged' });
    const { branches } = await exposure(customer);
    const alerted = branches.find((b) => b.branch_id === branchId);
    expect(alerted).toMatchObject({ worst_level: 'High Risk', open_alerts: 2 });
    const calm = branches.filter((b) => b.branch_id !== branchId);
    expect(calm.length).toBeGreaterThan(0);
    for (const branch of calm) expect(branch).toMatchObject({ worst_level: null, open_alerts: 0 });
  });
});

describe('exposure/get: the located news of the last 7 days', () => {
  let fresh: string;
  let old: string;
  let inactive: string;
  let deleted: string;
  let unlocated: string;
  let future: string;
  beforeAll(async () => {
    const article = async (days: number, extra: object = {}) =>
      (
        await buildArticle(t, {
          title: `News ${days}`,
          publishedAt: ago(days),
          riskLevel: 'High Risk',
          places: [LYON, PARIS],
          countries: ['FR'],
          ...extra,
        })
      ).id;
    fresh = await article(6.9);
    old = await article(7.1);
    inactive = await article(1, { isActive: false });
    deleted = await article(1, { isDeleted: true });
    unlocated = await article(1, { places: [] });
    future = await article(-1);
  });

  it('has one event per place of each live located article of the window', async () => {
    const { events } = await exposure(owner);
    const ids = new Set(events.map((e) => e.article_id));
    expect(ids.has(fresh)).toBe(true);
    for (const id of [old, inactive, deleted, unlocated, future]) expect(ids.has(id)).toBe(false);
    const mine = events.filter((e) => e.article_id === fresh);
    expect(mine).toEqual([
      expect.objectContaining({
        title: 'News 6.9',
        level: 'High Risk',
        place_name: 'Lyon',
        country: 'FR',
        lat: 45.76,
        lon: 4.84,
        distance_km: null,
      }),
      expect.objectContaining({ place_name: 'Paris', lat: 48.86, lon: 2.35 }),
    ]);
  });

  it('gives every reader the same events, and the countries with their levels', async () => {
    const a = await exposure(owner);
    const b = await exposure(ownerB);
    expect(b.events).toEqual(a.events);
    expect(a.countries).toContainEqual({ code: 'FR', level: expect.any(String) });
  });
});

describe('exposure/get with a branch: the news within its radius', () => {
  it('keeps the events within the radius, with their distance', async () => {
    const near = (await buildArticle(t, { publishedAt: ago(1), places: [VILLEURBANNE, PARIS] })).id;
    const far = (await buildArticle(t, { publishedAt: ago(1), places: [PARIS] })).id;
    const { branches, events } = await exposure(viewer, { branch_id: branchA });
    expect(branches.map((b) => b.branch_id)).toEqual([branchA]);
    const ids = events.map((e) => e.article_id);
    expect(ids).toContain(near);
    expect(ids).not.toContain(far);
    const event = events.find((e) => e.article_id === near);
    expect(event).toMatchObject({ place_name: 'Villeurbanne' });
    expect(event?.distance_km).toBeGreaterThan(2);
    expect(event?.distance_km).toBeLessThan(5);
    expect(events.every((e) => e.place_name !== 'Paris')).toBe(true);
  });

  it("refuses another company's branch, a missing one and a bad id", async () => {
    const other = await t.call('exposure/get', { branch_id: branchB }, owner.token);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('This branch is not yours');
    const missing = await t.call(
      'exposure/get',
      { branch_id: '00000000-0000-4000-8000-000000000000' },
      owner.token,
    );
    expect(missing.statusCode).toBe(404);
    const bad = await t.call('exposure/get', { branch_id: 'nope' }, owner.token);
    expect(bad.statusCode).toBe(400);
    expect((await t.call('exposure/get', { branch_id: branchB }, admin.token)).statusCode).toBe(
      200,
    );
  });
});
