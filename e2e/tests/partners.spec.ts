import { expect, test } from './support/fixtures';
import { journeyScreens, PASSWORD } from './support/journey';
import { makePartner } from './support/incidents';
import {
  ADMIN,
  activeAccount,
  adminLogin,
  apiCall,
  loginInBrowser,
  signOffInBrowser,
} from './support/session';

/**
 * Partner firms end to end (docs/rules/partners.md): an admin adds a firm on /menu/firms and
 * assigns a partner (its first, so its owner); a customer finds the firm on /menu/partners; the
 * owner enters payout details on /menu/bank (a bad IBAN refused, a good one saved and shown
 * whole); another partner of the firm sees them masked.
 */

const run = Date.now().toString(36);
const snap = journeyScreens('partners');

const partnerAccount = async (request: Parameters<typeof adminLogin>[0], firstName: string) => {
  const person = await activeAccount(request, {
    firstName,
    email: `${firstName.toLowerCase()}-${run}@example.com`,
    password: PASSWORD,
  });
  await makePartner(request, person.userId);
  return person;
};

test('partners: a firm, its directory entry and its payout details', async ({ page, request }) => {
  const firm = `Harbour Analysts ${run}`;
  const owner = await partnerAccount(request, 'Olga');
  const colleague = await partnerAccount(request, 'Cato');
  const customer = await activeAccount(request, {
    firstName: 'Cleo',
    email: `cleo-${run}@example.com`,
    password: PASSWORD,
  });

  await test.step('an admin adds a firm and assigns a partner', async () => {
    await loginInBrowser(page, ADMIN.email, ADMIN.password);
    await page.goto('/menu/firms');
    await expect(page.getByRole('heading', { name: 'Partner firms', exact: true })).toBeVisible();
    await page.getByLabel('Name').fill(firm);
    await page.getByLabel('About').fill('Ports, shipping and the straits');
    await page.getByLabel('Languages').fill('en, fr');
    await page.getByRole('button', { name: 'Add firm' }).click();
    await expect(page.getByText('Partner firm added')).toBeVisible();
    await page.getByRole('combobox', { name: /^Firm/ }).selectOption({ label: firm });
    await page
      .getByRole('combobox', { name: /^Partner/ })
      .selectOption({ label: `${owner.name} (${owner.email})` });
    await page.getByRole('button', { name: 'Assign partner' }).click();
    await expect(page.getByText('Partner assigned')).toBeVisible();
    await expect(page.getByRole('cell', { name: `${owner.name} (owner)` })).toBeVisible();
    await snap(page, '0-firms');
    // Editing: the same form, filled in; the category chosen shows in the table.
    await page.getByRole('button', { name: `Edit ${firm}` }).click();
    await expect(page.getByRole('heading', { name: `Change ${firm}` })).toBeFocused();
    await expect(page.getByLabel('Name')).toHaveValue(firm);
    await page.getByRole('checkbox', { name: 'Trade Policy' }).check();
    await snap(page, '0b-firm-edit');
    await page.getByRole('button', { name: 'Save firm' }).click();
    await expect(page.getByText('Partner firm changed')).toBeVisible();
    await expect(
      page.getByRole('row').filter({ hasText: firm }).getByRole('cell', { name: 'Trade Policy' }),
    ).toBeVisible();
    const token = await adminLogin(request);
    const firms = (await apiCall(request, 'partnerFirm/list', {}, token)).partnerFirm as {
      partner_firm_id: string;
      name: string;
    }[];
    const id = firms.find((f) => f.name === firm)!.partner_firm_id;
    await apiCall(
      request,
      'partnerFirm/assign',
      { partner_firm_id: id, user_id: colleague.userId },
      token,
    );
    await signOffInBrowser(page);
  });

  await test.step('a customer sees the firm in the directory', async () => {
    await loginInBrowser(page, customer.email, PASSWORD);
    await page.goto('/menu/partners');
    const card = page.getByRole('article', { name: firm });
    await expect(card).toBeVisible();
    await expect(card.getByText('English, French')).toBeVisible();
    await expect(card.getByText('0 requests answered')).toBeVisible();
    await expect(card.getByText('No answers yet')).toBeVisible();
    await snap(page, '1-directory');
    await signOffInBrowser(page);
  });

  await test.step('the owner enters payout details: a bad IBAN refused, a good one saved', async () => {
    await loginInBrowser(page, owner.email, PASSWORD);
    await page.goto('/menu/bank');
    await expect(page.getByText('No payout details yet.')).toBeVisible();
    await page.getByLabel('Account holder').fill(firm);
    await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 01');
    await page.getByLabel('BIC').fill('DEUTDEFF');
    await page.getByRole('button', { name: 'Save payout details' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Please enter a valid IBAN, like DE89 3704 0044 0532 0130 00',
    );
    await snap(page, '2-bank-bad-iban');
    await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
    await page.getByRole('button', { name: 'Save payout details' }).click();
    await expect(page.getByText('Payout details saved')).toBeVisible();
    await expect(page.getByTestId('bank-details')).toContainText('DE89370400440532013000');
    await snap(page, '3-bank-saved');
    await signOffInBrowser(page);
  });

  await test.step("the firm's other partner sees them masked and cannot change them", async () => {
    await loginInBrowser(page, colleague.email, PASSWORD);
    await page.goto('/menu/bank');
    await expect(page.getByTestId('bank-details')).toContainText('DE•• •••• 3000');
    await expect(page.getByTestId('bank-details')).not.toContainText('DE89370400440532013000');
    await expect(page.getByRole('button', { name: 'Save payout details' })).toHaveCount(0);
    await snap(page, '4-bank-masked');
  });
});
