import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { activeAccount, apiCall, apiLogin, loginInBrowser, uniqueEmail } from './support/session';

/**
 * API tokens (docs/rules/api-tokens.md, issue 24 item 3): a token is made on the screen and shown
 * once, a script calls a read route with it, it is revoked on the screen (after a confirmation)
 * and the next call is 401. A company's owner makes a company token on Integrations; a solo
 * customer a personal one on the profile. At 1280 and 375 px, axe clean.
 */

const CASES = [
  {
    who: 'company owner',
    screen: 'Integrations',
    kind: 'company' as const,
    scope: 'read:alerts',
    route: 'alert/list',
  },
  {
    who: 'solo customer',
    screen: 'Profile',
    kind: 'personal' as const,
    scope: 'read:news',
    route: 'articles/list',
  },
];

const callWith = (request: APIRequestContext, route: string, token: string) =>
  request.post(`/api/${route}`, { data: {}, headers: { authorization: `Bearer ${token}` } });

for (const width of [1280, 375]) {
  for (const c of CASES) {
    test(`a ${c.who} makes, uses and revokes a token on ${c.screen} at ${width} px`, async ({
      page,
      request,
    }) => {
      const person = await activeAccount(request, {
        firstName: 'Tess',
        email: uniqueEmail(`tokens-${c.kind}-${width}`),
        password: 'Token#Pass1',
      });
      if (c.kind === 'company') {
        const session = await apiLogin(request, person.email, person.password);
        const company = { name: `Token Risk ${width}`, kind: 'Corporate', country: 'GB' };
        await apiCall(request, 'company/insert', company, session);
      }

      await page.setViewportSize({ width, height: 900 });
      await loginInBrowser(page, person.email, person.password);
      await page.goto('/menu');
      if (width < 992) await page.getByRole('button', { name: 'Open the menu' }).click();
      await page.getByRole('link', { name: c.screen, exact: true }).click();
      const card = page.getByRole('form', { name: 'Create an API token' });
      await expect(card).toBeVisible();
      await expect(page.getByText('No API tokens yet.')).toBeVisible();

      await card.getByLabel(/^Name/).fill(`Script ${width}`);
      if (c.kind === 'company') await card.getByLabel('Whose token').selectOption('company');
      await card.getByRole('checkbox', { name: new RegExp(c.scope) }).check();
      await card.getByLabel('Expires after').selectOption('7');
      await card.getByRole('button', { name: 'Create token' }).click();
      const shown = page.getByLabel('New API token');
      await expect(shown).toHaveValue(/^grk_[\w-]{43}$/);
      const token = await shown.inputValue();
      await expect(page.getByRole('button', { name: 'Copy token' })).toBeVisible();
      await expectAccessible(page, `${c.screen}, token shown, at ${width} px`);
      await page.getByRole('button', { name: 'I have copied it' }).click();
      await expect(shown).toHaveCount(0);

      // A script reads with it; token management stays closed to it.
      expect((await callWith(request, c.route, token)).status()).toBe(200);
      expect((await callWith(request, 'token/list', token)).status()).toBe(403);

      const tokens = page.getByRole('list', { name: 'API tokens' });
      await expect(tokens.getByText(`Script ${width}`)).toBeVisible();
      await expect(tokens.getByText(c.scope)).toBeVisible();
      await page.reload();
      await expect(page.getByRole('list', { name: 'API tokens' })).toContainText('last used');
      await expectAccessible(page, `${c.screen}, token listed, at ${width} px`);
      await page.screenshot({
        path: test.info().outputPath(`api-tokens-${c.kind}-${width}.png`),
        fullPage: true,
      });
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(wide, `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(width);

      await page.getByRole('button', { name: `Revoke Script ${width}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Revoke this token?' });
      await expectAccessible(page, `${c.screen}, revoke dialog, at ${width} px`);
      await dialog.getByRole('button', { name: 'Revoke' }).click();
      await expect(page.getByText('Token revoked')).toBeVisible();
      await expect(page.getByText('No API tokens yet.')).toBeVisible();

      const after = await callWith(request, c.route, token);
      expect(after.status()).toBe(401);
      expect(await after.json()).toMatchObject({
        message: 'This API token is unknown, expired or revoked',
      });
    });
  }
}
