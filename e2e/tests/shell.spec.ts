import { expect, expectAccessible, test } from './support/fixtures';

test.describe('web shell', () => {
  test('the landing page loads for a visitor, with the news feed', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Help' }).first()).toBeVisible();
    for (const claim of ['50+', '99%', '24/7']) await expect(page.getByText(claim)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Terrorism' })).toBeVisible();
    const firstArticle = page.getByRole('article').first().getByRole('link');
    await expect(firstArticle).toHaveAttribute('target', '_blank');
    await expect(firstArticle).toHaveAttribute('rel', 'noopener noreferrer');
    await expectAccessible(page, 'landing page');
  });

  test('/dashboard is the same home page', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Eight consulting areas' })).toBeVisible();
  });

  test('an unknown path ends on /', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a visitor on /menu/categories is sent to /', async ({ page }) => {
    await page.goto('/menu/categories');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  });

  test('Help and Contact have content', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
    await expectAccessible(page, 'help');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { name: 'Contact', level: 1 })).toBeVisible();
    await expectAccessible(page, 'contact');
  });
});
