import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import {
  activeAccount,
  loginInBrowser,
  signOffInBrowser,
  uniqueEmail,
  waitForSavedSession,
} from './support/session';
import { PASSWORD } from './support/journey';

const SHOTS = process.env.SCREENS_DIR ?? '/tmp/shots-passkeys';
// WebAuthn refuses an IP address as relying party: the server's PASSKEY_ORIGIN is localhost.
test.use({ baseURL: `http://localhost:${process.env.E2E_PORT ?? 3100}` });

/** Chromium's virtual authenticator (CDP): a platform passkey that verifies the user at once. */
const addVirtualAuthenticator = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
};

const signOff = async (page: Page) => {
  const open = page.getByRole('button', { name: 'Open the menu' });
  if (await open.isVisible()) await open.click();
  await signOffInBrowser(page);
};

/**
 * Issue 25 item 2 (docs/rules/second-factor.md): a customer adds a passkey on the profile (the
 * browser's authenticator is Chromium's virtual one) and keeps the recovery codes it brings, signs
 * in with the password and "Use a passkey", then with a recovery code as if the passkey were lost,
 * then removes it (the current password asked again) and signs in with the password alone.
 */
for (const width of [1280, 375]) {
  test(`a customer adds a passkey and signs in with it at ${width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 900 });
    const customer = await activeAccount(request, {
      firstName: 'Pia',
      email: uniqueEmail(`passkey-${width}`),
      password: PASSWORD,
    });
    await addVirtualAuthenticator(page);
    await loginInBrowser(page, customer.email, PASSWORD);

    await page.goto('/menu/profile');
    const card = page.locator('.card', { has: page.getByRole('heading', { name: 'Passkeys' }) });
    await expect(card.getByText('No passkey yet.')).toBeVisible();
    await card.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(card.getByRole('alert')).toContainText('Please give the passkey a name');
    await card.getByLabel('Passkey name').fill('Journey laptop');
    await card.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(card.getByRole('status')).toContainText('Passkey added');
    // The first second factor brings ten recovery codes, shown this once.
    const codes = card.getByRole('list', { name: 'Recovery codes' });
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    const recoveryCode = (await codes.getByRole('listitem').first().textContent()) ?? '';
    await expectAccessible(page, `the passkey's recovery codes at ${width} px`);
    await card.screenshot({ path: `${SHOTS}/passkey-recovery-codes-${width}.png` });
    await card.getByRole('button', { name: 'Done' }).click();
    const list = card.getByRole('list', { name: 'Your passkeys' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByText('Journey laptop')).toBeVisible();
    await expect(list.getByText('not used yet')).toBeVisible();
    await expectAccessible(page, `the passkeys card at ${width} px`);
    await card.screenshot({ path: `${SHOTS}/passkeys-card-${width}.png` });
    await signOff(page);

    // The password first, then the passkey: the step offers only the factor the account has.
    await page.goto('/login');
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
    await expect(page.getByLabel(/6-digit code/)).toHaveCount(0);
    await expectAccessible(page, `the passkey step at ${width} px`);
    await page.screenshot({ path: `${SHOTS}/passkey-step-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await waitForSavedSession(page);
    // Used once: the profile says when; removing it (confirmed) leaves the password alone.
    await page.goto('/menu/profile');
    await expect(list.getByText(/last used/)).toBeVisible();
    await signOff(page);

    // The passkey lost: a recovery code signs in instead.
    await page.goto('/login');
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Lost your passkey? Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCode);
    await page.screenshot({ path: `${SHOTS}/passkey-recovery-step-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await waitForSavedSession(page);

    await page.goto('/menu/profile');
    await list.getByRole('button', { name: 'Remove the passkey Journey laptop' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove passkey' });
    // Who it is, again: a wrong password is refused in the dialog, the right one removes.
    await dialog.getByLabel('Current Password', { exact: true }).fill('Wrong#Password1');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Current password is incorrect');
    await expectAccessible(page, `the remove-passkey dialog at ${width} px`);
    await page.screenshot({ path: `${SHOTS}/passkey-remove-dialog-${width}.png` });
    await dialog.getByLabel('Current Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(card.getByText('No passkey yet.')).toBeVisible();
    await signOff(page);
    await loginInBrowser(page, customer.email, PASSWORD);
  });
}
