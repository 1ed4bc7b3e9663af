import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { activeAccount, ADMIN, loginInBrowser } from './support/session';

/**
 * Issue 13's defects seen on a phone and by the wrong role: nothing makes a 375 px page scroll
 * sideways (a long name in the top bar, the admin tables with their hidden header text), and a
 * customer who types an admin or partner address gets one clear "not allowed" answer.
 */

const run = Date.now().toString(36);
const SCREENS = process.env.SCREENS_DIR ?? 'test-results/workflow-screens';

const fitsThePhone = async (page: Page, name: string) => {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide, `${name} is ${wide} px wide`).toBeLessThanOrEqual(375);
  await page.screenshot({ path: `${SCREENS}/phone-${name}-375.png`, fullPage: true });
};

test('phone width and wrong-role addresses', async ({ browser, page, request }) => {
  await page.setViewportSize({ width: 375, height: 800 });

  await test.step('admin tables scroll inside their box, never the page', async () => {
    await loginInBrowser(page, ADMIN.email, ADMIN.password);
    for (const [path, name] of [
      ['/menu/factor', 'factor'],
      ['/menu/queryType', 'query-type'],
      ['/menu/articles', 'articles'],
      ['/menu/users', 'users'],
      ['/menu/sla', 'sla'],
      ['/menu/finding', 'queue'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await fitsThePhone(page, name);
    }
    await page.goto('/menu/sla');
    await expectAccessible(page, 'service levels');
  });

  await test.step('a long name never pushes Menu off the screen', async () => {
    const customer = await activeAccount(request, {
      firstName: 'Maximiliana Josephine Alexandrina Konstantinopolous',
      email: `longname-${run}@example.com`,
      password: 'Journey#2468',
    });
    const phone = await (
      await browser.newContext({ baseURL: test.info().project.use.baseURL })
    ).newPage();
    await phone.setViewportSize({ width: 375, height: 800 });
    await loginInBrowser(phone, customer.email, customer.password);
    const menu = phone.getByRole('link', { name: 'Menu', exact: true });
    await expect(menu).toBeInViewport({ ratio: 1 });
    await fitsThePhone(phone, 'long-name');

    await phone.goto('/menu/users');
    await expect(phone.getByRole('alert')).toHaveText('This area is for administrators.');
    await phone.goto('/menu/finding');
    await expect(phone.getByRole('alert')).toHaveText(
      'This area is for partners and administrators.',
    );
    await fitsThePhone(phone, 'not-allowed');
  });
});
