import { expect, test } from './support/fixtures';
import { journeyScreens } from './support/journey';
import { ADMIN, adminLogin, apiCall, loginInBrowser, uniqueEmail } from './support/session';
import { companyOwner } from './support/companies';

/**
 * Exposure alerts (issue 21, docs/rules/exposure.md): a company owner imports two branches (Basra
 * and Paris) from a CSV file; news placed near each raises an alert within a sweep; the owner
 * acknowledges the Paris alert, then dismisses it with a reason, and asks an analyst about the
 * Basra one, landing on the filed request; the platform admin finds that request in the
 * analysts' queue. The inbox and the request are checked with axe and photographed at 1280 and
 * 375 px.
 */
const snap = journeyScreens('exposure');
const run = Date.now().toString(36);
const BASRA = `Basra terminal ${run}`;
const PARIS = `Paris office ${run}`;
const HEADER = 'name,kind,lat,lon,city,country,radius_km,min_level,people';
const BRANCHES = [
  `${BASRA},warehouse,30.5,47.8,Basra,IQ,100,Risk,25`,
  `${PARIS},office,48.85,2.35,Paris,FR,50,Risk,12`,
];

const article = (
  title: string,
  slug: string,
  riskLevel: string,
  place: object,
  country: string,
) => ({
  title,
  url: `https://news.example/${slug}-${run}`,
  publishedAt: new Date().toISOString(),
  sourceName: 'Journey Wire',
  riskLevel,
  content: `${title}.`,
  is_active: true,
  countries: [country],
  places: [place],
});

test('a company owner hears of news near a branch, handles it and asks an analyst', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await companyOwner(
    request,
    {
      firstName: 'Omar',
      email: uniqueEmail('exposure-owner'),
      password: 'Owner#Pass1',
    },
    `Gulf Logistics ${run}`,
  );

  await test.step('the owner imports a Basra and a Paris branch from a CSV file', async () => {
    await loginInBrowser(page, owner.email, owner.password);
    await page.goto('/menu/branch');
    await page.getByLabel('CSV file to import').setInputFiles({
      name: 'branches.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([HEADER, ...BRANCHES].join('\r\n')),
    });
    await page.getByRole('button', { name: 'Import branches' }).click();
    await expect(page.getByText('2 branches imported.')).toBeVisible();
    await expect(page.getByRole('table').getByText(BASRA)).toBeVisible();
  });

  const basraTitle = 'Explosion at a refinery near Basra';
  const parisTitle = 'Strike blocks roads in central Paris';
  await test.step('an admin publishes news placed near each branch', async () => {
    const admin = await adminLogin(request);
    await apiCall(
      request,
      'articles/insert',
      article(
        basraTitle,
        'basra',
        'Severe',
        { name: 'Basra', country: 'IQ', lat: 30.50852, lon: 47.7804 },
        'IQ',
      ),
      admin,
    );
    await apiCall(
      request,
      'articles/insert',
      article(
        parisTitle,
        'paris',
        'High Risk',
        { name: 'Paris', country: 'FR', lat: 48.85341, lon: 2.3488 },
        'FR',
      ),
      admin,
    );
  });

  const basra = page.getByRole('listitem', { name: `Alert for ${BASRA}` });
  const paris = page.getByRole('listitem', { name: `Alert for ${PARIS}` });
  await test.step('the news sweep raises both alerts in the inbox', async () => {
    await page.goto('/menu/alerts');
    await expect(page.getByRole('heading', { name: 'Exposure alerts' })).toBeVisible();
    // The sweep runs every 2 s; the inbox reads the alerts once, so look again until they come.
    await expect(async () => {
      await page.reload();
      await expect(basra).toBeVisible({ timeout: 3_000 });
      await expect(paris).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 60_000 });
    await expect(basra.getByRole('link', { name: basraTitle })).toBeVisible();
    await expect(basra).toContainText(/\d+(\.\d)? km away/);
    await expect(basra).toContainText('Open');
    await expect(paris.getByRole('link', { name: parisTitle })).toBeVisible();
  });

  await test.step('the owner acknowledges the Paris alert, then dismisses it with a reason', async () => {
    await paris.getByRole('button', { name: 'Acknowledge' }).click();
    await expect(page.getByText('Alert acknowledged.')).toBeVisible();
    await expect(paris).toContainText(`Acknowledged by ${owner.name}`);
    await expect(paris.getByRole('button', { name: 'Acknowledge' })).toHaveCount(0);

    await paris.getByRole('button', { name: 'Dismiss' }).click();
    const dialog = page.getByRole('dialog', { name: `Dismiss the alert for ${PARIS}` });
    await dialog.getByRole('button', { name: 'Dismiss' }).click();
    await expect(dialog.getByText('Please say why the alert is dismissed').first()).toBeVisible();
    await dialog.getByLabel(/Reason/).fill('Our Paris office is closed this week');
    await dialog.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByText('Alert dismissed.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(paris).toContainText(`Dismissed by ${owner.name}`);
    await expect(paris).toContainText('“Our Paris office is closed this week”');
    await expect(paris.getByRole('button')).toHaveCount(0);
    await snap(page, 'inbox');
  });

  let requestUrl = '';
  await test.step('the owner asks an analyst about the Basra alert and lands on the request', async () => {
    await basra.getByRole('button', { name: 'Ask an analyst' }).click();
    const confirm = page.getByRole('dialog', { name: 'Ask an analyst' });
    await expect(confirm).toContainText(BASRA);
    await confirm.getByRole('button', { name: 'File the request' }).click();
    await expect(page).toHaveURL(/\/menu\/incident\?report=[\w-]+$/);
    requestUrl = page.url();
    await expect(page.getByText(`Exposure alert for our branch ${BASRA} in Basra`)).toBeVisible();
    await expect(page.getByText('Your request is waiting for an analyst.')).toBeVisible();
    await snap(page, 'escalated-request');

    await page.goto('/menu/alerts');
    await expect(basra).toContainText(`Escalated by ${owner.name}`);
    await expect(basra.getByRole('link', { name: 'Open the request' })).toHaveAttribute(
      'href',
      new URL(requestUrl).pathname + new URL(requestUrl).search,
    );
  });

  await test.step("the platform admin finds the request in the analysts' queue", async () => {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const admin = await context.newPage();
    await loginInBrowser(admin, ADMIN.email, ADMIN.password);
    await admin.goto('/menu/finding');
    const row = admin.getByRole('row').filter({ hasText: BASRA });
    await expect(row).toBeVisible();
    await expect(row).toContainText(owner.name);
    await expect(row).toContainText('Iraq');
    await expect(row).toContainText('Unassigned');
    await snap(admin, 'admin-queue');
    await context.close();
  });
});
