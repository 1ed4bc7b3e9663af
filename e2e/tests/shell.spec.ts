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

  test('the app takes over the painted landing page instead of painting it again', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // The heading painted from the HTML, marked as soon as the document is parsed: before the app
    // has its token, so before it could take the page over or replace it.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () =>
        document.querySelector('h1')?.setAttribute('data-painted', 'yes'),
      ),
    );
    await page.goto('/');
    // Hydrated: the static copy's wrapper became the app's root, and the news came in.
    await expect(page.locator('#prerendered')).toHaveCount(0);
    await expect(page.locator('#root h1[data-painted="yes"]')).toBeVisible();
    await expect(page.locator('section[aria-labelledby="news-title"]')).toHaveAttribute(
      'aria-busy',
      'false',
    );
    // The same page, not a reload: a flag set now survives a move to Login.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    expect(errors).toEqual([]);
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
