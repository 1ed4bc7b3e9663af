import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, test } from './support/fixtures';
import { filedRequest, makePartner } from './support/incidents';
import { waitForMail } from './support/mail-catcher';
import { activeAccount, adminLogin, apiCall, apiLogin, loginInBrowser } from './support/session';
import { PASSWORD } from './support/journey';

const run = Date.now().toString(36);

/**
 * Issue 24 items 4 and 7 (docs/rules/digests.md, docs/rules/incidents.md): a customer turns on the
 * daily digest in the profile, an admin sends the due digests, the mail arrives with its one-click
 * unsubscribe link, which works from the browser; a partner downloads the queue as CSV. At 1280
 * and 375 px, axe clean.
 */
for (const width of [1280, 375]) {
  test(`daily digest, unsubscribe link and queue CSV at ${width} px`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const customer = await activeAccount(request, {
      firstName: 'Dora',
      email: `dora-${width}-${run}@example.com`,
      password: PASSWORD,
    });
    const query = `Are the ports of Marseille working normally? (${width} ${run})`;

    await test.step('the customer turns the daily digest on in the profile', async () => {
      await loginInBrowser(page, customer.email, PASSWORD);
      await page.goto('/menu/profile');
      await page.getByLabel(/Digest e-mail/).selectOption('Daily digest');
      await expectAccessible(page, `the profile with the digest choice at ${width} px`);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(
        page.getByText(/Profile (Completed Successfully|updated successfully)/),
      ).toBeVisible();
      await page.goto('/menu/profile');
      await expect(page.getByLabel(/Digest e-mail/)).toHaveValue('daily');
      await page.screenshot({ path: test.info().outputPath(`digest-profile-${width}.png`) });
    });

    await test.step('something happens on their request, and an admin sends the digests', async () => {
      const token = await apiLogin(request, customer.email, PASSWORD);
      const { id: incidentId } = await filedRequest(request, token, { query });
      const admin = await adminLogin(request);
      await apiCall(
        request,
        'message/insert',
        { incident_id: incidentId, body: 'We are on it.' },
        admin,
      );
      const sent = await apiCall(request, 'digest/send', { period: 'daily' }, admin);
      expect((sent.digest as { sent: number }).sent).toBeGreaterThanOrEqual(1);
    });

    const mail = await waitForMail(customer.email, /Your daily GeoRisk digest/);
    expect(mail.text).toContain('Your requests (1)');
    const link = /http:\/\/127\.0\.0\.1:\d+\/api\/digest\/unsubscribe\?token=[^\s"<>]+/.exec(
      mail.text,
    )?.[0];
    expect(link, 'the unsubscribe link in the digest').toBeTruthy();

    await test.step('the link shows a confirm page; its button unsubscribes', async () => {
      await page.goto(link!);
      await expect(
        page.getByRole('heading', { name: 'Unsubscribe from digest e-mails' }),
      ).toBeVisible();
      await expectAccessible(page, `the unsubscribe page at ${width} px`);
      await page.screenshot({ path: test.info().outputPath(`digest-unsubscribe-${width}.png`) });
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect(page.getByRole('heading', { name: 'Unsubscribed' })).toBeVisible();
      await expect(page.getByText('You will receive no more digest e-mails')).toBeVisible();
      await expectAccessible(page, `the unsubscribed page at ${width} px`);
      await page.goto('/menu/profile');
      await expect(page.getByLabel(/Digest e-mail/)).toHaveValue('off');
    });

    await test.step('a partner downloads the queue as CSV', async () => {
      const partner = await activeAccount(request, {
        firstName: 'Quentin',
        email: `quentin-${width}-${run}@example.com`,
        password: PASSWORD,
      });
      await makePartner(request, partner.userId);
      const staff = await page
        .context()
        .browser()!
        .newContext({
          baseURL: test.info().project.use.baseURL,
          viewport: { width, height: 900 },
        });
      const partnerPage = await staff.newPage();
      await loginInBrowser(partnerPage, partner.email, PASSWORD);
      await expect(partnerPage.getByRole('heading', { name: 'Finding' })).toBeVisible();
      await expect(partnerPage.getByRole('row').filter({ hasText: query })).toBeVisible();
      await expectAccessible(partnerPage, `the queue with its export at ${width} px`);
      await partnerPage.screenshot({ path: test.info().outputPath(`queue-export-${width}.png`) });
      const [download] = await Promise.all([
        partnerPage.waitForEvent('download'),
        partnerPage.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^queue-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await readFile((await download.path())!, 'utf8');
      expect(csv.replace(/^\uFEFF/, '').split('\n')[0]).toBe(
        'incident_id,filed_at,customer,customer_email,customer_type,category,query_type,countries,status,assignee,due_at,overdue,revision,query',
      );
      expect(csv).toContain(query);
      await staff.close();
    });
  });
}
