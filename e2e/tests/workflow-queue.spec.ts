import { expect, test } from './support/fixtures';
import { journeyScreens, PASSWORD } from './support/journey';
import { waitForMail } from './support/mail-catcher';
import { fileIncident, makePartner } from './support/incidents';
import {
  activeAccount,
  loginInBrowser,
  signOffInBrowser,
  waitForSavedSession,
} from './support/session';

/**
 * Issue 13 end to end: a customer files a request and asks a question on it; a partner finds it on
 * their home queue (unread mark), claims it, saves a draft the customer cannot see, is refused a
 * publication that misses a factor, publishes, then revises one factor; the customer follows the
 * notification badge to the report, which shows the summary, the analyst and the change
 * "Yellow → Red", and the mailed link survives a login. Every new screen is checked by axe and
 * photographed at 1280 and 375 px.
 */

const run = Date.now().toString(36);
const snap = journeyScreens('workflow');

const FACTORS = ['Political stability', 'Economic resilience', 'Security environment'] as const;

test('request workflow: queue, claim, draft, publish, revise, conversation, notifications', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const query = `Is it safe to drive to the northern border next week? (${run})`;
  const customer = await activeAccount(request, {
    firstName: 'Carmen',
    email: `carmen-${run}@example.com`,
    password: PASSWORD,
  });
  const partner = await activeAccount(request, {
    firstName: 'Piotr',
    email: `piotr-${run}@example.com`,
    password: PASSWORD,
  });
  await makePartner(request, partner.userId);

  await test.step('the customer files a request and sees when to expect the answer', async () => {
    await loginInBrowser(page, customer.email, PASSWORD);
    await fileIncident(page, {
      opener: 'Register Incident Request',
      customerType: 'Citizen',
      queryType: 'Travel safety (Risk Assessment)',
      query,
    });
    const card = page.getByRole('article', { name: 'Travel safety' });
    await expect(card).toContainText('Submitted');
    await expect(card).toContainText('Expected answer by');
    await snap(page, 'customer-list');
  });

  await test.step('the unanswered report says an analyst will answer, and takes a question', async () => {
    await page
      .getByRole('article', { name: 'Travel safety' })
      .getByRole('button', { name: 'View Report' })
      .click();
    await expect(page.getByText('Your request is waiting for an analyst.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Scorecard' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toHaveCount(0);
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('Does this include the mountain pass road?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Does this include the mountain pass road?')).toBeVisible();
    await snap(page, 'customer-report-waiting');
  });

  const partnerPage = await (
    await browser.newContext({ baseURL: test.info().project.use.baseURL })
  ).newPage();
  const row = partnerPage.getByRole('row').filter({ hasText: query });

  await test.step("the partner's home is the queue: unread mark, claim", async () => {
    await loginInBrowser(partnerPage, partner.email, PASSWORD);
    await expect(partnerPage.getByRole('heading', { name: 'Finding' })).toBeVisible();
    await expect(row).toContainText(customer.name);
    await expect(row).toContainText('Unread message');
    await expect(row).toContainText('Unassigned');
    await snap(partnerPage, 'partner-queue');
    await partnerPage.getByLabel('Assignee').selectOption('Mine');
    await expect(row).toHaveCount(0);
    await partnerPage.getByLabel('Assignee').selectOption('');
    await row.getByRole('button', { name: 'Claim' }).click();
    await expect(partnerPage.getByRole('status').filter({ hasText: 'claimed' })).toBeVisible();
    await expect(row).toContainText('In review');
    await expect(row).toContainText(partner.name);
  });

  await test.step('a draft is saved; publishing without every factor is refused', async () => {
    await row.getByRole('button', { name: 'Report' }).click();
    await expect(partnerPage.getByText('Not published yet.')).toBeVisible();
    // The question is read once the conversation is on screen, which clears the queue's mark.
    const question = partnerPage.getByText('Does this include the mountain pass road?');
    await question.scrollIntoViewIfNeeded();
    await expect(question).toBeInViewport();
    await partnerPage.getByLabel('Summary').fill('Passable with care; avoid night driving.');
    await partnerPage.getByLabel(`Status of ${FACTORS[0]}`).selectOption('Yellow');
    await partnerPage.getByLabel(`Response for ${FACTORS[0]}`).fill('Coalition talks stalled.');
    await snap(partnerPage, 'partner-findings-form');
    await partnerPage.getByRole('button', { name: 'Save draft' }).click();
    await expect(partnerPage.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
    await expect(row).not.toContainText('Unread message');
    await row.getByRole('button', { name: 'Report' }).click();
    await expect(partnerPage.getByText('An unpublished draft is loaded.')).toBeVisible();
    await expect(partnerPage.getByLabel(`Status of ${FACTORS[0]}`)).toHaveValue('Yellow');
    await partnerPage.getByRole('button', { name: 'Submit' }).click();
    await expect(partnerPage.getByRole('alert')).toContainText(
      `Please rate every factor: ${FACTORS[1]}`,
    );
  });

  await test.step('the customer sees nothing of the draft', async () => {
    await page.reload();
    await expect(page.getByText('Passable with care')).toHaveCount(0);
    await expect(page.getByText(/An analyst is working on your request/)).toBeVisible();
  });

  await test.step('the partner publishes, answers the question, then revises one factor', async () => {
    await partnerPage.getByLabel(`Status of ${FACTORS[1]}`).selectOption('Green');
    await partnerPage.getByLabel(`Response for ${FACTORS[1]}`).fill('Fuel and food available.');
    await partnerPage.getByLabel(`Status of ${FACTORS[2]}`).selectOption('Green');
    await partnerPage.getByLabel(`Response for ${FACTORS[2]}`).fill('No incidents this month.');
    await partnerPage
      .getByRole('textbox', { name: 'Message' })
      .fill('Yes, the pass road is included.');
    await partnerPage.getByRole('button', { name: 'Send' }).click();
    await expect(partnerPage.getByText('Yes, the pass road is included.')).toBeVisible();
    await partnerPage.getByRole('button', { name: 'Submit' }).click();
    // The draft made the finding, so publishing it is an update.
    await expect(
      partnerPage.getByRole('status').filter({ hasText: 'Finding updated' }),
    ).toBeVisible();
    await expect(row).toContainText('Answered');

    await row.getByRole('button', { name: 'Report' }).click();
    await expect(partnerPage.getByText('You are editing a published answer')).toBeVisible();
    await partnerPage.getByLabel(`Status of ${FACTORS[0]}`).selectOption('Red');
    await partnerPage.getByLabel(`Response for ${FACTORS[0]}`).fill('Government collapsed.');
    await partnerPage.getByRole('button', { name: 'Submit' }).click();
    await expect(
      partnerPage.getByRole('status').filter({ hasText: 'Finding updated' }),
    ).toBeVisible();
  });
  await partnerPage.context().close();

  await test.step('the customer follows the badge to the revised report', async () => {
    await page.goto('/menu/incident');
    await waitForSavedSession(page);
    const bell = page.getByRole('link', { name: /Notifications, \d+ unread/ });
    await expect(bell).toBeVisible();
    await bell.click();
    await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    await snap(page, 'customer-notifications');
    const updated = page.locator('.list-group-item').filter({ hasText: /Request was updated/ });
    await expect(updated).toContainText('New');
    await updated.getByRole('link').click();
    await expect(page.getByText('Passable with care; avoid night driving.')).toBeVisible();
    await expect(page.getByText(new RegExp(`^${partner.name} · .* · revision 2$`))).toBeVisible();
    const first = page.getByRole('row').nth(1);
    await expect(first).toContainText(FACTORS[0]);
    await expect(first.getByRole('cell').last()).toContainText(/Yellow\s*→.*Red/);
    await expect(page.getByText('Yes, the pass road is included.')).toBeVisible();
    await snap(page, 'customer-report-revised');
  });

  await test.step('the customer reads the first revision too', async () => {
    await page.getByLabel('Revision').selectOption('1');
    await expect(page.getByText(/ · revision 1 of 2$/)).toBeVisible();
    const first = page.getByRole('row').filter({ hasText: FACTORS[0] });
    await expect(first.getByRole('cell').last()).toContainText('Yellow');
    await expect(first).toContainText('Coalition talks stalled.');
    await snap(page, 'customer-report-revision-1');
  });

  await test.step('the notification opened is read', async () => {
    await page.goto('/menu/notifications');
    const updated = page.locator('.list-group-item').filter({ hasText: /Request was updated/ });
    await expect(updated).toBeVisible();
    await expect(updated).not.toContainText('New');
  });

  await test.step('the card shows the outcome; the mailed link survives a login', async () => {
    await page.goto('/menu/incident');
    const card = page.getByRole('article', { name: 'Travel safety' });
    await expect(card).toContainText('1 Red');
    await expect(card).toContainText('2 Green');
    const mail = await waitForMail(customer.email, /answer/i);
    const link = /https?:\/\/\S+\/menu\/incident\?report=[0-9a-f-]+/.exec(mail.text)?.[0];
    expect(link, 'report link in the mail').toBeTruthy();
    await signOffInBrowser(page);
    // The guard sends the visitor home (the spec's full reload), and home goes on to the login.
    await page.goto(link!);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/menu\/incident\?report=/);
    await expect(page.getByText('Passable with care; avoid night driving.')).toBeVisible();
    // Logged in, the Login screen sends the customer home instead of showing the form.
    await waitForSavedSession(page);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
