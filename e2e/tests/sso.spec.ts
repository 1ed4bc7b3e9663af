import {
  startTestProvider,
  type TestProvider,
} from '../../apps/server/src/test/oidc-test-provider';
import { expect, expectAccessible, test } from './support/fixtures';
import { journeyScreens } from './support/journey';
import {
  activeAccount,
  adminLogin,
  apiCall,
  apiLogin,
  loginInBrowser,
  signOffInBrowser,
  uniqueEmail,
  waitForSavedSession,
} from './support/session';

/**
 * Single sign-on (issue 25, docs/rules/sso.md) against a real OpenID Connect provider
 * (oidc-provider) started here: an owner configures it in the company's "Single sign-on" card; a
 * colleague types an address of the company's domain on /login, goes through "Sign in with your
 * company" to the provider's sign-in page and lands in the app as a new member of the company;
 * a disabled member, and someone who signs in at the provider with an address outside the
 * allowed domains, are refused with a sentence on /sso; once enforced, the login screen offers members no password. Each
 * screen is checked with axe and photographed at 1280 and 375 px.
 */
const snap = journeyScreens('sso');
const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

let idp: TestProvider;
test.beforeAll(async () => {
  idp = await startTestProvider([`${ORIGIN}/api/auth/sso/callback`]);
});
test.afterAll(async () => idp.close());

/** At the provider's own page: the person signs in there as `email`. */
const signInAtProvider = async (page: import('@playwright/test').Page, email: string) => {
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
  await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
  await page.getByLabel('Work e-mail').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
};

test('an owner sets up single sign-on and a colleague signs in through the company provider', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const domain = `sso${Date.now()}.test`;
  const owner = await activeAccount(request, {
    firstName: 'Olive',
    email: uniqueEmail('sso-owner'),
    password: 'Owner#Pass1',
  });
  const ownerToken = await apiLogin(request, owner.email, owner.password);
  await apiCall(
    request,
    'company/insert',
    { name: 'Acme Signin', kind: 'Corporate', country: 'GB', domain },
    ownerToken,
  );

  // The owner fills the card from what the provider gave.
  await loginInBrowser(page, owner.email, owner.password);
  await page.goto('/menu/companies');
  const card = page.getByRole('form', { name: 'Single sign-on settings' });
  await expect(card.getByLabel(/^Redirect URI/)).toHaveValue(`${ORIGIN}/api/auth/sso/callback`);
  await card.getByLabel(/^Issuer/).fill(idp.issuer);
  await card.getByLabel(/^Client ID/).fill(idp.clientId);
  await card.getByLabel(/^Client secret/).fill(idp.clientSecret);
  await card.getByLabel(/^Allowed domains/).fill(domain);
  await card.getByLabel(/^Role claim/).fill('groups');
  await card.getByLabel(/^Claim values to roles/).fill('geo-readers = viewer');
  await card.getByRole('switch', { name: 'Enabled' }).check();
  await card.getByRole('button', { name: 'Save single sign-on' }).click();
  await expect(page.getByText('Single sign-on settings saved')).toBeVisible();
  await expect(card.getByLabel(/^Client secret/)).toHaveAttribute(
    'placeholder',
    'A secret is stored; leave empty to keep it',
  );
  await snap(page, 'settings');
  await signOffInBrowser(page);

  // A colleague who has no account yet: the login screen offers the company's sign-in.
  const colleague = `hal.${Date.now()}@${domain}`;
  idp.people.set(colleague, { name: 'Hal Jordan' });
  await page.goto('/login');
  await page.getByLabel('Email').fill(colleague);
  const company = page.getByRole('button', { name: 'Sign in with your company' });
  await expect(company).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await snap(page, 'login-offer');
  await company.click();
  await signInAtProvider(page, colleague);
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForSavedSession(page);
  await page.goto('/menu/companies');
  await expect(page.getByRole('heading', { name: 'Acme Signin' })).toBeVisible();
  await expect(page.getByText('Your role: member.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Hal Jordan' })).toBeVisible();
  // Owners alone see the card.
  await expect(page.getByRole('heading', { name: 'Single sign-on' })).toHaveCount(0);
  await snap(page, 'member');
  await signOffInBrowser(page);

  // An administrator disables the colleague: the provider still signs them in, GeoRisk refuses.
  const admin = await adminLogin(request);
  const found = await apiCall(request, 'user/getByEmail', { remote_email: colleague }, admin);
  const colleagueId = (found.user as { user_id: string }).user_id;
  await apiCall(request, 'user/disable', { user_id: colleagueId, disabled: true }, admin);
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Email').fill(colleague);
  await page.getByRole('button', { name: 'Sign in with your company' }).click();
  await signInAtProvider(page, colleague);
  await expect(page).toHaveURL(/\/sso\?error=SSO004$/);
  await expect(page.getByRole('alert')).toHaveText(
    'This account has been disabled. Please contact an administrator',
  );
  await expectAccessible(page, 'the disabled refusal');
  await apiCall(request, 'user/disable', { user_id: colleagueId, disabled: false }, admin);

  // Someone who signs in at the provider as an address outside the domains is refused.
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Email').fill(`eve.${Date.now()}@${domain}`);
  await page.getByRole('button', { name: 'Sign in with your company' }).click();
  await signInAtProvider(page, `eve.${Date.now()}@elsewhere.test`);
  await expect(page).toHaveURL(/\/sso\?error=SSO003$/);
  await expect(page.getByRole('alert')).toHaveText(
    'Your e-mail address is not one of the domains your company allows',
  );
  await snap(page, 'refused');
  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // Enforced: members are offered no password, and told why.
  await apiCall(
    request,
    'company/ssoSet',
    {
      company_id: (
        (await apiCall(request, 'company/get', {}, ownerToken)).company as {
          company_id: string;
        }
      ).company_id,
      issuer: idp.issuer,
      client_id: idp.clientId,
      allowed_domains: [domain],
      default_role: 'member',
      enabled: true,
      enforced: true,
    },
    ownerToken,
  );
  await page.getByLabel('Email').fill(colleague);
  await expect(page.getByText(/Your company signs you in with single sign-on/)).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await snap(page, 'login-enforced');
});
