import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, expectAccessible, test } from './support/fixtures';
import {
  activeAccount,
  signOffInBrowser,
  uniqueEmail,
  waitForSavedSession,
} from './support/session';

const PASSWORD = 'Journey#12345';

/** The code an authenticator app shows for the key, `steps` 30-second steps from now. */
const codeFor = (key: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/** Email and password on the Login screen; the second step follows. */
const passwordStep = async (page: Page, email: string) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
};

/** Sign Off from the menu area (on a phone, the menu slides in first). */
const signOff = async (page: Page) => {
  await page.goto('/menu/profile');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  const open = page.getByRole('button', { name: 'Open the menu' });
  if (await open.isVisible()) await open.click();
  await signOffInBrowser(page);
};

const withRecoveryCode = async (page: Page, code: string) => {
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
};

/**
 * Issue 25 items 2 and 3: a customer turns on two-step sign-in from the profile (the journey is
 * the authenticator app: it computes codes from the key shown), signs in with a code, then with a
 * recovery code that works once, and revokes the session of a second browser, which is signed out.
 */
for (const width of [1280, 375]) {
  test(`a customer enrols TOTP, signs in with codes and revokes a session at ${width} px`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(180_000);
    const customer = await activeAccount(request, {
      firstName: 'Tove',
      email: uniqueEmail(`tove-${width}`),
      password: PASSWORD,
    });
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/login');
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await waitForSavedSession(page);

    // Enrolment on the profile: QR and key, the first code, the recovery codes once.
    await page.goto('/menu/profile');
    const card = page.locator('.card', {
      has: page.getByRole('heading', { name: 'Two-step sign-in' }),
    });
    await card.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    await expect(card.getByRole('img', { name: /QR code/ })).toBeVisible();
    const key = (await card.getByTestId('totp-key').innerText()).replace(/\s/g, '');
    await expectAccessible(page, `the enrolment at ${width} px`);
    await page.screenshot({ path: `/tmp/mfa2-enrol-${width}.png`, fullPage: true });
    await card.getByLabel(/6-digit code/).fill(codeFor(key));
    await card.getByRole('button', { name: 'Confirm' }).click();
    const list = card.getByRole('list', { name: 'Recovery codes' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    const codes = await list.getByRole('listitem').allInnerTexts();
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download the codes' }).click();
    expect((await download).suggestedFilename()).toBe('georisk-recovery-codes.txt');
    await expectAccessible(page, `the recovery codes at ${width} px`);
    await page.screenshot({ path: `/tmp/mfa2-codes-${width}.png`, fullPage: true });
    await card.getByRole('button', { name: 'Done' }).click();
    await expect(card.getByText('10 recovery codes left')).toBeVisible();
    await signOff(page);

    // Sign in with a code from the app (the next step's: the enrolment's was used).
    await passwordStep(page, customer.email);
    await expectAccessible(page, `the code step at ${width} px`);
    await page.screenshot({ path: `/tmp/mfa2-code-step-${width}.png`, fullPage: true });
    await page.getByLabel(/6-digit code/).fill(codeFor(key, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await waitForSavedSession(page);
    await signOff(page);

    // A recovery code works once.
    await passwordStep(page, customer.email);
    await withRecoveryCode(page, codes[0]!);
    await expect(page).toHaveURL(/\/dashboard$/);
    await waitForSavedSession(page);
    await signOff(page);
    await passwordStep(page, customer.email);
    await withRecoveryCode(page, codes[0]!);
    await expect(page.getByRole('alert')).toContainText(
      'That code is not right, or it was already used',
    );
    await page.getByLabel('Recovery code').fill(codes[1]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await waitForSavedSession(page);

    // A second browser signs in; this one revokes it from the Sessions card.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await passwordStep(otherPage, customer.email);
    await withRecoveryCode(otherPage, codes[2]!);
    await expect(otherPage).toHaveURL(/\/dashboard$/);
    await waitForSavedSession(otherPage);

    await page.goto('/menu/profile');
    const sessions = page.getByRole('list', { name: 'Your sessions' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions.getByText('This device')).toBeVisible();
    await expectAccessible(page, `the sessions card at ${width} px`);
    await page.screenshot({ path: `/tmp/mfa2-sessions-${width}.png`, fullPage: true });
    await sessions.getByRole('button', { name: /^Revoke/ }).click();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);

    // Within a second the other browser's session is over: its next call is refused, the
    // refresh too, and it is back on the landing page, signed out.
    await otherPage.waitForTimeout(1500);
    await otherPage.goto('/menu/profile');
    await expect(otherPage).toHaveURL(/\/$/);
    const topBar = otherPage.getByRole('banner');
    await expect(topBar.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(topBar.getByText(customer.name)).toHaveCount(0);
    await other.close();
  });
}
