import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { PASSWORD } from './support/journey';
import { snapScreen } from './support/screens';
import { waitForMail } from './support/mail-catcher';
import {
  activeAccount,
  ADMIN,
  adminLogin,
  apiCall,
  apiLogin,
  loginInBrowser,
} from './support/session';
import { answeredRequest, makePartner } from './support/incidents';

/**
 * Issue 14, the users' side: a customer watches Somalia from its country page; Severe news about
 * Somalia mails them an alert and marks their answered Somalia request stale, with the news on
 * the report; the dashboard shows each role its own figures.
 */

const SCREENS = process.env.SCREENS_DIR ?? 'test-results/geography-screens';
const run = Date.now().toString(36);

const snap = (page: Page, name: string) => snapScreen(page, SCREENS, name);

test('watch alert by mail, stale mark on the report, and a dashboard for each role', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const customer = await activeAccount(request, {
    firstName: 'Wanda',
    email: `wanda-${run}@example.com`,
    password: PASSWORD,
  });
  const partner = await activeAccount(request, {
    firstName: 'Piet',
    email: `piet-${run}@example.com`,
    password: PASSWORD,
  });
  await makePartner(request, partner.userId);
  const query = `Is Mogadishu port safe for our crews? (${run})`;

  const incidentId =
    await test.step('Wanda files a Somalia request and Piet answers it', async () => {
      return answeredRequest(request, {
        customerToken: await apiLogin(request, customer.email, PASSWORD),
        partnerToken: await apiLogin(request, partner.email, PASSWORD),
        query,
        countries: ['SO'],
        rating: { response_status: 'Yellow', response: 'Watch closely.' },
      });
    });

  await test.step('Wanda watches Somalia from its country page', async () => {
    await loginInBrowser(page, customer.email, PASSWORD);
    await page.goto('/country/SO');
    await expect(page.getByRole('heading', { name: 'Somalia', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Watch this country' }).click();
    await expect(page.getByRole('button', { name: /Stop watching/ })).toBeVisible();
    await expect(page.getByRole('link', { name: query })).toBeVisible();
    await snap(page, 'country-watched');
  });

  const title = `Severe unrest in Somalia ${run}`;
  await test.step('Severe news about Somalia reaches her mailbox', async () => {
    const sent = Date.now();
    await apiCall(
      request,
      'articles/insert',
      {
        title,
        url: `https://news.example/somalia-${run}`,
        publishedAt: new Date().toISOString(),
        sourceName: 'Journey Wire',
        riskLevel: 'Severe',
        content: 'Clashes near the port.',
        is_active: true,
        countries: ['SO'],
      },
      await adminLogin(request),
    );
    const alert = await waitForMail(customer.email, /GeoRisk alert: Somalia/, {
      after: sent - 1000,
    });
    expect(alert.text).toContain(title);
    expect(alert.text).toContain('/country/SO');
    const stale = await waitForMail(customer.email, /New developments/, { after: sent - 1000 });
    expect(stale.text).toContain(`/menu/incident?report=${incidentId}`);
  });

  await test.step('her report carries the stale mark and the new developments', async () => {
    await page.goto(`/menu/incident?report=${incidentId}`);
    await expect(
      page.getByRole('heading', { name: 'New developments since this assessment' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expect(
      page.locator('.incident-report').getByText('Stale', { exact: true }),
    ).toBeVisible();
    await snap(page, 'report-stale');
  });

  await test.step('her report names Somalia, and prints with the brand, date and developments', async () => {
    await expect(page.locator('.incident-report .country-names')).toHaveText('Countries: Somalia');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByText(/^GeoRisk risk intelligence · printed \d/)).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'New developments since this assessment' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toBeHidden();
    await page.screenshot({ path: `${SCREENS}/report-print.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });
  });

  await test.step("Piet's queue names Somalia; revising, his form shows the developments", async () => {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const analyst = await context.newPage();
    await loginInBrowser(analyst, partner.email, PASSWORD);
    const row = analyst.getByRole('row').filter({ hasText: query });
    await expect(row).toContainText('Somalia');
    await row.getByRole('button', { name: 'Report' }).click();
    await expect(analyst.getByText('You are editing a published answer')).toBeVisible();
    await expect(
      analyst.getByRole('heading', { name: 'New developments since this assessment' }),
    ).toBeVisible();
    await expect(analyst.getByRole('link', { name: title })).toBeVisible();
    await snap(analyst, 'findings-form-stale');
    await context.close();
  });

  await test.step('her dashboard shows her requests, outcomes and watched Somalia', async () => {
    await page.goto('/menu/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('figure', { name: 'My requests by status' })).toBeVisible();
    const watched = page.getByRole('listitem').filter({ hasText: 'Somalia' }).first();
    await expect(watched).toContainText('Severe');
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
    await snap(page, 'dashboard-customer');
  });

  for (const [who, email, password, figure] of [
    ['partner', partner.email, PASSWORD, 'Unanswered requests'],
    ['admin', ADMIN.email, ADMIN.password, 'Requests per week (12 weeks)'],
  ] as const) {
    await test.step(`the ${who}'s dashboard shows their figures and the map`, async () => {
      const context = await browser.newContext();
      const other = await context.newPage();
      await loginInBrowser(other, email, password);
      await other.goto('/menu/dashboard');
      await expect(other.getByText(figure).first()).toBeVisible();
      await expect(other.getByRole('link', { name: 'Somalia: Severe' })).toBeVisible();
      await snap(other, `dashboard-${who}`);
      await context.close();
    });
  }
});
