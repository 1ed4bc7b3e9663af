import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { journeyScreens, PASSWORD } from './support/journey';
import { ADMIN, activeAccount, loginInBrowser, signOffInBrowser } from './support/session';

/**
 * Purchases end to end (docs/rules/purchases.md): a customer sees the credit packs in EUR and in
 * pounds at the day's reference rate (served in the ECB's format for the whole run: support/rates-feed.ts), buys one by invoice and
 * downloads its PDF; an admin marks it paid on /menu/invoices; the customer's balance shows the
 * credits. The journeys' server grants WELCOME_CREDITS=1000.
 */

const run = Date.now().toString(36);
const snap = journeyScreens('purchases');

test('purchases: buy a pack by invoice, download its PDF, an admin marks it paid', async ({
  page,
  request,
}) => {
  const customer = await activeAccount(request, {
    firstName: 'Pia',
    email: `pia-${run}@example.com`,
    password: PASSWORD,
  });
  let number = '';

  await test.step('the customer sees the packs in EUR and GBP with the rate date', async () => {
    await loginInBrowser(page, customer.email, PASSWORD);
    await page.goto('/menu/purchase');
    await expect(page.getByRole('heading', { name: 'Purchase credits' })).toBeVisible();
    await expect(page.getByTestId('purchase-balance')).toHaveText('Your balance: 1000 credits');
    await page.getByLabel('Show prices also in').selectOption('GBP');
    await expect(page.getByTestId('rate-line')).toHaveText(
      'Reference rate of 27 Nov 2026: 1 EUR = 0.84 GBP',
    );
    await expect(page.getByText('about £41.16')).toBeVisible();
    await snap(page, '0-packs');
  });

  await test.step('buys the Starter pack by invoice and downloads the PDF', async () => {
    await page.getByRole('button', { name: 'Buy Starter by invoice' }).click();
    const issued = page.getByTestId('issued-number');
    await expect(issued).toHaveText(/^GR-\d{4}-\d{6}$/);
    number = (await issued.textContent()) ?? '';
    const row = page.getByTestId(`invoice-${number}`);
    await expect(row.getByText('Open')).toBeVisible();
    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download invoice PDF' }).click();
    const download = await saved;
    expect(download.suggestedFilename()).toBe(`invoice-${number}.pdf`);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await snap(page, '1-invoice-issued');
    await signOffInBrowser(page);
  });

  await test.step('an admin marks the invoice paid', async () => {
    await loginInBrowser(page, ADMIN.email, ADMIN.password);
    await page.goto('/menu/invoices');
    await expect(page.getByRole('heading', { name: 'Invoices', exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Mark invoice ${number} paid` }).click();
    await expect(page.getByText('Invoice marked paid: credits added')).toBeVisible();
    await expect(page.getByTestId(`invoice-${number}`).getByText('Paid')).toBeVisible();
    // The row's PDF button moved under the pointer when "Mark paid" went: photograph it at rest.
    await page.mouse.move(0, 0);
    await snap(page, '2-admin-invoices');
    await signOffInBrowser(page);
  });

  await test.step("the customer's balance shows the credits", async () => {
    await loginInBrowser(page, customer.email, PASSWORD);
    await page.goto('/menu/purchase');
    await expect(page.getByTestId('purchase-balance')).toHaveText('Your balance: 1010 credits');
    await expect(page.getByTestId(`invoice-${number}`).getByText('Paid')).toBeVisible();
    await snap(page, '3-paid');
  });
});
