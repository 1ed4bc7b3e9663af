import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { journeyScreens, PASSWORD } from './support/journey';
import { makePartner } from './support/incidents';
import { ADMIN, activeAccount, loginInBrowser } from './support/session';

/**
 * Issue 28 item 17: each role's dashboard at 1280 and 375 px; no heading stands over nothing (a
 * new customer's sections say what would be there and where to go), and the admin's 12-week
 * chart has its 12 weeks.
 */
const snap = journeyScreens('dashboard');
const run = Date.now().toString(36);

/** Every section title on the dashboard is followed by something to read. */
const expectNoTitleOverNothing = async (page: Page) => {
  const empty = await page.evaluate(() =>
    [...document.querySelectorAll('main h2, main figcaption')]
      .filter((title) => {
        const body =
          title.tagName === 'FIGCAPTION'
            ? title.parentElement?.textContent?.replace(title.textContent ?? '', '')
            : title.nextElementSibling?.textContent;
        return !body?.trim();
      })
      .map((title) => title.textContent),
  );
  expect(empty).toEqual([]);
};

test('a new customer’s dashboard says what will be there and leads to filing a request', async ({
  page,
  request,
}) => {
  const customer = await activeAccount(request, {
    firstName: 'Nadia',
    email: `nadia-${run}@example.com`,
    password: PASSWORD,
  });
  await loginInBrowser(page, customer.email, PASSWORD);
  await page.goto('/menu/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText('No requests yet — file one from Incident Requests.')).toBeVisible();
  await expect(page.getByText(/^No answered requests yet/)).toBeVisible();
  await expect(page.getByText(/^You watch no country yet/)).toBeVisible();
  await expectNoTitleOverNothing(page);
  await snap(page, 'customer-empty');
  await page.getByRole('link', { name: 'Incident Requests', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Incident Requests', level: 1 })).toBeVisible();
});

test('a partner’s and an admin’s dashboards: figures, 12 weeks, no empty heading', async ({
  page,
  request,
}) => {
  const partner = await activeAccount(request, {
    firstName: 'Oskar',
    email: `oskar-${run}@example.com`,
    password: PASSWORD,
  });
  await makePartner(request, partner.userId);
  await loginInBrowser(page, partner.email, PASSWORD);
  await page.goto('/menu/dashboard');
  await expect(page.getByText('Unanswered requests')).toBeVisible();
  await expectNoTitleOverNothing(page);
  await snap(page, 'partner');

  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await loginInBrowser(page, ADMIN.email, ADMIN.password);
  await page.goto('/menu/dashboard');
  const perWeek = page.getByRole('table', { name: 'Requests per week (12 weeks)' });
  await expect(perWeek.getByRole('row')).toHaveCount(12);
  await expectNoTitleOverNothing(page);
  await snap(page, 'admin');
});
