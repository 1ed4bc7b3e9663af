import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { journeyScreens } from './support/journey';
import {
  activeAccount,
  apiCall,
  apiLogin,
  loginInBrowser,
  signOffInBrowser,
  uniqueEmail,
} from './support/session';
import { companyOwner, invitationToken } from './support/companies';

/**
 * Branches (issue 21 item 2, docs/rules/branches.md): a company owner adds a branch with the
 * form, imports a CSV file with a mistake (sees its line and reason, nothing is imported), fixes
 * it, imports it and exports the list; a viewer of the company sees the list read-only. Each
 * screen is checked with axe and photographed at 1280 and 375 px.
 */
const snap = journeyScreens('branch');
const HEADER = 'name,kind,lat,lon,city,country,radius_km,min_level,people';
const FORMULA = '=HYPERLINK("http://evil.example","click")';
const csvFile = (rows: string[]) => ({
  name: 'branches.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from([HEADER, ...rows].join('\r\n')),
});
const goodRows = [
  '"Depot, North",warehouse,51.5,-0.12,London,GB,25,Severe,40',
  `"${FORMULA.replaceAll('"', '""')}",hotel,48.85,2.35,Paris,FR,,,3`,
];

test('a company owner keeps branches by form and CSV; a viewer reads them', async ({
  page,
  request,
}) => {
  // Seven screens, each axe-checked and photographed twice with the exposure map drawn: more
  // than the default 90 s on the shared 2-core machine.
  test.setTimeout(180_000);
  const { token: ownerToken, ...owner } = await companyOwner(
    request,
    {
      firstName: 'Olive',
      email: uniqueEmail('owner'),
      password: 'Owner#Pass1',
    },
    'Acme Risk',
  );
  const viewer = await activeAccount(request, {
    firstName: 'Victor',
    email: uniqueEmail('viewer'),
    password: 'Viewer#Pass1',
  });
  const { token, subject } = await invitationToken(request, ownerToken, {
    email: viewer.email,
    role: 'viewer',
  });
  expect(subject).toMatch(/invites you to Acme Risk/);
  const viewerToken = await apiLogin(request, viewer.email, viewer.password);
  await apiCall(request, 'invitation/accept', { token }, viewerToken);

  await loginInBrowser(page, owner.email, owner.password);
  await page.goto('/menu/branch');
  await expect(page.getByRole('link', { name: 'Branches' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(
    page.getByText('You do not have registered any Branch with us. Please create One.'),
  ).toBeVisible();
  await snap(page, 'empty');

  await page.getByRole('button', { name: 'Register Branch' }).click();
  await expect(page.getByRole('heading', { name: 'Register Branch' })).toBeVisible();
  await page.getByLabel('Name').fill('Lyon office');
  await page.getByLabel('Kind').selectOption('office');
  await page.getByLabel('Latitude').fill('95');
  await page.getByLabel('Longitude').fill('4.84');
  await page.getByLabel('Country').selectOption('FR');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please enter a latitude between -90 and 90').first()).toBeVisible();
  await snap(page, 'form');
  // Picking the city fills its coordinates (and country) from the gazetteer.
  await page.getByRole('combobox', { name: 'City (optional)' }).fill('lyon');
  await page
    .getByRole('option', { name: /Lyon, FR/ })
    .first()
    .click();
  await expect(page.getByLabel('Latitude')).toHaveValue(/^45\.7\d*$/);
  await expect(page.getByLabel('Longitude')).toHaveValue(/^4\.8\d*$/);
  await page.getByLabel('People').fill('120');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Branch saved.')).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByText('Lyon office')).toBeVisible();

  const importFile = page.getByLabel('CSV file to import');
  await importFile.setInputFiles(
    csvFile([goodRows[0]!, 'Pole,office,95,4.0,,FR,,,', goodRows[1]!]),
  );
  await page.getByRole('button', { name: 'Import branches' }).click();
  const refused = page.getByRole('alert').filter({ hasText: 'Nothing was imported' });
  await expect(refused).toContainText(
    'Nothing was imported: 1 line has a mistake. Please correct it and import the file again',
  );
  await expect(refused).toContainText('Line 3: Please enter a latitude between -90 and 90');
  await expect(table.getByRole('row')).toHaveCount(2);
  await snap(page, 'import-refused');

  await importFile.setInputFiles(csvFile(goodRows));
  await page.getByRole('button', { name: 'Import branches' }).click();
  await expect(page.getByText('2 branches imported.')).toBeVisible();
  await expect(refused).toHaveCount(0);
  await expect(table.getByText('Depot, North')).toBeVisible();
  // Shown as the text it is (a link to its own branch page), never a link to where it points.
  await expect(table.getByText(FORMULA)).toBeVisible();
  await expect(table.locator('a[href*="evil.example"]')).toHaveCount(0);
  await snap(page, 'owner');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export branches (CSV)' }).click();
  const file = await readFile((await (await downloading).path())!, 'utf8');
  // A byte-order mark first, so spreadsheets read the file as UTF-8.
  expect(file.startsWith('\uFEFF')).toBe(true);
  const lines = file.slice(1).split('\r\n');
  expect(lines.slice(0, 3)).toEqual([
    HEADER,
    `"'=HYPERLINK(""http://evil.example"",""click"")",hotel,48.85,2.35,Paris,FR,50,High Risk,3`,
    '"Depot, North",warehouse,51.5,-0.12,London,GB,25,Severe,40',
  ]);
  expect(lines[3]).toMatch(/^Lyon office,office,45\.7\d*,4\.8\d*,Lyon,FR,50,High Risk,120$/);
  expect(lines.slice(4)).toEqual(['']);

  // Deleting asks first; Cancel keeps the branch.
  await page.getByRole('button', { name: 'Delete Depot, North' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Delete ‘Depot, North’?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(table.getByText('Depot, North')).toBeVisible();
  await page.getByRole('button', { name: 'Delete Depot, North' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Branch deleted.')).toBeVisible();
  await expect(table.getByText('Depot, North')).toHaveCount(0);
  await signOffInBrowser(page);

  await loginInBrowser(page, viewer.email, viewer.password);
  await page.goto('/menu/branch');
  await expect(page.getByRole('table').getByText('Lyon office')).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
  await expect(page.getByText("the company's owners and admins change them")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Branch' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
  await expect(page.getByLabel('CSV file to import')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export branches (CSV)' })).toBeVisible();
  await snap(page, 'viewer');
});
