import { expect, expectAccessible, test } from './support/fixtures';
import { activeAccount, apiCall, apiLogin, loginInBrowser } from './support/session';
import { PASSWORD } from './support/journey';

const run = Date.now().toString(36);

/**
 * Issue 20 item 3: a new customer completes the profile and sees the spec's success screen,
 * renames themselves (the top bar follows) and switches off request mails, at 1280 and 375 px.
 */
for (const width of [1280, 375]) {
  test(`a new customer completes and edits the profile at ${width} px`, async ({
    page,
    request,
  }) => {
    const customer = await activeAccount(request, {
      firstName: 'Petra',
      email: `petra-${width}-${run}@example.com`,
      password: PASSWORD,
    });
    await page.setViewportSize({ width, height: 900 });
    await loginInBrowser(page, customer.email, PASSWORD);
    await page.goto('/menu/profile');
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    await expect(page.getByText('Please complete your profile')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(customer.email);
    // A solo customer is offered to create a company under the form.
    await expect(page.getByRole('link', { name: 'create your company' })).toBeVisible();
    await expectAccessible(page, `the profile form at ${width} px`);
    await page.screenshot({ path: test.info().outputPath(`profile-${width}.png`), fullPage: true });

    await page.getByLabel(/Time zone/).fill('Europe/Paris');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText('Profile Completed Successfully. Please Continue...'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dashboard', exact: true }).last()).toBeVisible();
    await expectAccessible(page, `the profile's success screen at ${width} px`);
    await page.screenshot({ path: test.info().outputPath(`profile-done-${width}.png`) });
    await page.getByRole('link', { name: 'Incident Requests', exact: true }).last().click();
    await expect(page.getByRole('heading', { name: 'Incident Requests', level: 1 })).toBeVisible();

    await page.goto('/menu/profile');
    await expect(page.getByLabel(/Time zone/)).toHaveValue('Europe/Paris');
    await page.getByLabel(/First Name/).fill('Petronella');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toContainText('Profile updated successfully');
    const header = page.getByRole('banner');
    await expect(header.getByText('Petronella Journey')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`profile-saved-${width}.png`) });

    await page.getByRole('switch', { name: 'E-mail me about my requests' }).uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toContainText('Profile updated successfully');
    await page.reload();
    await expect(
      page.getByRole('switch', { name: 'E-mail me about my requests' }),
    ).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'E-mail me watch alerts' })).toBeChecked();
    await expect(header.getByText('Petronella Journey')).toBeVisible();
  });
}

/**
 * Issue 20 item 3: under the profile form a company member sees the company card (name, kind,
 * country, their role) with a link to the Companies screen, at 1280 and 375 px.
 */
for (const width of [1280, 375]) {
  test(`a company member sees the company card on the profile at ${width} px`, async ({
    page,
    request,
  }) => {
    const owner = await activeAccount(request, {
      firstName: 'Carla',
      email: `carla-${width}-${run}@example.com`,
      password: PASSWORD,
    });
    const company = `Carla Risk ${width} ${run}`;
    const token = await apiLogin(request, owner.email, PASSWORD);
    await apiCall(
      request,
      'company/insert',
      { name: company, kind: 'Government', country: 'FR' },
      token,
    );
    await page.setViewportSize({ width, height: 900 });
    await loginInBrowser(page, owner.email, PASSWORD);
    await page.goto('/menu/profile');
    const card = page.locator('.card', { has: page.getByRole('heading', { name: company }) });
    await expect(card).toBeVisible();
    await expect(card.getByText('Government')).toBeVisible();
    await expect(card.getByText('France')).toBeVisible();
    await expect(card.getByText('owner')).toBeVisible();
    await expectAccessible(page, `the profile's company card at ${width} px`);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: test.info().outputPath(`profile-company-${width}.png`),
      fullPage: true,
    });
    await card.getByRole('link', { name: 'Members and invitations' }).click();
    await expect(page).toHaveURL(/\/menu\/companies$/);
    await expect(page.getByRole('heading', { name: company })).toBeVisible();
  });
}
