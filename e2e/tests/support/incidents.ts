import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { adminLogin, apiCall } from './session';

/** An admin makes this account a partner (an analyst), through the API. */
export const makePartner = async (request: APIRequestContext, userId: string) =>
  apiCall(
    request,
    'user/setRoles',
    { user_id: userId, is_admin: false, is_partner: true, is_customer: false },
    await adminLogin(request),
  );

/**
 * Files an incident request through the form, as a logged-in customer would, and waits for the
 * "registered" banner. `opener` is the button that opens the form: 'Register Incident Request'
 * on the empty state, 'Add Incident Request' above a list.
 */
export const fileIncident = async (
  page: Page,
  {
    customerType,
    queryType,
    query,
    opener = 'Add Incident Request',
  }: { customerType: string; queryType: string; query: string; opener?: string },
) => {
  await page.getByRole('button', { name: opener }).click();
  await page.getByLabel('Identification').selectOption(customerType);
  await page.getByLabel('QueryType').selectOption({ label: queryType });
  await page.getByRole('textbox', { name: 'Query' }).fill(query);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Incident Request registered' }),
  ).toBeVisible();
};
