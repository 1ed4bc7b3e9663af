import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/fixtures';
import { waitForMail } from './support/mail-catcher';
import { snapScreen } from './support/screens';
import {
  activeAccount,
  adminLogin,
  apiCall,
  apiLogin,
  loginInBrowser,
  uniqueEmail,
} from './support/session';
import { companyOwner, invitationToken } from './support/companies';

/**
 * Schedule (issue 22, docs/rules/schedule.md): a company admin imports a trip to Lagos and Abuja
 * from a real calendar file; Nigeria is High Risk today, so the trip waits for approval and the
 * traveller is told; the admin reads the brief and approves it with a note; the traveller's
 * mailed brief arrives and reads as a brief should. Each screen is checked with axe and
 * photographed at 1280 and 375 px.
 */
const SCREENS = process.env.SCREENS_DIR ?? 'test-results/schedule-screens';
const run = Date.now().toString(36);
const PURPOSE = `Plant audit ${run}`;
const NEWS = `Fuel protests block roads in Lagos ${run}`;

/**
 * The calendar file as a travel desk exports it, its days moved to two weeks from today (the file
 * keeps its times, zones, folding and venue), so the trip is always ahead of the run.
 */
const calendar = () => {
  const file = readFileSync(path.join(import.meta.dirname, 'fixtures/lagos-abuja.ics'), 'utf8');
  const base = Date.UTC(2027, 2, 8);
  const start = new Date();
  const first = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() + 14);
  return file.replace(/(DTSTART|DTEND)(;TZID=[^:]+)?:(\d{4})(\d{2})(\d{2})/g, (...m) => {
    const day = new Date(first + (Date.UTC(+m[3], +m[4] - 1, +m[5]) - base));
    const ymd = day.toISOString().slice(0, 10).replace(/-/g, '');
    return `${m[1]}${m[2] ?? ''}:${ymd}`;
  });
};

test('an admin imports a trip from a calendar, approves it with a note, the traveller reads the brief', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const travellerEmail = uniqueEmail('amara');
  const admin = await test.step('a company with an admin and a traveller', async () => {
    const company = `Demo Travel ${run}`;
    const { token: ownerToken } = await companyOwner(
      request,
      { firstName: 'Olu', email: uniqueEmail('schedule-owner'), password: 'Owner#Pass1' },
      company,
    );
    const member = await activeAccount(request, {
      firstName: 'Ada',
      email: uniqueEmail('schedule-admin'),
      password: 'Admin#Pass1',
    });
    const { token } = await invitationToken(request, ownerToken, {
      email: member.email,
      role: 'admin',
    });
    const memberToken = await apiLogin(request, member.email, member.password);
    await apiCall(request, 'invitation/accept', { token }, memberToken);
    await apiCall(
      request,
      'traveller/insert',
      { name: 'Amara Okafor', email: travellerEmail, phone: '+2348000000000' },
      memberToken,
    );
    // Today's High Risk news from Lagos makes Nigeria High Risk, the company's approval level.
    const platform = await adminLogin(request);
    await apiCall(
      request,
      'articles/insert',
      {
        title: NEWS,
        url: `https://news.example/lagos-${run}`,
        publishedAt: new Date().toISOString(),
        sourceName: 'Journey Wire',
        riskLevel: 'High Risk',
        content: `${NEWS}.`,
        is_active: true,
        countries: ['NG'],
        places: [{ name: 'Lagos', country: 'NG', lat: 6.45407, lon: 3.39467 }],
      },
      platform,
    );
    return member;
  });

  await test.step('the admin imports the calendar file: the trip waits for approval', async () => {
    await loginInBrowser(page, admin.email, admin.password);
    await page.goto('/menu/schedule');
    await expect(page.getByRole('heading', { name: 'Schedule' })).toBeVisible();
    await page.getByRole('tab', { name: 'Import' }).click();
    await page.getByLabel(/^File format/).selectOption('ics');
    await page.getByLabel('Traveller', { exact: true }).selectOption({ label: 'Amara Okafor' });
    await page.getByLabel(/^Purpose/).fill(PURPOSE);
    await page.getByLabel('File to import').setInputFiles({
      name: 'lagos-abuja.ics',
      mimeType: 'text/calendar',
      buffer: Buffer.from(calendar()),
    });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByText('1 trip imported.')).toBeVisible();
    await snapScreen(page, SCREENS, 'import');

    const told = await waitForMail(travellerEmail, /awaits approval/);
    expect(told.subject).toBe(`Your trip awaits approval: ${PURPOSE}`);
    expect(told.text).toContain('needs your company');
  });

  await test.step('the admin reads the brief of the waiting trip and approves it with a note', async () => {
    await page.getByRole('tab', { name: 'This week' }).click();
    const waiting = page.getByRole('region', { name: /Waiting for your approval/ });
    await expect(waiting).toContainText(`Amara Okafor: ${PURPOSE}`);
    await expect(waiting).toContainText('Lagos → Abuja');
    await snapScreen(page, SCREENS, 'waiting');
    await waiting.getByRole('button', { name: 'Read the brief' }).click();
    await expect(page.getByRole('heading', { name: `Pre-trip brief: ${PURPOSE}` })).toBeVisible();
    await expect(page).toHaveURL(/\/menu\/schedule\?brief=[\w-]+$/);
    const lagos = page.locator('.card').filter({ hasText: 'Stop 1: Lagos, Nigeria' });
    await expect(lagos).toContainText('09:00');
    await expect(lagos).toContainText('(Lagos time)');
    await expect(lagos.getByText('High Risk').first()).toBeVisible();
    await expect(lagos.getByRole('link', { name: NEWS })).toBeVisible();
    await expect(page.locator('.card').filter({ hasText: 'Stop 2: Abuja, Nigeria' })).toBeVisible();
    await expect(page.getByText('Waiting for approval')).toBeVisible();
    await snapScreen(page, SCREENS, 'brief');

    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page
      .getByLabel(/^Note for the traveller/)
      .fill('Use the plant driver from the airport; avoid the fuel queues.');
    await page.getByRole('button', { name: 'Approve trip' }).click();
    await expect(
      page.getByText('Trip approved. The traveller has been e-mailed the brief.'),
    ).toBeVisible();
    await expect(page.getByText('Approved', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  });

  await test.step("the traveller's brief arrives by e-mail and reads as a brief", async () => {
    const mail = await waitForMail(travellerEmail, new RegExp(`Your trip brief: ${PURPOSE}`));
    expect(mail.text).toContain(`Your trip "${PURPOSE}" has been approved.`);
    expect(mail.text).toContain(
      'A note from your company: Use the plant driver from the airport; avoid the fuel queues.',
    );
    expect(mail.text).toMatch(/Stop 1: Lagos, Nigeria, \d{4}-\d{2}-\d{2} 09:00/);
    expect(mail.text).toContain('Risk level: High Risk');
    expect(mail.text).toContain(NEWS);
    expect(mail.text).toContain('Stop 2: Abuja, Nigeria');
    // The traveller reads it as a mail client shows it: its HTML part, on a page of its own.
    // The catcher decodes quoted-printable bytes one by one; the mail's HTML is UTF-8.
    const html = /<html[\s\S]*<\/html>/i.exec(
      Buffer.from(mail.html, 'latin1').toString('utf8'),
    )?.[0];
    expect(html, 'the HTML part of the brief').toBeTruthy();
    // A blank page of its own: the app's page would hold the app's CSP over the mail's styles.
    const reader = await page.context().newPage();
    await reader.setContent(html!);
    await expect(reader.getByText(`Your trip "${PURPOSE}" has been approved.`)).toBeVisible();
    await expect(reader.getByText(/Stop 1: Lagos, Nigeria/)).toBeVisible();
    await reader.screenshot({ path: `${SCREENS}/mailed-brief.png`, fullPage: true });
    await reader.close();
  });

  await test.step('the trip is approved on the Trips tab', async () => {
    await page.goto('/menu/schedule');
    await page.getByRole('tab', { name: 'Trips' }).click();
    const trip = page.getByRole('listitem', { name: `Trip ${PURPOSE}` });
    await expect(trip).toContainText('Approved');
    await expect(trip).toContainText('Lagos, Nigeria → Abuja, Nigeria');
    await snapScreen(page, SCREENS, 'trips');
  });
});
