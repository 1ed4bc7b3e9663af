import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { journeyScreens, PASSWORD } from './support/journey';
import { ADMIN, activeAccount, apiLogin, loginInBrowser, uniqueEmail } from './support/session';
import { filedRequest } from './support/incidents';

/**
 * Files (issue 24 item 6, docs/rules/files.md): a customer attaches a PDF to a message on their
 * request, a program is refused with its sentence, and the analyst (an admin) downloads the PDF
 * from the conversation: the same bytes under the same name. Each screen is checked with axe and
 * photographed at 1280 and 375 px.
 */
const snap = journeyScreens('file');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

test('a customer attaches a PDF to a message; the analyst downloads it from the conversation', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const customer = await activeAccount(request, {
    firstName: 'Fiona',
    email: uniqueEmail('fiona'),
    password: PASSWORD,
  });
  const token = await apiLogin(request, customer.email, PASSWORD);
  const query = `Is the Antwerp port open for our containers? (${Date.now()})`;
  const { id: incidentId } = await filedRequest(request, token, { query });

  await loginInBrowser(page, customer.email, PASSWORD);
  await page.goto(`/menu/incident?report=${incidentId}`);
  await expect(page.getByText(query).first()).toBeVisible();
  const picker = page.getByLabel('Attach files to the message');

  await test.step('a program is refused with its sentence, and nothing is sent', async () => {
    await page.getByLabel('Message', { exact: true }).fill('The shipping schedule is attached.');
    await picker.setInputFiles({
      name: 'schedule.exe',
      mimeType: 'application/x-msdownload',
      buffer: Buffer.from('MZ'),
    });
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'schedule.exe: This type of file is not allowed',
    );
    await expect(page.getByText('No messages yet.')).toBeVisible();
  });

  await test.step('the PDF goes with the message', async () => {
    await picker.setInputFiles({
      name: 'Schedule été.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download Schedule été.pdf' })).toBeVisible();
    await snap(page, 'customer-report');
  });

  await test.step('the files page lists it with its request', async () => {
    await page.goto('/menu/file');
    await expect(page.getByRole('heading', { name: 'Files', level: 1 })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Schedule été.pdf' })).toContainText(
      query,
    );
    await snap(page, 'customer-files');
  });

  const analyst = await (
    await browser.newContext({ baseURL: test.info().project.use.baseURL })
  ).newPage();
  await test.step('the analyst downloads the same bytes under the same name', async () => {
    await loginInBrowser(analyst, ADMIN.email, ADMIN.password);
    await analyst.goto('/menu/finding');
    const row = analyst.getByRole('row').filter({ hasText: query });
    await row.getByRole('button', { name: 'Report' }).click();
    const download = analyst.getByRole('button', { name: 'Download Schedule été.pdf' });
    await download.scrollIntoViewIfNeeded();
    await snap(analyst, 'analyst-conversation');
    const saved = analyst.waitForEvent('download');
    await download.click();
    const file = await saved;
    expect(file.suggestedFilename()).toBe('Schedule été.pdf');
    expect((await readFile(await file.path())).equals(PDF)).toBe(true);
  });
});
