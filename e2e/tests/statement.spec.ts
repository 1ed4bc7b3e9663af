import type { Download } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { answeredRequest, makeFirmOwner } from './support/incidents';
import { expect, test } from './support/fixtures';
import { journeyScreens, PASSWORD } from './support/journey';
import {
  ADMIN,
  activeAccount,
  adminLogin,
  apiCall,
  apiLogin,
  loginInBrowser,
  signOffInBrowser,
} from './support/session';

/**
 * A firm's statements and the credit packs screen (docs/rules/partners.md "Statements",
 * docs/rules/purchases.md): a firm's owner, whose partner answered a request this month, sees the
 * firm's balance on /menu/bank and downloads last month's statement (empty: the firm is new) and
 * this month's (the answer's payout) as CSV, and this month's as PDF; an admin picks the firm on
 * /menu/firms and downloads its statement too, every download audited; an admin adds a credit pack
 * on /menu/packs, a customer sees it on /menu/purchase, and the admin takes it off sale again.
 */

const run = Date.now().toString(36);
const snap = journeyScreens('statement');

/** One CSV line's cells (RFC 4180 quoting: a query type's name may hold a comma). */
const cellsOf = (line: string) => {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i]!;
    if (quoted && c === '"' && line[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  return [...cells, cell];
};

/** The CSV's rows as objects of its header's columns. */
const csvRows = async (download: Download) => {
  const text = await readFile((await download.path())!, 'utf8');
  const [header, ...lines] = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  const columns = cellsOf(header!);
  return lines.map((line) => {
    const cells = cellsOf(line);
    return Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? '']));
  });
};

/** `YYYY-MM` of this month and of the one before, in UTC (as statements count months). */
const thisMonth = new Date().toISOString().slice(0, 7);
const lastMonthDate = new Date();
lastMonthDate.setUTCDate(1);
lastMonthDate.setUTCMonth(lastMonthDate.getUTCMonth() - 1);
const lastMonth = lastMonthDate.toISOString().slice(0, 7);

test('statements: a firm owner and an admin download its monthly statements', async ({
  page,
  request,
}) => {
  const firm = `Straits Analysts ${run}`;
  const owner = await activeAccount(request, {
    firstName: 'Oona',
    email: `oona-${run}@example.com`,
    password: PASSWORD,
  });
  const customer = await activeAccount(request, {
    firstName: 'Cyra',
    email: `cyra-${run}@example.com`,
    password: PASSWORD,
  });
  const firmId = await makeFirmOwner(request, owner.userId, firm);
  // The owner answers a customer's request this month: the firm earns what it was charged.
  const ownerToken = await apiLogin(request, owner.email, PASSWORD);
  const requestId = await answeredRequest(request, {
    customerToken: await apiLogin(request, customer.email, PASSWORD),
    partnerToken: ownerToken,
    query: `Will the strait stay open? ${run}`,
  });
  const balance = await apiCall(request, 'partnerFirm/balance', {}, ownerToken);
  const earned = (balance.partnerFirm as { balance: number }).balance;
  expect(earned).toBeGreaterThan(0);
  const credits = `${earned} ${earned === 1 ? 'credit' : 'credits'}`;

  await loginInBrowser(page, owner.email, PASSWORD);
  await page.goto('/menu/bank');
  await expect(page.getByRole('heading', { name: 'Earnings and statements' })).toBeVisible();
  await expect(page.getByTestId('firm-balance')).toHaveText(`${firm}'s balance: ${credits}`);
  await expect(page.getByLabel('Statement month')).toHaveValue(lastMonth);
  await snap(page, '0-bank-statements');

  await test.step("last month's CSV: the new firm's empty month", async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download the ${lastMonth} statement as CSV` }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^statement-straits-analysts-[a-z0-9-]+-${lastMonth}\\.csv$`),
    );
    const rows = await csvRows(download);
    expect(rows.map((r) => [r.firm, r.month, r.kind, r.credits, r.balance])).toEqual([
      [firm, lastMonth, 'opening balance', '', '0'],
      [firm, lastMonth, 'total credited', '0', ''],
      [firm, lastMonth, 'total debited', '0', ''],
      [firm, lastMonth, 'closing balance', '', '0'],
    ]);
  });

  await test.step("this month's CSV and PDF: the answer's payout between the balances", async () => {
    await page.getByLabel('Statement month').fill(thisMonth);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download the ${thisMonth} statement as CSV` }).click(),
    ]);
    const rows = await csvRows(download);
    expect(rows.map((r) => [r.kind, r.reference, r.credits, r.balance])).toEqual([
      ['opening balance', '', '', '0'],
      ['payout', requestId, `${earned}`, `${earned}`],
      ['total credited', '', `${earned}`, ''],
      ['total debited', '', '0', ''],
      ['closing balance', '', '', `${earned}`],
    ]);
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download the ${thisMonth} statement as PDF` }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(new RegExp(`-${thisMonth}\\.pdf$`));
    expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    await snap(page, '1-bank-statement-downloaded');
  });
  await signOffInBrowser(page);

  await test.step('an admin picks the firm on /menu/firms and downloads its statement', async () => {
    await loginInBrowser(page, ADMIN.email, ADMIN.password);
    await page.goto('/menu/firms');
    await page.getByLabel('Statement firm').selectOption({ label: firm });
    await expect(page.getByTestId('firm-balance')).toHaveText(`${firm}'s balance: ${credits}`);
    await page.getByLabel('Statement month').fill(thisMonth);
    await snap(page, '2-admin-statement');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', { name: `Download the ${thisMonth} statement of ${firm} as CSV` })
        .click(),
    ]);
    const rows = await csvRows(download);
    expect(rows.map((r) => r.kind)).toContain('payout');
    expect(rows.every((r) => r.firm === firm)).toBe(true);
    // Each of the four downloads (three by the owner, one by the admin) is in the audit trail.
    const trail = await apiCall(
      request,
      'audit/list',
      { action: 'partnerFirm.statement', target_id: firmId },
      await adminLogin(request),
    );
    expect((trail.audit as { detail: { format: string } }[]).map((e) => e.detail.format)).toEqual([
      'csv',
      'pdf',
      'csv',
      'csv',
    ]);
    await signOffInBrowser(page);
  });
});

test('credit packs: an admin adds one, a customer sees it on sale', async ({ page, request }) => {
  const pack = `Agency ${run}`;
  const customer = await activeAccount(request, {
    firstName: 'Pax',
    email: `pax-${run}@example.com`,
    password: PASSWORD,
  });

  await test.step('the admin adds a pack on /menu/packs, a wrong price refused first', async () => {
    await loginInBrowser(page, ADMIN.email, ADMIN.password);
    await page.goto('/menu/packs');
    await expect(page.getByRole('heading', { name: 'Credit packs' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Starter', exact: true })).toBeVisible();
    await snap(page, '3-packs');
    await page.getByRole('button', { name: 'Add Credit pack' }).click();
    await page.getByLabel('Name').fill(pack);
    await page.getByLabel('Credits').fill('500');
    await page.getByLabel('Price (EUR)').fill('a lot');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert').first()).toContainText(
      'The price must be between €0.01 and €1,000,000.00',
    );
    await page.getByLabel('Price (EUR)').fill('1999.00');
    await snap(page, '4-pack-form');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Credit pack saved')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: pack });
    await expect(row.getByRole('cell', { name: '€1,999.00' })).toBeVisible();
    await signOffInBrowser(page);
  });

  await test.step('a customer sees it on /menu/purchase', async () => {
    await loginInBrowser(page, customer.email, PASSWORD);
    await page.goto('/menu/purchase');
    await expect(page.getByRole('heading', { name: pack })).toBeVisible();
    await expect(page.getByRole('button', { name: `Buy ${pack} by invoice` })).toBeVisible();
    await signOffInBrowser(page);
  });

  await test.step('the admin takes it off sale (the shared server keeps its packs)', async () => {
    await loginInBrowser(page, ADMIN.email, ADMIN.password);
    await page.goto('/menu/packs');
    await page.getByRole('button', { name: `Edit ${pack}` }).click();
    await expect(page.getByLabel('Price (EUR)')).toHaveValue('1999.00');
    await page.getByRole('switch', { name: 'On sale' }).uncheck();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Credit pack saved')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: pack });
    await expect(row.getByRole('cell', { name: 'No', exact: true })).toBeVisible();
  });
});
