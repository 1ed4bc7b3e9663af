import { API_PATHS, type Place } from '@georisk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';

describe('place/search', () => {
  const t = useTestApp();
  let customer: TestUser;
  beforeAll(async () => {
    customer = await buildUser(t, { role: 'customer' });
  });

  const search = async (body: object) => {
    const reply = await t.call(API_PATHS.place.search, body, customer.token);
    return { reply, places: reply.json<{ place?: Place[] }>().place ?? [] };
  };

  it('finds cities whatever the accents and case, most populous first', async () => {
    const { reply, places } = await search({ q: 'sao paulo' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(places[0]).toMatchObject({ name: 'São Paulo', country: 'BR' });
    expect(places[0]?.lat).toBeCloseTo(-23.5, 0);
    expect(places[0]?.place_id).toMatch(/^\d+$/);
    const populations = places.map((p) => p.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });

  it('matches the start of any word of a name, at most 20', async () => {
    expect((await search({ q: 'PAULO' })).places[0]?.name).toBe('São Paulo');
    const many = await search({ q: 's' });
    expect(many.places).toHaveLength(20);
    expect(many.reply.json<{ total: number }>().total).toBeGreaterThan(20);
  });

  it('keeps to a country when given one', async () => {
    const { places } = await search({ q: 'Paris', country: 'US' });
    expect(places.length).toBeGreaterThan(1);
    expect(new Set(places.map((p) => p.country))).toEqual(new Set(['US']));
  });

  it('knows the English names the news uses', async () => {
    expect((await search({ q: 'Basra' })).places[0]).toMatchObject({
      name: 'Basra',
      country: 'IQ',
    });
    expect((await search({ q: 'kiev' })).places[0]).toMatchObject({ name: 'Kyiv', country: 'UA' });
  });

  it('answers nothing for a name no city has', async () => {
    expect((await search({ q: 'Qqqxyz' })).places).toEqual([]);
  });

  it('answers a repeated search from the shared copy, for every signed-in caller', async () => {
    const other = await buildUser(t, { role: 'partner' });
    const first = await t.call(
      API_PATHS.place.search,
      { q: 'Lyon', country: 'FR' },
      customer.token,
    );
    const again = await t.call(API_PATHS.place.search, { country: 'FR', q: 'Lyon' }, other.token);
    expect(first.headers['x-cache']).toBeUndefined();
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    // A refusal is never kept: the same bad body is refused again, not served.
    await search({ q: 'Paris', country: 'XX' });
    expect((await search({ q: 'Paris', country: 'XX' })).reply.statusCode).toBe(400);
  });

  it.each([
    [{}, 'Please type a city name'],
    [{ q: '   ' }, 'Please type a city name'],
    [{ q: 'x'.repeat(201) }, 'Search must be at most 200 characters'],
    [{ q: 'Paris', country: 'XX' }, 'Invalid Country'],
  ])('refuses %j with 400', async (body, message) => {
    const { reply } = await search(body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ success: false, message });
  });
});
