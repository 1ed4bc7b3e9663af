import { expect, test } from './support/fixtures';
import { journeyScreens } from './support/journey';
import { waitForMail } from './support/mail-catcher';
import { apiCall, loginInBrowser, uniqueEmail } from './support/session';
import { companyOwner } from './support/companies';

/**
 * "Are you safe?" check-ins (issue 22 item 5, docs/rules/checkins.md): a company owner has a
 * traveller on a trip in France now; from the schedule's Check-ins tab the owner asks everyone in
 * France; the traveller's mail arrives with two links; the traveller opens "I am safe" in a fresh
 * browser (no login) and adds a note; the answer and the note appear on the owner's live board.
 * Each screen is checked with axe and photographed at 1280 and 375 px.
 */
const snap = journeyScreens('checkin');
const DAY_MS = 86_400_000;
/** A local wall-clock time for a trip stop; two days either side of now covers any zone. */
const wallClock = (ms: number) => new Date(ms).toISOString().slice(0, 16);

test('an owner asks the travellers in a country; the answer from the mailed link reaches the board', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { token, ...owner } = await companyOwner(
    request,
    {
      firstName: 'Olga',
      email: uniqueEmail('owner'),
      password: 'Owner#Pass1',
    },
    'Acme Travel',
  );
  const travellerEmail = uniqueEmail('tess');
  const traveller = await apiCall(
    request,
    'traveller/insert',
    { name: 'Tess Traveller', email: travellerEmail },
    token,
  );
  await apiCall(
    request,
    'trip/insert',
    {
      traveller_id: (traveller.traveller as { traveller_id: string }).traveller_id,
      purpose: 'Plant audit',
      segments: [
        {
          place_name: 'Lyon',
          lat: 45.76,
          lon: 4.84,
          country: 'FR',
          from: wallClock(Date.now() - 2 * DAY_MS),
          to: wallClock(Date.now() + 2 * DAY_MS),
        },
      ],
    },
    token,
  );

  await loginInBrowser(page, owner.email, owner.password);
  await page.goto('/menu/schedule');
  await page.getByRole('tab', { name: 'Check-ins' }).click();
  await expect(page.getByText('No check-ins yet.')).toBeVisible();
  await snap(page, 'start');

  const form = page.getByRole('form', { name: 'Start a check-in' });
  await form.getByLabel('Everyone travelling in a country now').check();
  await form.getByLabel('Country', { exact: true }).selectOption('FR');
  await form.getByLabel('Message (optional)').fill('Strikes and road blocks reported in Lyon.');
  const sent = Date.now();
  await form.getByRole('button', { name: 'Send check-in' }).click();
  await expect(page.getByText('Check-in started: 1 traveller has been e-mailed.')).toBeVisible();
  const answers = page.getByRole('list', { name: 'Answers' });
  await expect(answers.getByText('Tess Traveller')).toBeVisible();
  await expect(answers.getByText('No answer yet')).toBeVisible();
  await snap(page, 'board-waiting');

  const mail = await waitForMail(travellerEmail, /Are you safe\? \(Acme Travel\)/, { after: sent });
  const safeLink = /I am safe: (http\S+answer=safe)/.exec(mail.text)?.[1];
  expect(safeLink, 'the "I am safe" link in the mail').toBeTruthy();
  expect(mail.text).toMatch(/I need help: http\S+answer=help/);

  // The traveller: a browser of their own, never logged in.
  const context = await browser.newContext();
  const phone = await context.newPage();
  await phone.goto(safeLink!);
  await expect(phone.getByText('Your answer: I am safe')).toBeVisible();
  await expect(
    phone.getByText('Acme Travel asked whether you are safe, Tess Traveller.'),
  ).toBeVisible();
  await phone.getByLabel('Note (optional)').fill('Safe at the hotel, staying in tonight.');
  await phone.getByRole('button', { name: 'Save note' }).click();
  await expect(phone.getByText('Thank you: your answer has been recorded.')).toBeVisible();
  await snap(phone, 'respond');
  // Opening the link again shows what was recorded and changes nothing.
  await phone.goto(safeLink!);
  await expect(phone.getByText('Your answer: I am safe')).toBeVisible();
  await expect(phone.getByLabel('Note (optional)')).toHaveValue(
    'Safe at the hotel, staying in tonight.',
  );
  await context.close();

  // The owner's board reads itself again every few seconds.
  await expect(answers.getByText('Safe', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(answers.getByText('“Safe at the hotel, staying in tonight.”')).toBeVisible();
  await expect(page.getByText('Safe: 1')).toBeVisible();
  await snap(page, 'board-answered');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^check-in-\d{4}-\d{2}-\d{2}\.csv$/);
});
