import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { trips } from '../../db/schema.js';
import { buildCompany, buildTraveller, buildUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();
const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

let owner: TestUser;
let companyId: string;
let travellerId: string;
let travellerEmail: string;

beforeAll(async () => {
  owner = await buildUser(t);
  companyId = (await buildCompany(t, [{ user: owner, role: 'owner' }])).id;
  const traveller = await buildTraveller(t, { companyId });
  travellerId = traveller.id;
  travellerEmail = traveller.email;
});

const importIcs = (file: string) =>
  t.call(
    'trip/import',
    { format: 'ics', file, traveller_id: travellerId, purpose: 'Calendar trip' },
    owner.token,
  );
const tripCount = async () =>
  (await t.database.db.select().from(trips).where(eq(trips.companyId, companyId))).length;

describe('trip/import (ICS)', () => {
  it('makes one trip of the events, honouring TZID, UTC and DURATION', async () => {
    const res = await importIcs(fixture('london-tokyo.ics'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('1 trip imported.');
    const id = res.json().trip.trip_ids[0];
    const trip = (await t.call('trip/get', { trip_id: id }, owner.token)).json().trip;
    expect(trip.segments).toMatchObject([
      {
        place_name: 'London',
        country: 'GB',
        time_zone: 'Europe/London',
        from: '2027-03-26T09:00',
        to_utc: '2027-03-29T09:00:00.000Z',
      },
      {
        place_name: 'Tokyo',
        country: 'JP',
        time_zone: 'Asia/Tokyo',
        from: '2027-03-30T08:00',
        to: '2027-04-02T18:00',
      },
    ]);
  });

  it('refuses the whole file with every bad event at its BEGIN:VEVENT line', async () => {
    const before = await tripCount();
    const res = await importIcs(fixture('mistakes.ics'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Nothing was imported: 4 lines have mistakes. Please correct them and import the file again',
    );
    expect(res.json().errors).toEqual([
      { line: 4, message: 'This event has no LOCATION: add the city where it takes place' },
      {
        line: 10,
        message: 'No city named Xyzzyville, Nowhere was found: write it as "City, Country"',
      },
      { line: 17, message: 'The event must end after it begins' },
      { line: 24, message: 'Unknown time zone Mars/Olympus' },
    ]);
    expect(await tripCount()).toBe(before);
  });

  it.each([
    ['broken-folding.ics', 6, 'a continued line must start with a space'],
    ['no-events.ics', 1, 'The calendar holds no events (VEVENT)'],
  ])('refuses %s with a clear 400', async (name, line, message) => {
    const res = await importIcs(fixture(name));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].line).toBe(line);
    expect(res.json().errors[0].message).toContain(message);
  });

  it('refuses binary data: control bytes by the text rules, undecodable bytes as no calendar', async () => {
    const binary = await importIcs(fixture('binary.ics'));
    expect(binary.statusCode).toBe(400);
    expect(binary.json().message).toBe('Text contains characters that are not allowed');
    const decoded = await importIcs(
      readFileSync(new URL('./fixtures/binary.ics', import.meta.url), 'latin1').replace(
        /[^\n\t -~]/g,
        '\ufffd',
      ),
    );
    expect(decoded.json().errors).toEqual([
      { line: 1, message: 'This file is not a calendar: it holds binary data' },
    ]);
  });

  it('refuses a file over 1 MB and a non-calendar text', async () => {
    const huge = await importIcs('BEGIN:VCALENDAR\n'.padEnd(1_000_001, 'x'));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe(
      'The file is larger than 1 MB. Please split it into smaller files',
    );
    const prose = await importIcs('Dear team, I travel to Paris on Monday.');
    expect(prose.statusCode).toBe(400);
  });

  it('needs the traveller and purpose of an ICS trip', async () => {
    const res = await t.call(
      'trip/import',
      { format: 'ics', file: fixture('london-tokyo.ics') },
      owner.token,
    );
    expect(res.json().message).toBe('Please choose the traveller of the imported trip');
  });
});

describe('trip/import (CSV)', () => {
  const csv = (name: string) => fixture(name).replaceAll('TRAVELLER', travellerEmail);

  it('groups rows by traveller and purpose into trips', async () => {
    const res = await t.call('trip/import', { format: 'csv', file: csv('trips.csv') }, owner.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('2 trips imported.');
    const [tour, audit] = await Promise.all(
      res
        .json()
        .trip.trip_ids.map(
          async (id: string) =>
            (await t.call('trip/get', { trip_id: id }, owner.token)).json().trip,
        ),
    );
    expect(tour.purpose).toBe('Europe tour');
    expect(tour.segments.map((s: { place_name: string }) => s.place_name)).toEqual([
      'Paris',
      'Berlin',
    ]);
    expect(audit).toMatchObject({ purpose: 'Audit, Lagos' });
    expect(audit.segments[0]).toMatchObject({ place_name: null, time_zone: 'Africa/Lagos' });
  });

  it('refuses the file with every bad row and its line', async () => {
    const res = await t.call(
      'trip/import',
      { format: 'csv', file: csv('trips-mistakes.csv') },
      owner.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        line: 2,
        message:
          'No traveller with the e-mail nobody@georisk.test: add them under Travellers first',
      },
      { line: 3, message: 'Please enter the purpose of the trip' },
      { line: 4, message: 'No city named Gotham was found in US' },
      { line: 5, message: 'Invalid Country' },
      { line: 6, message: 'Please enter when the stop begins, as a date and time' },
      { line: 7, message: 'The stop must end after it begins' },
      {
        line: 8,
        message: '2027-03-28 01:30 does not exist in Europe/London (the clocks change then)',
      },
      {
        line: 9,
        message: 'This line has 4 cells; a stop needs the 6 columns of the header',
      },
      { line: 11, message: 'This stop begins before the stop on line 10 ends' },
    ]);
  });

  it('refuses a file without the header', async () => {
    const res = await t.call('trip/import', { format: 'csv', file: 'a,b\n1,2\n' }, owner.token);
    expect(res.json().errors).toEqual([
      {
        line: 1,
        message: 'The first line must be the header traveller_email,purpose,city,country,from,to',
      },
    ]);
  });
});
