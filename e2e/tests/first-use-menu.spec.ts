import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { snapScreen } from './support/screens';
import { ADMIN, loginInBrowser } from './support/session';

/**
 * Issue 28, first use: on a phone the menu is a real menu (an offcanvas behind a named button),
 * and every role's menu reaches the dashboard and the news.
 */
const SCREENS = process.env.SCREENS_DIR ?? 'test-results/first-use-screens';
const snap = (page: Page, name: string) => snapScreen(page, SCREENS, name);

test('the menu opens from a button on a phone and reaches the dashboard and the news', async ({
  page,
}) => {
  await loginInBrowser(page, ADMIN.email, ADMIN.password);
  await page.goto('/menu/profile');
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Risk news' })).toBeVisible();
  await snap(page, 'menu-wide');

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeHidden();
  const open = page.getByRole('button', { name: 'Open the menu' });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(dialog.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expectAccessible(page, 'the open menu at 375 px');
  await page.screenshot({ path: `${SCREENS}/menu-open-375.png` });
  await dialog.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 900 });
  await snap(page, 'dashboard');
});
