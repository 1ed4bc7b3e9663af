import { expect, test } from './support/fixtures';
import { waitForMail } from './support/mail-catcher';
import { snapScreen } from './support/screens';
import { activeAccount, loginInBrowser, signOffInBrowser } from './support/session';

/**
 * Companies (issue 20 item 1, docs/rules/companies.md): an owner creates a company, invites a
 * colleague who signs up through the mailed link and lands as a member; the owner then makes the
 * colleague a viewer. Each screen is checked with axe and photographed at 1280 and 375 px.
 */
const SCREENS = process.env.SCREENS_DIR ?? 'test-results/company-screens';
const unique = (who: string) =>
  `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

test('an owner creates a company and a colleague joins through the mailed invitation', async ({
  page,
  request,
}) => {
  const owner = await activeAccount(request, {
    firstName: 'Olive',
    email: unique('owner'),
    password: 'Owner#Pass1',
  });
  const colleague = unique('colleague');

  await loginInBrowser(page, owner.email, owner.password);
  await page.goto('/menu/companies');
  await expect(page.getByRole('heading', { name: 'Create a company' })).toBeVisible();
  await snapScreen(page, SCREENS, 'create');
  await page.getByLabel('Company name').fill('Acme Risk');
  await page.getByLabel('Kind').selectOption('Corporate');
  await page.getByLabel('Country').selectOption('GB');
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByText('Companies Registered Successfully.')).toBeVisible();
  await snapScreen(page, SCREENS, 'created');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Acme Risk' })).toBeVisible();

  const sent = Date.now();
  await page.getByLabel('E-mail').fill(colleague);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`An invitation has been sent to ${colleague}`)).toBeVisible();
  await expect(page.getByText(`${colleague} as member`)).toBeVisible();
  await snapScreen(page, SCREENS, 'owner');
  await signOffInBrowser(page);

  const mail = await waitForMail(colleague, /invites you to Acme Risk/, { after: sent });
  const link = /https?:\/\/\S+?\/invite\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link, 'invitation link in the mail').toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByText(`Acme Risk invites ${colleague} to join as member.`)).toBeVisible();
  await snapScreen(page, SCREENS, 'invite');
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Phone').fill('+447700900456');
  await page.getByLabel('Password', { exact: true }).fill('Colleague#1');
  await page.getByRole('button', { name: 'Sign up and join Acme Risk' }).click();
  await expect(page).toHaveURL(/\/menu\/companies$/);
  await expect(page.getByRole('heading', { name: 'Acme Risk' })).toBeVisible();
  await expect(page.getByText('Your role: member.')).toBeVisible();
  await snapScreen(page, SCREENS, 'member');
  await signOffInBrowser(page);

  await loginInBrowser(page, owner.email, owner.password);
  await page.goto('/menu/companies');
  await page.getByLabel('Role of Ada Lovelace').selectOption('viewer');
  await expect(page.getByText('Role changed')).toBeVisible();
  await expect(page.getByLabel('Role of Ada Lovelace')).toHaveValue('viewer');
});
