import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { journeyScreens, PASSWORD } from './support/journey';
import { globalQueryType, makeFirmOwner } from './support/incidents';
import {
  activeAccount,
  apiCall,
  apiLogin,
  loginInBrowser,
  signOffInBrowser,
} from './support/session';

/**
 * Proposals end to end (docs/rules/proposals.md): an admin prices a query type on quote; a
 * customer files a request of it (nothing charged); a firm's partner, told of it, sends a proposal
 * on /menu/proposal; the customer accepts it there at 1280 px, and a second request's proposal on
 * that request's report at 375 px, and the balance shows the held prices. The journeys' server
 * grants 1000 credits.
 */

const run = Date.now().toString(36);
const snap = journeyScreens('proposals');

/** A Global query type of the seeded first category, priced on quote; its label in the form. */
const onQuoteType = (request: APIRequestContext, name: string) =>
  globalQueryType(request, {
    name,
    icon: 'chat-square-quote',
    about: 'A bespoke question, priced by the firms',
    on_quote: true,
  });

/** A partner in a new firm (its owner). */
const firmPartner = async (request: APIRequestContext, firm: string) => {
  const person = await activeAccount(request, {
    firstName: 'Piet',
    email: `piet-${run}@example.com`,
    password: PASSWORD,
  });
  await makeFirmOwner(request, person.userId, firm);
  return person;
};

const card = (page: Page, query: string) => page.getByRole('article', { name: query });

test('proposals: file on quote, a firm proposes, the customer accepts', async ({
  page,
  request,
}) => {
  const firm = `Strait Watch ${run}`;
  const type = await onQuoteType(request, `Bespoke assessment ${run}`);
  const partner = await firmPartner(request, firm);
  const customer = await activeAccount(request, {
    firstName: 'Quinn',
    email: `quinn-${run}@example.com`,
    password: PASSWORD,
  });
  const first = `Will the strait stay open this winter? (${run})`;
  const second = `Are the northern ports safe for crews? (${run})`;
  let secondId = '';

  await test.step('the customer files a request priced on quote: nothing is charged', async () => {
    await loginInBrowser(page, customer.email, PASSWORD);
    await page.goto('/menu/incident');
    await page.getByRole('button', { name: 'Register Incident Request' }).click();
    await page.getByLabel('Identification').selectOption('Global');
    await page.getByLabel('QueryType').selectOption({ label: type.label });
    await expect(page.getByTestId('price-line')).toHaveText(
      'Priced on quote: partner firms propose a price; nothing is charged until you accept one',
    );
    await page.getByRole('textbox', { name: 'Query' }).fill(first);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Incident Request registered')).toBeVisible();
    await page.goto('/menu/proposal');
    await expect(page.getByTestId('personal-balance')).toHaveText('Your balance: 1000 credits');
    await expect(card(page, first).getByText('No proposals yet.')).toBeVisible();
    await signOffInBrowser(page);
    // The second request, for the phone-sized acceptance on its report, is filed through the API.
    const filed = await apiCall(
      request,
      'incident/insert',
      { customerType: 'Global', queryType_id: type.id, query: second },
      await apiLogin(request, customer.email, PASSWORD),
    );
    secondId = (filed.incident as { incident_id: string }).incident_id;
  });

  await test.step("the firm's partner, told of the request, sends a proposal", async () => {
    const told = await apiCall(
      request,
      'notification/list',
      {},
      await apiLogin(request, partner.email, PASSWORD),
    );
    expect((told.notification as { text: string }[]).map((n) => n.text)).toContain(
      `A new Incident Request awaits your firm's proposal: "${first}"`,
    );
    await loginInBrowser(page, partner.email, PASSWORD);
    await page.goto('/menu/proposal');
    await expect(page.getByRole('heading', { name: 'Proposals', level: 1 })).toBeVisible();
    const request1 = card(page, first);
    await request1.getByRole('button', { name: 'Send proposal' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The price must be a whole number of credits from 1 to 100000',
    );
    await request1.getByLabel('Price in credits').fill('6');
    await request1.getByLabel('Delivery in hours').fill('24');
    await request1.getByLabel('Note').fill('Two sources in the port authority');
    await request1.getByRole('button', { name: 'Send proposal' }).click();
    await expect(page.getByText('Proposal sent')).toBeVisible();
    await expect(request1.getByRole('cell', { name: '6 credits' })).toBeVisible();
    await expect(request1.getByRole('button', { name: 'Replace proposal' })).toBeVisible();
    await snap(page, '0-firm-proposed');
    const request2 = card(page, second);
    await request2.getByLabel('Price in credits').fill('4');
    await request2.getByLabel('Delivery in hours').fill('48');
    await request2.getByRole('button', { name: 'Send proposal' }).click();
    await expect(request2.getByRole('cell', { name: '4 credits' })).toBeVisible();
    await signOffInBrowser(page);
  });

  await test.step('the customer accepts at 1280 px: the price is held', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginInBrowser(page, customer.email, PASSWORD);
    await page.goto('/menu/proposal');
    const request1 = card(page, first);
    await expect(request1.getByRole('cell', { name: firm, exact: true })).toBeVisible();
    await snap(page, '1-customer-proposals');
    await page.setViewportSize({ width: 1280, height: 900 });
    await request1.getByRole('button', { name: `Accept ${firm}'s proposal` }).click();
    const dialog = page.getByRole('dialog', { name: 'Accept this proposal?' });
    await expect(dialog).toContainText('6 credits are held from your balance');
    await expectAccessible(page, 'accept dialog');
    await dialog.getByRole('button', { name: 'Accept proposal' }).click();
    await expect(page.getByText('Proposal accepted')).toBeVisible();
    await expect(request1.getByText(`${firm} is answering this request.`)).toBeVisible();
    await expect(page.getByTestId('personal-balance')).toHaveText('Your balance: 994 credits');
    await snap(page, '2-customer-accepted');
  });

  await test.step('and accepts the second on its report, seen at 1280 px, at 375 px', async () => {
    await page.goto(`/menu/incident?report=${secondId}`);
    const proposals = page.getByRole('region', { name: 'Proposals' });
    await expect(proposals.getByRole('cell', { name: '48 hours' })).toBeVisible();
    await snap(page, '3-report-proposals');
    await page.setViewportSize({ width: 375, height: 800 });
    await proposals.getByRole('button', { name: `Accept ${firm}'s proposal` }).click();
    const dialog = page.getByRole('dialog', { name: 'Accept this proposal?' });
    await expectAccessible(page, 'accept dialog on a phone');
    await dialog.getByRole('button', { name: 'Accept proposal' }).click();
    await expect(proposals.getByText(`${firm} is answering this request.`)).toBeVisible();
    await expect(proposals.getByRole('button', { name: /Accept/ })).toHaveCount(0);
    await expectAccessible(page, 'report with proposals on a phone');
    await page.goto('/menu/proposal');
    await expect(page.getByTestId('personal-balance')).toHaveText('Your balance: 990 credits');
  });
});
