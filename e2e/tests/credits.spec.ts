import { expect, test } from './support/fixtures';
import { journeyScreens, PASSWORD } from './support/journey';
import { globalQueryType } from './support/incidents';
import {
  ADMIN,
  activeAccount,
  adminLogin,
  loginInBrowser,
  signOffInBrowser,
} from './support/session';

/**
 * Credits end to end (docs/rules/credits.md): an admin issues a voucher on /menu/vouchers; a
 * customer redeems it on /menu/redeem and sees the balance; files a priced request (the form shows
 * the price beside the balance, which then goes down); a request priced above the balance gets
 * "Not enough credits. Please purchase credits" with a link to buy more. The journeys' server
 * grants WELCOME_CREDITS=1000, so the too-expensive type is priced above that.
 */

const run = Date.now().toString(36);
const snap = journeyScreens('credits');

/** A Global query type of the seeded first category, at `price` credits. */
const pricedType = async (request: Parameters<typeof adminLogin>[0], name: string, price: number) =>
  (
    await globalQueryType(request, {
      name,
      icon: 'cash-coin',
      about: 'A priced question',
      price_credits: price,
    })
  ).label;

test('credits: issue a voucher, redeem it, file a priced request, meet the 402', async ({
  page,
  request,
}) => {
  const briefing = await pricedType(request, `Priced briefing ${run}`, 3);
  const deepDive = await pricedType(request, `Deep dive ${run}`, 5000);
  const customer = await activeAccount(request, {
    firstName: 'Cora',
    email: `cora-${run}@example.com`,
    password: PASSWORD,
  });
  let code = '';

  await test.step('an admin issues a voucher for 7 credits', async () => {
    await loginInBrowser(page, ADMIN.email, ADMIN.password);
    await page.goto('/menu/vouchers');
    await expect(page.getByRole('heading', { name: 'Vouchers', exact: true })).toBeVisible();
    await page.getByLabel('Credits').fill('7');
    await page.getByLabel('Note').fill(`Journey ${run}`);
    await page.getByRole('button', { name: 'Issue voucher' }).click();
    const shown = page.getByTestId('voucher-code');
    await expect(shown).toHaveText(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    code = (await shown.textContent()) ?? '';
    await expect(page.getByRole('cell', { name: `Journey ${run}` })).toBeVisible();
    await snap(page, '0-vouchers-issued');
    await signOffInBrowser(page);
  });

  await test.step('the customer redeems it and sees the balance', async () => {
    await loginInBrowser(page, customer.email, PASSWORD);
    await page.goto('/menu/redeem');
    await expect(page.getByText('Your balance: 1000 credits')).toBeVisible();
    await page.getByLabel('Voucher code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Redeem' }).click();
    await expect(page.getByText('Voucher redeemed: 7 credits added')).toBeVisible();
    await expect(page.getByText('Your balance: 1007 credits')).toBeVisible();
    await snap(page, '1-redeemed');
    await page.getByLabel('Voucher code').fill(code);
    await page.getByRole('button', { name: 'Redeem' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This voucher has already been redeemed for this account',
    );
  });

  await test.step('files a priced request: the price shows beside the balance, which goes down', async () => {
    await page.goto('/menu/incident');
    await page.getByRole('button', { name: 'Register Incident Request' }).click();
    await page.getByLabel('Identification').selectOption('Global');
    await page.getByLabel('QueryType').selectOption({ label: briefing });
    await expect(page.getByTestId('price-line')).toHaveText('Costs 3 credits · you have 1007');
    await page.getByRole('textbox', { name: 'Query' }).fill(`Will the port reopen? (${run})`);
    await snap(page, '2-form-priced');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Incident Request registered')).toBeVisible();
    await page.goto('/menu/redeem');
    await expect(page.getByText('Your balance: 1004 credits')).toBeVisible();
  });

  await test.step('with too few credits the form says so and links to purchase', async () => {
    await page.goto('/menu/incident');
    await page
      .getByRole('button', { name: /Incident Request/ })
      .first()
      .click();
    await page.getByLabel('Identification').selectOption('Global');
    await page.getByLabel('QueryType').selectOption({ label: deepDive });
    await expect(page.getByTestId('price-line')).toHaveText('Costs 5000 credits · you have 1004');
    await page.getByRole('textbox', { name: 'Query' }).fill(`A full assessment, please (${run})`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Not enough credits. Please purchase credits',
    );
    await expect(
      page.getByRole('alert').getByRole('link', { name: 'Purchase credits' }),
    ).toHaveAttribute('href', '/menu/purchase');
    await snap(page, '3-not-enough-credits');
  });
});
