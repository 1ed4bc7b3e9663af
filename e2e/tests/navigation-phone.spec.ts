import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { PASSWORD } from './support/journey';
import { makePartner } from './support/incidents';
import { ADMIN, activeAccount, loginInBrowser } from './support/session';

/**
 * Issue 28 item 13 at 375 px, per role: the signed-in name is readable in the top bar, every menu
 * entry opens a page whose heading is the menu's word, and an admin's tables keep their actions
 * on screen.
 */
const SCREENS = process.env.SCREENS_DIR ?? 'test-results/navigation-screens';
const run = Date.now().toString(36);
// The specification fixes both words of these two: the menu's "Factor" and "QueryType", the
// lists' "My Factor" and "My QueryType".
const SPEC_HEADINGS: Record<string, string> = { Factor: 'My Factor', QueryType: 'My QueryType' };

const onPhone = (page: Page) => page.setViewportSize({ width: 375, height: 800 });

const expectNameReadable = async (page: Page, name: string) => {
  const link = page.getByRole('banner').getByRole('link', { name });
  await expect(link).toBeVisible();
  await expect(link).toHaveText(name);
  // Not cut with an ellipsis: the whole name fits in its box.
  expect(await link.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
};

/** Opens each entry of the offcanvas menu in turn; its page's heading is the entry's word. */
const expectHeadingsMatchMenu = async (page: Page, role: string) => {
  const open = page.getByRole('button', { name: 'Open the menu' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  // The menu slides in: read its entries once it is there.
  await expect(dialog.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  const words = (await dialog.getByRole('link').allInnerTexts()).map((word) => word.trim());
  expect(words).toContain('Dashboard');
  expect(words).toContain('Risk news');
  await page.screenshot({ path: `${SCREENS}/${role}-menu-375.png` });
  for (const word of words) {
    if (!(await dialog.isVisible())) {
      // The news page has no menu of its own: back to the menu area to open the next entry.
      if (!(await open.isVisible())) await page.goto('/menu');
      await open.click();
    }
    await dialog.getByRole('link', { name: word, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SPEC_HEADINGS[word] ?? word);
  }
};

test('a customer and a partner on a phone: the name reads in full, headings match the menu', async ({
  page,
  request,
}) => {
  const customer = await activeAccount(request, {
    firstName: 'Maximiliana',
    email: `maximiliana-${run}@example.com`,
    password: PASSWORD,
  });
  const partner = await activeAccount(request, {
    firstName: 'Bartholomew',
    email: `bartholomew-${run}@example.com`,
    password: PASSWORD,
  });
  await makePartner(request, partner.userId);

  for (const [role, account] of [
    ['customer', customer],
    ['partner', partner],
  ] as const) {
    await test.step(`the ${role}`, async () => {
      await page.context().clearCookies();
      await page.goto('/');
      await page.evaluate(() => sessionStorage.clear());
      await loginInBrowser(page, account.email, PASSWORD);
      await onPhone(page);
      await page.goto('/menu');
      await expectNameReadable(page, account.name);
      await page.screenshot({ path: `${SCREENS}/${role}-top-bar-375.png` });
      await expectHeadingsMatchMenu(page, role);
    });
  }
});

test('an admin on a phone: headings match the menu and every admin table keeps its actions', async ({
  page,
  request,
}) => {
  const someone = await activeAccount(request, {
    firstName: 'Evangelina',
    email: `evangelina-${run}@example.com`,
    password: PASSWORD,
  });
  await loginInBrowser(page, ADMIN.email, ADMIN.password);
  await onPhone(page);
  await page.goto('/menu');
  await expectNameReadable(page, 'GeoRisk Admin');
  await expectHeadingsMatchMenu(page, 'admin');

  const actionOnScreen = async (path: string, action: RegExp | string) => {
    await page.goto(path);
    const button = page.getByRole('button', { name: action }).first();
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  };
  await actionOnScreen('/menu/users', `Disable ${someone.name}`);
  await page.screenshot({ path: `${SCREENS}/admin-users-375.png`, fullPage: true });
  await expectAccessible(page, 'the users table at 375 px');
  await actionOnScreen('/menu/categories', /^Delete /);
  await page.screenshot({ path: `${SCREENS}/admin-categories-375.png`, fullPage: true });
  await actionOnScreen('/menu/factor', /^Delete /);
  await actionOnScreen('/menu/queryType', /^Delete /);
  await actionOnScreen('/menu/articles', /^Delete /);
  await page.screenshot({ path: `${SCREENS}/admin-articles-375.png`, fullPage: true });
  await actionOnScreen('/menu/sla', 'Save');

  await test.step('the action works from the card', async () => {
    await page.goto('/menu/users');
    await page.getByRole('button', { name: `Disable ${someone.name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disable', exact: true }).click();
    await expect(page.getByRole('button', { name: `Enable ${someone.name}` })).toBeVisible();
  });
});
