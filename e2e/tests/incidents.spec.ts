import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { PASSWORD } from './support/journey';
import { snapScreen } from './support/screens';
import { waitForMail } from './support/mail-catcher';
import { fileIncident, makePartner } from './support/incidents';
import { activeAccount, loginInBrowser } from './support/session';

/**
 * Issue 5 end to end: a customer files incident requests (each validation message on bad input), a partner
 * answers one with a mix of Green/Yellow/Red, the customer gets the 'answered' e-mail, reads and
 * prints the coloured report, then edits and deletes a request of their own.
 * Accounts are prepared through the API (sign-up, mailed OTP, activation); the screens under test
 * are the incident and finding screens. The query types and factors are the seeded ones.
 */

const run = Date.now().toString(36);

/** Where the screenshots go; parallel runs of other specs wipe test-results, so it can move. */
const SCREENS = process.env.SCREENS_DIR ?? 'test-results/incident-screens';

/** Every sub-view at desktop and phone width, kept for a human to look at, and checked by axe. */
const snap = (page: Page, name: string) => snapScreen(page, SCREENS, name);

test('incident requests: file, answer, read and print the report, edit and delete', async ({
  browser,
  page,
  request,
}) => {
  const travelQuery = `Is it safe to travel to the northern border region next month? (${run})`;
  const borderQuery = `Will the land crossing stay open for trucks? (${run})`;
  const customer = await activeAccount(request, {
    firstName: 'Clara',
    email: `clara-${run}@example.com`,
    password: PASSWORD,
  });
  const partner = await activeAccount(request, {
    firstName: 'Pablo',
    email: `pablo-${run}@example.com`,
    password: PASSWORD,
  });

  await test.step('an admin makes Pablo a partner', () => makePartner(request, partner.userId));

  await test.step('the customer sees the empty state on the home page and the incident page', async () => {
    await loginInBrowser(page, customer.email, PASSWORD);
    const empty = 'You do not have registered any Incident Request with us. Please create One.';
    await expect(page.getByText(empty)).toBeVisible();
    await page.goto('/menu/incident');
    await expect(page.getByText(empty)).toBeVisible();
    await snap(page, '0-list-empty');
  });

  await test.step('the form shows each validation message in order and filters query types', async () => {
    await page.getByRole('button', { name: 'Register Incident Request' }).click();
    await expect(page.getByRole('heading', { name: 'Register Incident Request' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Submit' });
    const alert = page.getByRole('alert');
    await submit.click();
    await expect(alert).toHaveText('Please select Identification');
    await page.getByLabel('Identification').selectOption('Corporate');
    await submit.click();
    await expect(alert).toHaveText('Please select QueryType');
    await page
      .getByLabel('QueryType')
      .selectOption({ label: 'Conflict exposure (Military Conflicts)' });
    // Another customer type clears the choice and offers its own query types only.
    await page.getByLabel('Identification').selectOption('Citizen');
    await expect(page.getByLabel('QueryType')).toHaveValue('');
    await expect(
      page.getByLabel('QueryType').getByRole('option', { name: /Conflict exposure/ }),
    ).toHaveCount(0);
    await page.getByLabel('QueryType').selectOption({ label: 'Travel safety (Risk Assessment)' });
    await page.getByRole('textbox', { name: 'Query' }).fill('   ');
    await submit.click();
    await expect(alert).toHaveText('Please specify the Query');
    await snap(page, '1-form-register');
    await page.getByRole('textbox', { name: 'Query' }).fill(travelQuery);
    await submit.click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Incident Request registered' }),
    ).toBeVisible();
  });

  await test.step('a second request, and the list shows both with their status', async () => {
    await fileIncident(page, {
      customerType: 'Citizen',
      queryType: 'Border status (Border Disputes)',
      query: borderQuery,
    });
    const travel = page.getByRole('article', { name: 'Travel safety' });
    await expect(travel).toContainText(travelQuery);
    await expect(travel).toContainText('Submitted');
    await expect(page.getByRole('article', { name: 'Border status' })).toContainText(borderQuery);
    await snap(page, '0-list');
    // The same manager is embedded in the logged-in home page.
    await page.goto('/dashboard');
    await expect(page.getByRole('article', { name: 'Border status' })).toContainText(borderQuery);
    await snap(page, '0-home-embedded');
    await page.goto('/menu/incident');
  });

  const partnerPage = await (
    await browser.newContext({ baseURL: test.info().project.use.baseURL })
  ).newPage();
  await test.step('the partner answers the travel request with Red, Yellow and Green', async () => {
    await loginInBrowser(partnerPage, partner.email, PASSWORD);
    await partnerPage.goto('/menu/finding');
    await partnerPage.getByLabel('Status', { exact: true }).selectOption('Submitted');
    const row = partnerPage.getByRole('row').filter({ hasText: travelQuery });
    await expect(row).toContainText('Citizen');
    await expect(row).toContainText('Travel safety');
    await snap(partnerPage, '3-finding-table');
    await row.getByRole('button', { name: 'Report' }).click();
    await expect(partnerPage.getByRole('heading', { name: 'Findings' })).toBeVisible();
    await expect(partnerPage.getByText(travelQuery)).toBeVisible();
    const answers = [
      ['Political stability', 'Red', 'Coalition collapsed; snap election called.'],
      ['Economic resilience', 'Yellow', 'Currency under pressure, reserves adequate.'],
      ['Security environment', 'Green', 'No unrest reported near the crossing.'],
    ] as const;
    for (const [factor, status, response] of answers) {
      await partnerPage.getByLabel(`Status of ${factor}`).selectOption(status);
      await partnerPage.getByLabel(`Response for ${factor}`).fill(response);
    }
    await snap(partnerPage, '4-findings-form');
    await partnerPage.getByRole('button', { name: 'Submit' }).click();
    await expect(
      partnerPage.getByRole('status').filter({ hasText: 'Finding registered' }),
    ).toBeVisible();
    // The queue refreshed: the answered request left the "Submitted" view.
    await expect(partnerPage.getByRole('row').filter({ hasText: travelQuery })).toHaveCount(0);
    await expect(partnerPage.getByRole('row').filter({ hasText: borderQuery })).toBeVisible();
    await partnerPage.getByLabel('Status', { exact: true }).selectOption('');
    await expect(partnerPage.getByRole('row').filter({ hasText: travelQuery })).toContainText(
      'Answered',
    );
  });
  await partnerPage.context().close();

  await test.step('the customer follows the e-mail link to the coloured report', async () => {
    const mail = await waitForMail(customer.email, /answered/);
    const link = /https?:\/\/\S+\/menu\/incident\?report=[0-9a-f-]+/.exec(mail.text)?.[0];
    expect(link, 'report link in the answered mail').toBeTruthy();
    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'Travel safety' })).toBeVisible();
    await expect(page.getByText(travelQuery)).toBeVisible();
    const statusOf = (factor: string) =>
      page.getByRole('row').filter({ hasText: factor }).getByRole('cell').last();
    await expect(statusOf('Political stability')).toHaveText('Red');
    await expect(statusOf('Political stability')).toHaveClass(/text-bg-danger/);
    await expect(statusOf('Economic resilience')).toHaveClass(/text-bg-warning/);
    await expect(statusOf('Security environment')).toHaveClass(/text-bg-success/);
    await expect(page.getByRole('row').filter({ hasText: 'Economic resilience' })).toContainText(
      'Currency under pressure',
    );
    await expect(page.getByRole('list', { name: 'Scorecard' })).toContainText('1 Red');
    await snap(page, '2-report');
  });

  await test.step('the report prints as a clean brief', async () => {
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: 'Print / Save as PDF' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Back' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();
    await expect(page.getByText(travelQuery)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Scorecard' })).toBeVisible();
    // An A4 sheet at 96 dpi, so the screenshot looks like the printed page.
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.screenshot({ path: `${SCREENS}/2-report-print.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    // The brief fits one A4 page: the PDF Chromium prints holds a single page object.
    const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    await page.emulateMedia({ media: 'screen' });
  });

  await test.step('the customer edits, then deletes, the open request', async () => {
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/menu\/incident$/);
    await expect(
      page.getByRole('article', { name: 'Travel safety' }).getByRole('button', { name: 'Edit' }),
    ).toBeDisabled();
    await page
      .getByRole('article', { name: 'Border status' })
      .getByRole('button', { name: 'Edit' })
      .click();
    await expect(page.getByRole('heading', { name: 'Update Incident Request' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Query' })).toHaveValue(borderQuery);
    await expect(page.getByLabel('Identification')).toHaveValue('Citizen');
    await snap(page, '1-form-update');
    const reworded = `Will the land crossing stay open for trucks and buses? (${run})`;
    await page.getByRole('textbox', { name: 'Query' }).fill(reworded);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Incident Request updated' }),
    ).toBeVisible();
    const border = page.getByRole('article', { name: 'Border status' });
    await expect(border).toContainText(reworded);

    await border.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Incident Request' });
    await expect(dialog).toContainText(reworded);
    // Audit the dialog once its fade-in is over, not half-transparent.
    await expect(dialog).toHaveCSS('opacity', '1');
    await snap(page, '0-list-delete-confirm');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Incident Request deleted' }),
    ).toBeVisible();
    await expect(page.getByRole('article', { name: 'Border status' })).toHaveCount(0);
    await expect(page.getByRole('article', { name: 'Travel safety' })).toBeVisible();
  });
});
