import { expect, test } from './support/fixtures';
import { journeyScreens } from './support/journey';
import { waitForMail } from './support/mail-catcher';
import { fileIncident } from './support/incidents';
import {
  activeAccount,
  adminLogin,
  apiCall,
  loginInBrowser,
  signOffInBrowser,
  uniqueEmail,
} from './support/session';

/**
 * Companies (issue 20, docs/rules/companies.md): an owner creates a company, invites a colleague
 * who signs up through the mailed link and lands as a member; the colleague files a request shared
 * with the company, an analyst answers it, and the owner reads the answer; the owner then makes the
 * colleague a viewer, who still reads it but can no longer edit, delete or write on it; the owner
 * puts a country on the company watchlist and the viewer, who cannot change it, hears of its news
 * by mail and in the app. Each screen is checked with axe and photographed at 1280 and 375 px.
 */
const snap = journeyScreens('company');

test('an owner creates a company and a colleague joins through the mailed invitation', async ({
  page,
  request,
}) => {
  // The longest journey: four people, two mails, a request answered and a watchlist alert.
  test.setTimeout(180_000);
  const owner = await activeAccount(request, {
    firstName: 'Olive',
    email: uniqueEmail('owner'),
    password: 'Owner#Pass1',
  });
  const colleague = uniqueEmail('colleague');

  await loginInBrowser(page, owner.email, owner.password);
  await page.goto('/menu/companies');
  await expect(page.getByRole('heading', { name: 'Create a company' })).toBeVisible();
  await snap(page, 'create');
  await page.getByLabel('Company name').fill('Acme Risk');
  await page.getByLabel('Kind').selectOption('Corporate');
  await page.getByLabel('Country').selectOption('GB');
  await page.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByText('Companies Registered Successfully.')).toBeVisible();
  await snap(page, 'created');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Acme Risk' })).toBeVisible();

  const sent = Date.now();
  await page.getByLabel('E-mail').fill(colleague);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`An invitation has been sent to ${colleague}`)).toBeVisible();
  await expect(page.getByText(`${colleague} as member`)).toBeVisible();
  await snap(page, 'owner');
  await signOffInBrowser(page);

  const mail = await waitForMail(colleague, /invites you to Acme Risk/, { after: sent });
  const link = /https?:\/\/\S+?\/invite\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link, 'invitation link in the mail').toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByText(`Acme Risk invites ${colleague} to join as member.`)).toBeVisible();
  await snap(page, 'invite');
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Phone').fill('+447700900456');
  await page.getByLabel('Password', { exact: true }).fill('Colleague#1');
  await page.getByRole('button', { name: 'Sign up and join Acme Risk' }).click();
  await expect(page).toHaveURL(/\/menu\/companies$/);
  await expect(page.getByRole('heading', { name: 'Acme Risk' })).toBeVisible();
  await expect(page.getByText('Your role: member.')).toBeVisible();
  await snap(page, 'member');

  // The colleague files a request; as a member, it is shared with the company unless switched off.
  const query = `Is the Calais depot safe for night shifts? (${Date.now()})`;
  await page.goto('/menu/incident');
  await page.getByRole('button', { name: 'Register Incident Request' }).click();
  await expect(page.getByRole('switch', { name: 'Share with Acme Risk' })).toBeChecked();
  await snap(page, 'shared-request-form');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await fileIncident(page, {
    opener: 'Register Incident Request',
    customerType: 'Corporate',
    queryType: 'Conflict exposure (Military Conflicts)',
    query,
  });
  await signOffInBrowser(page);

  // An analyst (the platform admin, through the API) answers it.
  const admin = await adminLogin(request);
  const listed = await apiCall(request, 'incident/list', { q: query }, admin);
  const filed = (
    listed.incident as { incident_id: string; queryType: { categories_id: string } }[]
  )[0]!;
  const factors = (
    await apiCall(request, 'factor/search', { categories_id: filed.queryType.categories_id }, admin)
  ).factor as { factor_id: string }[];
  await apiCall(
    request,
    'finding/insert',
    {
      incident_id: filed.incident_id,
      summary: 'Night shifts are safe with the usual precautions.',
      factor_response: Object.fromEntries(
        factors.map((f) => [f.factor_id, { response_status: 'Green', response: 'Calm.' }]),
      ),
    },
    admin,
  );

  // The owner reads the colleague's request and its answer, then makes the colleague a viewer.
  await loginInBrowser(page, owner.email, owner.password);
  await page.goto('/menu/incident');
  const card = page.getByRole('article').filter({ hasText: query });
  await expect(card).toContainText('Acme Risk · filed by Ada Lovelace');
  await card.getByRole('button', { name: 'View Report' }).click();
  await expect(page.getByText('Night shifts are safe with the usual precautions.')).toBeVisible();
  await expect(page.getByText('Shared with Acme Risk · filed by Ada Lovelace')).toBeVisible();
  await snap(page, 'owner-reads-shared-answer');
  await page.goto('/menu/companies');
  await page.getByLabel('Role of Ada Lovelace').selectOption('viewer');
  await expect(page.getByText('Role changed')).toBeVisible();
  await expect(page.getByLabel('Role of Ada Lovelace')).toHaveValue('viewer');

  // The owner puts Yemen on the company watchlist, which every member hears from.
  const watchlist = page.getByRole('form', { name: 'Add a country to the company watchlist' });
  await watchlist.getByLabel('Country').selectOption('YE');
  await watchlist.getByLabel('Alert from').selectOption('High Risk');
  await watchlist.getByRole('button', { name: 'Add to watchlist' }).click();
  await expect(page.getByText('Watch added')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Company watchlist' }).getByRole('link', { name: 'Yemen' }),
  ).toBeVisible();
  await snap(page, 'watchlist-owner');
  await signOffInBrowser(page);
  const published = Date.now();
  const news = `Port of Hodeidah closed (${published})`;
  await apiCall(
    request,
    'articles/insert',
    {
      title: news,
      url: `https://news.example/hodeidah-${published}`,
      publishedAt: new Date().toISOString(),
      sourceName: 'Journey Wire',
      riskLevel: 'High Risk',
      content: 'The port authority closed the port.',
      is_active: true,
      countries: ['YE'],
    },
    admin,
  );
  const alert = await waitForMail(colleague, /GeoRisk alert: Yemen/, { after: published - 1000 });
  expect(alert.text).toContain("a country on your company's watchlist");

  // As a viewer the colleague still reads it, but may not edit, delete or write on it.
  await loginInBrowser(page, colleague, 'Colleague#1');
  await page.goto('/menu/incident');
  const viewerCard = page.getByRole('article').filter({ hasText: query });
  await expect(viewerCard).toBeVisible();
  await expect(viewerCard.getByRole('button', { name: /Edit/ })).toHaveCount(0);
  await expect(viewerCard.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  await snap(page, 'viewer-list');
  await viewerCard.getByRole('button', { name: 'View Report' }).click();
  await expect(page.getByText('Night shifts are safe with the usual precautions.')).toBeVisible();
  await expect(
    page.getByText('Viewers read this conversation but cannot write on it.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send' })).toHaveCount(0);
  await snap(page, 'viewer-report');

  // The viewer reads the watchlist, cannot change it, and was told of the news in the app too.
  await page.goto('/menu/companies');
  const list = page.getByRole('list', { name: 'Company watchlist' });
  await expect(list.getByRole('link', { name: 'Yemen' })).toBeVisible();
  await expect(list.getByText('High Risk and above')).toBeVisible();
  await expect(page.getByRole('button', { name: /Remove Yemen/ })).toHaveCount(0);
  await expect(page.getByText('Owners and admins keep this list.')).toBeVisible();
  await snap(page, 'watchlist-viewer');
  await page.goto('/country/YE');
  await expect(
    page.getByText("On your company's watchlist (alerts at High Risk and above)"),
  ).toBeVisible();
  await page.goto('/menu/notifications');
  await expect(
    page.getByText(`High Risk news for Yemen (company watchlist): ${news}`),
  ).toBeVisible();
});
