import { expect, expectAccessible, test } from './support/fixtures';
import { ADMIN, anonymousToken, loginInBrowser } from './support/session';

/**
 * Issue 20 item 4 (first part): an admin reads the audit trail — a refused sign-in shows with the
 * address tried, filters narrow it, and the chain check says it is intact — at 1280 and 375 px.
 */
for (const width of [1280, 375]) {
  test(`an admin reads and checks the audit trail at ${width} px`, async ({ page, request }) => {
    const tried = `nobody-${width}@georisk.test`;
    const refused = await request.post('/api/auth/login', {
      data: { email: tried, password: 'Wrong#Pass123' },
      headers: { authorization: `Bearer ${await anonymousToken(request)}` },
    });
    expect(refused.status()).toBe(401);

    await page.setViewportSize({ width, height: 900 });
    await loginInBrowser(page, ADMIN.email, ADMIN.password);
    await page.goto('/menu/audit');
    await expect(page.getByRole('heading', { name: 'Audit trail' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: tried });
    await expect(row.first()).toContainText('Sign-in refused');
    await expect(row.first()).toContainText('reason: bad credentials');
    await expectAccessible(page, `the audit trail at ${width} px`);
    await page.screenshot({ path: test.info().outputPath(`audit-${width}.png`), fullPage: true });

    await page.getByRole('combobox', { name: 'Action' }).selectOption('Signed in');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('row').filter({ hasText: tried })).toHaveCount(0);
    await expect(page.getByRole('cell', { name: 'Signed in' }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Check the chain' }).click();
    await expect(page.getByRole('status')).toContainText('The audit trail is intact');
  });
}
