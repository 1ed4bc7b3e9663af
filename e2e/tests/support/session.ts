import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { waitForMail } from './mail-catcher';

/** Accounts for the journeys: prepared through the API, logged in through the screens. */

export const ADMIN = { email: 'admin@georisk.test', password: 'Admin#12345' };

/** POST /api/<path>; the reply must be a success. */
export const apiCall = async (
  request: APIRequestContext,
  path: string,
  body: object,
  token?: string,
  headers: Record<string, string> = {},
) => {
  const response = await request.post(`/api/${path}`, {
    data: body,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const reply = (await response.json()) as Record<string, unknown>;
  expect(reply, `${path}: ${JSON.stringify(reply)}`).toMatchObject({ success: true });
  return reply;
};

export const anonymousToken = async (request: APIRequestContext) =>
  (await apiCall(request, 'auth/generic', {})).accessToken as string;

export const apiLogin = async (request: APIRequestContext, email: string, password: string) => {
  const reply = await apiCall(
    request,
    'auth/login',
    { email, password },
    await anonymousToken(request),
  );
  return (reply.user as { accessToken: string }).accessToken;
};

/**
 * The seeded admin's token, logged in once per worker and kept for 10 minutes (tokens last 15).
 * Every journey prepares data as the admin; logging in each time would spend the account's
 * login limit (10 a minute) on preparation, and the screens' own admin logins would get 429.
 */
let adminSession: { token: string; until: number } | undefined;
export const adminLogin = async (request: APIRequestContext) => {
  if (!adminSession || adminSession.until < Date.now()) {
    const token = await apiLogin(request, ADMIN.email, ADMIN.password);
    adminSession = { token, until: Date.now() + 10 * 60_000 };
  }
  return adminSession.token;
};

/** The 4-digit code of the newest activation mail to this address. */
export const activationCode = async (email: string) => {
  const otp = /^\s+(\d{4})\s*$/m.exec((await waitForMail(email, /activation code/)).text)?.[1];
  expect(otp, 'OTP in the activation mail').toBeTruthy();
  return otp as string;
};

let newcomers = 0;
/**
 * Where a prepared account signs up from: an address of its own (the journeys' server trusts the
 * proxy header, playwright.config.ts), as each new customer has. From one address, the journeys'
 * hundred-odd set-up sign-ups met the per-address limit (60 in 10 minutes) the product keeps.
 */
const newcomerAddress = () => {
  newcomers += 1;
  return `198.18.${process.pid % 250}.${newcomers % 250}`;
};

/** Signs up and activates with the OTP from the mail, as a new customer would. */
export const activeAccount = async (
  request: APIRequestContext,
  { firstName, email, password }: { firstName: string; email: string; password: string },
) => {
  const anonymous = await anonymousToken(request);
  const from = { 'x-forwarded-for': newcomerAddress() };
  const signup = await apiCall(
    request,
    'user/insert',
    { firstName, lastName: 'Journey', email, phone: '+441234567890', password },
    anonymous,
    from,
  );
  const userId = (signup.user as { user_id: string }).user_id;
  await apiCall(
    request,
    'user/active',
    { user_id: userId, otp: await activationCode(email) },
    anonymous,
    from,
  );
  return { email, password, userId, name: `${firstName} Journey` };
};

/**
 * The login state reaches sessionStorage a moment after the screen changes; a journey that loads
 * a page by URL (a full reload) right after logging in waits for it, as a person's pace would.
 */
export const waitForSavedSession = (page: Page) =>
  page.waitForFunction(() => sessionStorage.getItem('persist:georisk')?.includes('user_id'));

/** Logs in on the Login screen, lands on /dashboard and waits for the saved session. */
export const loginInBrowser = async (page: Page, email: string, password: string) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForSavedSession(page);
};

/**
 * Sign Off from the menu, and wait until the logged-out state is saved: a page loaded by URL right
 * away would otherwise still find the old session in sessionStorage.
 */
export const signOffInBrowser = async (page: Page) => {
  await page.getByRole('button', { name: 'Sign Off' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.waitForFunction(() => !sessionStorage.getItem('persist:georisk')?.includes('user_id'));
};

/** A fresh address for an account a journey creates: `who` and something no other run repeats. */
export const uniqueEmail = (who: string) =>
  `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
