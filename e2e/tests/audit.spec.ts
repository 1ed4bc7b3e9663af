import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, test } from './support/fixtures';
import { ADMIN, anonymousToken, apiCall, loginInBrowser, uniqueEmail } from './support/session';
import { companyOwner } from './support/companies';

/**
 * Issue 20 (docs/rules/audit.md): an admin reads the audit trail — a refused sign-in shows with
 * the address tried, filters narrow it, the filtered CSV downloads with what the screen shows and
 * the chain check says it is intact — and a company's owner reads only their company's events, at
 * 1280 and 375 px.
 */

/** The rows of a downloaded CSV: its header's columns, then each line split (no quoted commas). */
const csvLines = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);

for (const width of [1280, 375]) {
  test(`an admin reads, filters, exports and checks the audit trail at ${width} px`, async ({
    page,
    request,
  }) => {
    const tried = `nobody-${width}-${Date.now()}@georisk.test`;
    const refused = await request.post('/api/auth/login', {
      data: { email: tried, password: 'Wrong#Pass123' },
      headers: { authorization: `Bearer ${await anonymousToken(request)}` },
    });
    expect(refused.status()).toBe(401);

    await page.setViewportSize({ width, height: 900 });
    await loginInBrowser(page, ADMIN.email, ADMIN.password);
    await page.goto('/menu/audit');
    await expect(page.getByRole('heading', { name: 'Audit trail' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: tried });
    await expect(row.first()).toContainText('Sign-in refused');
    await expect(row.first()).toContainText('reason: bad credentials');
    await expectAccessible(page, `the audit trail at ${width} px`);
    await page.screenshot({ path: test.info().outputPath(`audit-${width}.png`), fullPage: true });

    await page.getByRole('combobox', { name: 'Action' }).selectOption('Sign-in refused');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('row').filter({ hasText: /Signed in/ })).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: tried }).first()).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^audit-trail-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...lines] = csvLines(await readFile((await download.path())!, 'utf8'));
    expect(header).toBe(
      'event_id,at,actor_user_id,actor_email,company_id,ip,action,target_kind,target_id,detail',
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.includes(',auth.login_failed,'))).toBe(true);
    expect(lines.some((line) => line.includes(tried))).toBe(true);

    await page.getByRole('button', { name: 'Check the chain' }).click();
    await expect(page.getByRole('status')).toContainText('The audit trail is intact');
  });

  test(`a company owner reads only their company's trail at ${width} px`, async ({
    page,
    request,
  }) => {
    const name = `Audit Risk ${width}`;
    const { token, ...owner } = await companyOwner(
      request,
      { firstName: 'Olive', email: uniqueEmail('audit-owner'), password: 'Owner#Pass1' },
      name,
    );
    const invited = uniqueEmail('audit-invitee');
    await apiCall(request, 'member/invite', { email: invited, role: 'viewer' }, token);

    await page.setViewportSize({ width, height: 900 });
    await loginInBrowser(page, owner.email, owner.password);
    await page.goto('/menu');
    if (width < 992) await page.getByRole('button', { name: 'Open the menu' }).click();
    await page.getByRole('link', { name: 'Audit trail' }).click();
    await expect(page.getByRole('heading', { name: 'Audit trail' })).toBeVisible();
    await expect(page.getByText(`What happened in ${name}`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Member invited' })).toContainText(
      invited,
    );
    await expect(page.getByRole('row').filter({ hasText: 'Company created' })).toHaveCount(1);
    // Their sign-in through the API came before the company; the one in the browser after it is
    // the company's (docs/rules/audit.md). Nobody else's events are here.
    const signIns = page.getByRole('row').filter({ hasText: /Signed in/ });
    await expect(signIns).toHaveCount(1);
    await expect(signIns).toContainText(owner.email);
    await expect(page.getByRole('button', { name: 'Check the chain' })).toHaveCount(0);
    await expectAccessible(page, `a company's audit trail at ${width} px`);
    await page.screenshot({
      path: test.info().outputPath(`audit-company-${width}.png`),
      fullPage: true,
    });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const [, ...lines] = csvLines(await readFile((await download.path())!, 'utf8'));
    const companyId = /,([0-9a-f-]{36}),[^,]*,company\.create,/.exec(lines.join('\n'))?.[1];
    expect(companyId, 'the company.create row').toBeTruthy();
    expect(lines.map((line) => line.split(',')[4])).toEqual(lines.map(() => companyId));
    expect(lines.some((line) => line.includes(',audit.export,'))).toBe(true);
  });
}
