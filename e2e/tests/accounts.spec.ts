import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expect, expectAccessible, test } from './support/fixtures';
import { waitForMail } from './support/mail-catcher';
import { waitForSavedSession, uniqueEmail } from './support/session';

/**
 * Accounts journeys (issue 3): sign-up with a mailed OTP, login that survives a reload, password
 * change, sign off, password reset through the mailed link, and the validation messages of the forms.
 */

const INVALID_PASSWORD =
  'Invalid Password: minLength: 8, minLowercase: 1, minUppercase: 1, minNumbers: 1, minSymbols: 1';

const otpFrom = (text: string): string => {
  const code = /^ {4}(\d{4})\s*$/m.exec(text)?.[1];
  if (!code) throw new Error(`No OTP in mail:\n${text}`);
  return code;
};

const resetLinkFrom = (text: string): string => {
  const link = /https?:\/\/\S+?\/forget\?token=[\w-]+/.exec(text)?.[0];
  if (!link) throw new Error(`No reset link in mail:\n${text}`);
  return link;
};

const signUp = async (page: Page, email: string, password: string) => {
  await page.goto('/register');
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('combobox', { name: 'Phone Code' }).fill('United Kingdom');
  await page.getByRole('option', { name: '+44 United Kingdom' }).click();
  await page.getByLabel('Phone', { exact: true }).fill('7700900123');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Submit' }).click();
};

const logIn = async (page: Page, email: string, password: string) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
};

const banner = (page: Page) => page.locator('.alert').first();

test('a new user signs up, activates, logs in, changes and resets the password', async ({
  page,
}) => {
  const email = uniqueEmail('ada');
  const first = 'First#Pass1';
  const second = 'Second#Pass2';
  const third = 'Third#Pass3';

  const started = Date.now();
  await signUp(page, email, first);
  await expect(page).toHaveURL(/\/active$/);
  await expect(page.getByRole('heading', { name: 'Activate User' })).toBeVisible();
  const otpMail = await waitForMail(email, /activation code/i, { after: started });
  await page.getByLabel('OTP').fill(otpFrom(otpMail.text));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Account Activated Successfully. Please login')).toBeVisible();
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, email, first);
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForSavedSession(page);
  await expect(page.getByRole('link', { name: 'Ada Lovelace' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Ada Lovelace' })).toBeVisible();

  await page.getByRole('link', { name: 'Menu' }).click();
  await page
    .getByRole('navigation', { name: 'Menu' })
    .getByRole('link', { name: 'Update Password' })
    .click();
  await expect(page).toHaveURL(/\/menu\/update$/);
  await page.getByLabel('Current Password', { exact: true }).fill(first);
  await page.getByLabel('New Password', { exact: true }).fill(second);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Password updated successfully')).toBeVisible();
  await waitForMail(email, /password was changed/i, { after: started });

  await page.getByRole('button', { name: 'Sign Off' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
  ).toBeVisible();

  const resetAsked = Date.now();
  await page.goto('/forget');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(banner(page)).toHaveClass(/alert-success/);
  const resetMail = await waitForMail(email, /reset your georisk password/i, { after: resetAsked });
  await page.goto(resetLinkFrom(resetMail.text));
  await page.getByLabel('New Password', { exact: true }).fill(third);
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page.getByText(/password has been reset/i)).toBeVisible();

  await logIn(page, email, second);
  await expect(banner(page)).toHaveText('Invalid Email or Password');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, email, third);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Ada Lovelace' })).toBeVisible();
});

test('login shows each validation message in order for bad input', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('weak');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid Email');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText(INVALID_PASSWORD);
});

test('sign up shows each validation message in order for bad input', async ({ page }) => {
  await page.goto('/register');
  const submit = page.getByRole('button', { name: 'Submit' });
  const expectMessage = async (message: string) => {
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText(message);
  };
  await page.getByLabel('First Name').fill('Ada1');
  await expectMessage('Invalid First Name');
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('L0velace');
  await expectMessage('Invalid Last Name');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email').fill('ada@');
  await expectMessage('Invalid Email');
  await page.getByLabel('Email').fill('ada@example.com');
  await expectMessage('Invalid Phone Code. Please Choose from the List');
  await page.getByRole('combobox', { name: 'Phone Code' }).fill('+49');
  await page.getByRole('option', { name: '+49 Germany' }).click();
  await page.getByLabel('Phone', { exact: true }).fill('12ab');
  await expectMessage('Invalid Phone Number. Please Give only Numbers');
  await page.getByLabel('Phone', { exact: true }).fill('15112345678');
  await page.getByLabel('Password', { exact: true }).fill('password');
  await expectMessage(INVALID_PASSWORD);
  await page.getByLabel('Password', { exact: true }).fill('Secret#123');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Secret#124');
  await expectMessage('Password and Confirm Password must Match');
  await page.getByRole('combobox', { name: 'Phone Code' }).fill('Atlantis');
  await expect(page.getByText('No matches found.')).toBeVisible();
});

test('logging in to an account that is not activated (PAY032) leads to /active, which activates it', async ({
  page,
}) => {
  const email = uniqueEmail('grace');
  const started = Date.now();
  await signUp(page, email, 'Grace#Pass1');
  await expect(page).toHaveURL(/\/active$/);
  const otp = otpFrom((await waitForMail(email, /activation code/i, { after: started })).text);

  await logIn(page, email, 'Grace#Pass1');
  await expect(page).toHaveURL(/\/active$/);
  // The user_id rides in the history entry's state, so a reload keeps it.
  await page.reload();
  await page.getByLabel('OTP').fill(otp);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Account Activated Successfully. Please login')).toBeVisible();
  await logIn(page, email, 'Grace#Pass1');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an admin grants and revokes the partner role on the Users screen', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('linus');
  const { accessToken } = (await (
    await request.post('/api/auth/generic', { data: {} })
  ).json()) as {
    accessToken: string;
  };
  const created = await request.post('/api/user/insert', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: {
      firstName: 'Linus',
      lastName: 'Partner',
      email,
      phone: '+4915112345678',
      password: 'Linus#Pass1',
    },
  });
  expect(created.ok()).toBe(true);

  await logIn(page, 'admin@georisk.test', 'Admin#12345');
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForSavedSession(page);
  for (const screen of ['/menu/profile', '/menu/update']) {
    await page.goto(screen);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, screen);
  }
  await page.goto('/menu/users');
  const search = page.getByRole('search');
  await search.getByRole('searchbox').fill(email);
  await search.getByRole('button', { name: 'Search' }).click();
  const partner = page.getByRole('switch', { name: 'Partner: Linus Partner' });
  await expect(partner).not.toBeChecked();
  await partner.click();
  await expect(page.getByText(/^Roles updated/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Partner: Linus Partner' })).toBeChecked();
  await expectAccessible(page, 'Users screen');
  await page.getByRole('switch', { name: 'Partner: Linus Partner' }).click();
  await expect(page.getByRole('switch', { name: 'Partner: Linus Partner' })).not.toBeChecked();
});

test('the account screens have no detectable accessibility violations', async ({ page }) => {
  for (const path of ['/login', '/register', '/forget', '/forget?token=abc', '/active']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`),
    ).toEqual([]);
  }
});
