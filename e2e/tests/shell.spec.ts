import { expect, test } from '@playwright/test';

test.describe('web shell', () => {
  test('the landing page loads for a visitor', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Help' }).first()).toBeVisible();
  });

  test('/dashboard is the same home page', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('an unknown path ends on /', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a visitor on /menu/categories is sent to /', async ({ page }) => {
    await page.goto('/menu/categories');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('Help and Contact have content', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { name: 'Contact', level: 1 })).toBeVisible();
  });
});
