import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { journeyScreens, PASSWORD } from './support/journey';
import { answeredRequest, makePartner } from './support/incidents';
import { activeAccount, apiLogin, loginInBrowser, uniqueEmail } from './support/session';

/**
 * Server-made PDF documents (issue 24 item 5, docs/rules/pdf.md): a customer whose request was
 * answered downloads its report as a PDF from the report screen, then a country brief from the
 * country page. Each screen is checked with axe and photographed at 1280 and 375 px.
 */
const snap = journeyScreens('document');

/** Clicks the screen's "Download PDF" and answers the saved file. */
const downloadPdf = async (page: Page): Promise<Download> => {
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  return saved;
};

const expectPdfFile = async (download: Download, name: RegExp) => {
  expect(download.suggestedFilename()).toMatch(name);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
};

test('a customer downloads the PDF report of an answered request and a country brief', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const customer = await activeAccount(request, {
    firstName: 'Dora',
    email: uniqueEmail('dora'),
    password: PASSWORD,
  });
  const partner = await activeAccount(request, {
    firstName: 'Pavel',
    email: uniqueEmail('pavel'),
    password: PASSWORD,
  });
  await makePartner(request, partner.userId);
  const query = `Can our team visit the Lyon plant next week? (${Date.now()})`;
  const incidentId = await answeredRequest(request, {
    customerToken: await apiLogin(request, customer.email, PASSWORD),
    partnerToken: await apiLogin(request, partner.email, PASSWORD),
    query,
  });

  await loginInBrowser(page, customer.email, PASSWORD);
  await test.step('the report screen downloads its PDF', async () => {
    await page.goto(`/menu/incident?report=${incidentId}`);
    await expect(page.getByText(query)).toBeVisible();
    await snap(page, 'report');
    await expectPdfFile(await downloadPdf(page), /^request-report-\d{4}-\d{2}-\d{2}\.pdf$/);
  });

  await test.step('the country page downloads its brief at phone width too', async () => {
    await page.goto('/country/FR');
    await expect(page.getByRole('heading', { name: 'France', level: 1 })).toBeVisible();
    await snap(page, 'country');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectPdfFile(await downloadPdf(page), /^country-brief-FR-\d{4}-\d{2}-\d{2}\.pdf$/);
  });
});
