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

export interface PlainQueryType {
  queryType_id: string;
  customerType: string;
  categories_id: string;
}

/**
 * The first active query type that is not priced on quote, as the caller sees them: a request of
 * it can be answered at once (proposals.spec adds on-quote types to the shared server).
 */
export const plainQueryType = async (
  request: APIRequestContext,
  token: string,
): Promise<PlainQueryType> => {
  const types = (await apiCall(request, 'queryType/list', {}, token))
    .queryType as (PlainQueryType & {
    is_active: boolean;
    on_quote: boolean;
  })[];
  return types.find((t) => t.is_active && !t.on_quote)!;
};

/**
 * A request filed by a customer and answered (published, every factor Green) by a partner,
 * through the API: the set-up of journeys that start from an answered request. Answers its id.
 */
export const answeredRequest = async (
  request: APIRequestContext,
  {
    customerToken,
    partnerToken,
    query,
  }: { customerToken: string; partnerToken: string; query: string },
) => {
  const type = await plainQueryType(request, customerToken);
  const filed = await apiCall(
    request,
    'incident/insert',
    { customerType: type.customerType, queryType_id: type.queryType_id, query, countries: ['FR'] },
    customerToken,
  );
  const id = (filed.incident as { incident_id: string }).incident_id;
  const factors = (
    await apiCall(request, 'factor/search', { categories_id: type.categories_id }, partnerToken)
  ).factor as { factor_id: string }[];
  await apiCall(
    request,
    'finding/insert',
    {
      incident_id: id,
      factor_response: Object.fromEntries(
        factors.map((f) => [f.factor_id, { response_status: 'Green', response: 'Calm for now.' }]),
      ),
    },
    partnerToken,
  );
  return id;
};
