import { expect, expectAccessible, test } from './support/fixtures';
import { uniqueEmail } from './support/session';

/**
 * Issue 28, item 10: a wrong password is one request. The client never renews its token and
 * sends the password again, so argon2 runs once and a typo costs one try of the account's limit.
 */
for (const width of [1280, 375]) {
  test(`a refused login sends one request at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const logins: string[] = [];
    const renewals: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/login')) logins.push(request.url());
      if (request.url().endsWith('/api/auth/generic')) renewals.push(request.url());
    });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    const renewalsBefore = renewals.length;
    await page.getByLabel('Email').fill(uniqueEmail('refused'));
    await page.getByLabel('Password', { exact: true }).fill('Wrong#Pass123');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid Email or Password');
    await expectAccessible(page, `the refused login at ${width} px`);
    expect(logins).toHaveLength(1);
    expect(renewals).toHaveLength(renewalsBefore);
  });
}
