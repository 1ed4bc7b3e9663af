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
 * An admin makes this account a partner and the first (so the owner) of a new firm `name`.
 * Answers the firm's id.
 */
export const makeFirmOwner = async (request: APIRequestContext, userId: string, name: string) => {
  await makePartner(request, userId);
  const token = await adminLogin(request);
  const created = await apiCall(request, 'partnerFirm/insert', { name }, token);
  const firmId = (created.partnerFirm as { partner_firm_id: string }).partner_firm_id;
  await apiCall(request, 'partnerFirm/assign', { partner_firm_id: firmId, user_id: userId }, token);
  return firmId;
};

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

/**
 * An admin adds a Global query type of the seeded first category, priced in credits or on quote
 * (`price_credits`, `on_quote`). Answers its id and its label in the request form.
 */
export const globalQueryType = async (
  request: APIRequestContext,
  type: { name: string; icon: string; about: string; price_credits?: number; on_quote?: boolean },
) => {
  const token = await adminLogin(request);
  const categories = (await apiCall(request, 'categories/list', {}, token)).categories as {
    categories_id: string;
    name: string;
  }[];
  const category = categories[0]!;
  const created = await apiCall(
    request,
    'queryType/insert',
    { ...type, customerType: 'Global', categories_id: category.categories_id },
    token,
  );
  return {
    id: (created.queryType as { queryType_id: string }).queryType_id,
    label: `${type.name} (${category.name})`,
  };
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
 * A request of the first plain query type filed by a customer (`customerToken`) through the API,
 * about `countries` if given. Answers its id and its type.
 */
export const filedRequest = async (
  request: APIRequestContext,
  customerToken: string,
  { query, countries }: { query: string; countries?: string[] },
) => {
  const type = await plainQueryType(request, customerToken);
  const filed = await apiCall(
    request,
    'incident/insert',
    { customerType: type.customerType, queryType_id: type.queryType_id, query, countries },
    customerToken,
  );
  return { id: (filed.incident as { incident_id: string }).incident_id, type };
};

/**
 * A request filed by a customer about `countries` (France unless said) and answered (published,
 * every factor rated as `rating` says, Green unless said) by a partner, through the API: the
 * set-up of journeys that start from an answered request. Answers its id.
 */
export const answeredRequest = async (
  request: APIRequestContext,
  {
    customerToken,
    partnerToken,
    query,
    countries = ['FR'],
    rating = { response_status: 'Green', response: 'Calm for now.' },
  }: {
    customerToken: string;
    partnerToken: string;
    query: string;
    countries?: string[];
    rating?: { response_status: 'Green' | 'Yellow' | 'Red'; response: string };
  },
) => {
  const { id, type } = await filedRequest(request, customerToken, { query, countries });
  const factors = (
    await apiCall(request, 'factor/search', { categories_id: type.categories_id }, partnerToken)
  ).factor as { factor_id: string }[];
  await apiCall(
    request,
    'finding/insert',
    {
      incident_id: id,
      factor_response: Object.fromEntries(factors.map((f) => [f.factor_id, rating])),
    },
    partnerToken,
  );
  return id;
};
