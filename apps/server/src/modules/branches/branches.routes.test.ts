import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, branches } from '../../db/schema.js';
import { buildBranch, buildCompany, buildUser, type TestUser } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();
const HEADER = 'name,kind,lat,lon,city,country,radius_km,min_level,people';

const lyon = {
  name: 'Lyon office',
  kind: 'office',
  lat: 45.76,
  lon: 4.84,
  place_name: 'Lyon',
  country: 'FR',
};

let owner: TestUser;
let viewer: TestUser;
let companyId: string;

beforeAll(async () => {
  owner = await buildUser(t);
  viewer = await buildUser(t);
  companyId = (
    await buildCompany(t, [
      { user: owner, role: 'owner' },
      { user: viewer, role: 'viewer' },
    ])
  ).id;
});

const auditActions = async (targetId: string) =>
  (
    await t.database.db
      .select({ action: auditEvents.action, companyId: auditEvents.companyId })
      .from(auditEvents)
      .where(eq(auditEvents.targetId, targetId))
  ).map((row) => `${row.action} ${row.companyId}`);

describe('branch/insert, get, update, remove', () => {
  it('adds a company branch with the defaults, and records each change', async () => {
    const res = await t.call('branch/insert', lyon, owner.token);
    expect(res.statusCode).toBe(200);
    const branch = res.json().branch;
    expect(branch).toMatchObject({
      ...lyon,
      radius_km: 50,
      min_level: 'High Risk',
      people: 0,
      notes: '',
      company_id: companyId,
    });
    const id = branch.branch_id as string;
    const changed = { ...lyon, branch_id: id, radius_km: 10, min_level: 'Severe', people: 7 };
    expect((await t.call('branch/update', changed, owner.token)).json().branch).toMatchObject({
      radius_km: 10,
      min_level: 'Severe',
      people: 7,
    });
    expect((await t.call('branch/get', { branch_id: id }, viewer.token)).json().branch.people).toBe(
      7,
    );
    expect(
      (await t.call('branch/remove', { branch_id: id, is_deleted: true }, owner.token)).statusCode,
    ).toBe(200);
    expect((await t.call('branch/get', { branch_id: id }, owner.token)).statusCode).toBe(404);
    expect(await auditActions(id)).toEqual([
      `branch.create ${companyId}`,
      `branch.update ${companyId}`,
      `branch.delete ${companyId}`,
    ]);
  });

  it.each([
    [{ lat: 95 }, 'Please enter a latitude between -90 and 90'],
    [{ lon: -181 }, 'Please enter a longitude between -180 and 180'],
    [
      { kind: 'castle' },
      'Please choose a kind: office, plant, warehouse, hotel, residence, route or other',
    ],
    [{ radius_km: 501 }, 'Please enter a radius between 1 and 500 km'],
    [{ radius_km: 0 }, 'Please enter a radius between 1 and 500 km'],
    [{ people: 1_000_001 }, 'Please enter the number of people, a whole number from 0 to 1000000'],
    [
      { min_level: 'Dire' },
      'Please choose a minimum level: Severe, High Risk, Medium Risk, Risk or Low Risk',
    ],
    [{ country: 'XX' }, 'Invalid Country'],
    [{ name: '  ' }, 'Please enter the branch name'],
    [
      { name: 'Lyon\u202Eoffice' },
      'Remove invisible or direction-changing characters from the Name',
    ],
  ])('refuses %j with its message and writes nothing', async (change, message) => {
    const before = await t.database.db.$count(branches);
    const res = await t.call('branch/insert', { ...lyon, ...change }, owner.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await t.database.db.$count(branches)).toBe(before);
  });

  it('stores names NFC-normalised', async () => {
    const res = await t.call('branch/insert', { ...lyon, name: 'Orle\u0301ans' }, owner.token);
    expect(res.json().branch.name).toBe('Orl\u00e9ans');
  });

  it('lets a viewer read but not change, and keeps other companies out', async () => {
    const mine = await buildBranch(t, { companyId });
    expect((await t.call('branch/insert', lyon, viewer.token)).statusCode).toBe(403);
    const edit = { ...lyon, branch_id: mine.id };
    expect((await t.call('branch/update', edit, viewer.token)).json().message).toBe(
      "Only the company's owners and admins may change its branches",
    );
    const stranger = await buildUser(t);
    await buildCompany(t, [{ user: stranger, role: 'owner' }]);
    expect((await t.call('branch/get', { branch_id: mine.id }, stranger.token)).statusCode).toBe(
      403,
    );
    const theirs = (await t.call('branch/list', {}, stranger.token)).json();
    expect(theirs).toMatchObject({ branch: [], total: 0, can_manage: true });
    const read = (await t.call('branch/list', {}, viewer.token)).json();
    expect(read.can_manage).toBe(false);
    expect(read.branch.map((b: { branch_id: string }) => b.branch_id)).toContain(mine.id);
  });
});

describe('branch/list', () => {
  it("lists a solo customer's own branches only, by name, with the total", async () => {
    const solo = await buildUser(t);
    await buildBranch(t, { userId: solo.id }, { name: 'b depot' });
    await buildBranch(t, { userId: solo.id }, { name: 'A hotel' });
    await buildBranch(t, { companyId }, { name: 'Company only' });
    const reply = (await t.call('branch/list', {}, solo.token)).json();
    expect(reply.can_manage).toBe(true);
    expect(reply.branch.map((b: { name: string }) => b.name)).toEqual(['A hotel', 'b depot']);
    expect(reply.total).toBe(2);
    const search = (await t.call('branch/list', { q: 'DEP', limit: 1 }, solo.token)).json();
    expect(search).toMatchObject({ total: 1, branch: [{ name: 'b depot' }] });
  });

  it('reads a page in one statement', async () => {
    const before = t.queries.count;
    expect((await t.call('branch/list', {}, owner.token)).statusCode).toBe(200);
    // The caller's membership, then the page with its total.
    expect(t.queries.count - before).toBe(2);
  });
});

describe('CSV import and export', () => {
  it('refuses a partner and a company viewer', async () => {
    const partner = await buildUser(t, { role: 'partner' });
    const csv = 'name,kind,lat,lon,city,country,radius_km,min_level,people\nA,office,1,1,,FR,,,\n';
    expect((await t.call('branch/import', { csv }, partner.token)).statusCode).toBe(403);
    expect((await t.call('branch/import', { csv }, viewer.token)).statusCode).toBe(403);
  });

  it('keeps an export of names that look like formulas as text, and marks them on export', async () => {
    const solo = await buildUser(t);
    await buildBranch(t, { userId: solo.id }, { name: '=HYPERLINK("http://evil.example")' });
    await buildBranch(t, { userId: solo.id }, { name: 'Depot, North', lat: -33.87, lon: 151.21 });
    const reply = (await t.call('branch/export', {}, solo.token)).json();
    expect(reply.branch.rows).toBe(2);
    expect(reply.branch.csv.split('\r\n')).toEqual([
      'name,kind,lat,lon,city,country,radius_km,min_level,people',
      `"'=HYPERLINK(""http://evil.example"")",office,45.76,4.84,,FR,50,High Risk,0`,
      `"Depot, North",office,-33.87,151.21,,FR,50,High Risk,0`,
      '',
    ]);
    const actions = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'branch.export'), eq(auditEvents.actorUserId, solo.id)));
    expect(actions).toHaveLength(1);
  });

  const fixture = (name: string) =>
    readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
  const importAs = (user: TestUser, csv: string) => t.call('branch/import', { csv }, user.token);

  it('imports every row of a good file, and records one import', async () => {
    const solo = await buildUser(t);
    const res = await importAs(solo, fixture('good.csv'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: '2 branches imported.', branch: { imported: 2 } });
    const listed = (await t.call('branch/list', {}, solo.token)).json().branch;
    expect(listed).toMatchObject([
      {
        name: 'Basra plant',
        kind: 'plant',
        country: 'IQ',
        radius_km: 100,
        min_level: 'Severe',
        people: 40,
        place_name: 'Basra',
      },
      { name: 'Lyon office', lat: 45.76, lon: 4.84, min_level: 'High Risk', people: 120 },
    ]);
    const imports = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'branch.import'), eq(auditEvents.actorUserId, solo.id)));
    expect(imports.map((row) => row.detail)).toEqual([{ rows: 2 }]);
  });

  it('reads a BOM, CRLF line ends and quoted commas, and keeps a formula-like name as text', async () => {
    const solo = await buildUser(t);
    expect((await importAs(solo, fixture('bom-crlf-quoted.csv'))).statusCode).toBe(200);
    const listed = (await t.call('branch/list', {}, solo.token)).json().branch;
    expect(listed).toMatchObject([
      { name: '=HYPERLINK("http://evil.example","click")', kind: 'hotel', radius_km: 20 },
      {
        name: 'Depot, North',
        kind: 'warehouse',
        lon: -0.12,
        radius_km: 50,
        min_level: 'High Risk',
        people: 0,
      },
    ]);
    const csv = (await t.call('branch/export', {}, solo.token)).json().branch.csv as string;
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")",hotel`);
    // The export imports again as the same names: the marking quote is read back off.
    const again = await buildUser(t);
    expect((await importAs(again, csv)).statusCode).toBe(200);
    const names = (await t.call('branch/list', {}, again.token))
      .json()
      .branch.map((b: { name: string }) => b.name);
    expect(names).toEqual(listed.map((b: { name: string }) => b.name));
  });

  it('places a row with a city and no coordinates at that city, and asks for one without either', async () => {
    const solo = await buildUser(t);
    const res = await importAs(solo, `${HEADER}\nLyon office,office,,,Lyon,FR,,,\n`);
    expect(res.statusCode).toBe(200);
    const [branch] = (await t.call('branch/list', {}, solo.token)).json().branch;
    expect(branch).toMatchObject({ place_name: 'Lyon', country: 'FR' });
    expect(branch.lat).toBeCloseTo(45.75, 1);
    expect(branch.lon).toBeCloseTo(4.85, 1);
    const neither = await importAs(solo, `${HEADER}\nDepot,office,,,,FR,,,\n`);
    expect(neither.json().errors).toEqual([
      { line: 2, message: 'Please give the lat and lon of the branch, or its city' },
    ]);
  });

  it('imports nothing from a file with mistakes and reports each with its line', async () => {
    const before = await t.database.db.$count(branches);
    const res = await importAs(owner, fixture('mistakes.csv'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Nothing was imported: 6 lines have mistakes. Please correct them and import the file again',
    );
    expect(res.json().errors).toEqual([
      {
        line: 3,
        message: 'Please choose a kind: office, plant, warehouse, hotel, residence, route or other',
      },
      { line: 4, message: 'Please enter a latitude between -90 and 90' },
      { line: 5, message: 'Please enter the branch name' },
      { line: 6, message: 'Invalid Country' },
      {
        line: 7,
        message:
          'No city named Qwertyville was found in FR: please give the lat and lon of the branch',
      },
      { line: 8, message: 'Please enter a radius between 1 and 500 km' },
    ]);
    expect(await t.database.db.$count(branches)).toBe(before);
  });

  it.each([
    [
      'name,kind\nA,office\n',
      1,
      'The first line must be the header name,kind,lat,lon,city,country,radius_km,min_level,people',
    ],
    [`${HEADER}\n`, 2, 'The file has a header but no branches'],
    [
      `${HEADER}\nA,office,1,1\n`,
      2,
      'This line has 4 cells; a branch needs the 9 columns of the header',
    ],
    [
      `${HEADER}\nA,office,1,1,,FR,,,\n"B,office,1,1,,FR,,,\n`,
      3,
      'This line cannot be read as CSV: check its quotes (a cell with a comma or a quote must be in double quotes, its quotes doubled)',
    ],
  ])('refuses %j at line %i', async (csv, line, message) => {
    const res = await importAs(owner, csv);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ line, message }]);
  });

  it('refuses more than 5 000 rows, and a file over 1 MB, clearly', async () => {
    const rows = Array.from({ length: 5001 }, (_, i) => `B${i},office,1,1,,FR,,,`);
    const many = await importAs(owner, [HEADER, ...rows].join('\n'));
    expect(many.json().errors).toEqual([
      { line: 1, message: 'The file has 5001 branches; please import at most 5000 at a time' },
    ]);
    const big = await importAs(owner, `${HEADER}\n${'x'.repeat(1_000_001)}`);
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe(
      'The CSV file is larger than 1 MB. Please split it into smaller files',
    );
  });
});
