import { expect, test } from './support/fixtures';
import { journeyScreens, PASSWORD } from './support/journey';
import { filedRequest, makePartner } from './support/incidents';
import { activeAccount, adminLogin, apiCall, apiLogin, loginInBrowser } from './support/session';

/**
 * Full-text search (issue 23 item 2, docs/rules/news.md "Search"): an admin publishes three
 * articles that share words; a visitor searches a quoted phrase on the news page and gets only
 * the article where the words stand together, the phrase marked. A partner finds a request in
 * the queue by a word that only its conversation holds. Both screens are checked with axe and
 * photographed at 1280 and 375 px.
 */
const snap = journeyScreens('search');
const run = Date.now().toString(36);

test('a quoted phrase on the news page, a conversation word in the queue', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await adminLogin(request);
  const article = (title: string, content: string) =>
    apiCall(
      request,
      'articles/insert',
      {
        title,
        url: `https://news.example.com/${run}/${encodeURIComponent(title)}`,
        sourceName: 'Gulf Wire',
        publishedAt: new Date().toISOString(),
        riskLevel: 'High Risk',
        content,
      },
      admin,
    );
  await article(
    `Tankers wait off Oman ${run}`,
    `Shipping firms hold tankers as the strait of Hormuz closure enters a second day (${run}).`,
  );
  await article(
    `Gulf roundup ${run}`,
    `A border closure in the north; strait traffic elsewhere; Hormuz ferries run (${run}).`,
  );
  await article(`Oil prices ${run}`, `Brent rose on Hormuz worries, traders said (${run}).`);

  await page.goto('/news');
  await page.getByRole('searchbox', { name: 'Search' }).fill(`"Hormuz closure" ${run}`);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('1 article', { exact: true })).toBeVisible();
  const items = page.locator('.list-group-item');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(`Tankers wait off Oman ${run}`);
  await expect(items.first().locator('mark')).toHaveText(['Hormuz', 'closure', run]);
  await snap(page, 'news-phrase-search');

  const customer = await activeAccount(request, {
    firstName: 'Selma',
    email: `selma-${run}@example.com`,
    password: PASSWORD,
  });
  const partner = await activeAccount(request, {
    firstName: 'Paavo',
    email: `paavo-${run}@example.com`,
    password: PASSWORD,
  });
  await makePartner(request, partner.userId);
  const token = await apiLogin(request, customer.email, PASSWORD);
  const { id: incidentId } = await filedRequest(request, token, {
    query: `Is the coastal road to Mombasa open? (${run})`,
  });
  const word = `refrigerated${run}`;
  await apiCall(
    request,
    'message/insert',
    {
      incident_id: incidentId,
      body: `Our trucks are ${word} and cannot wait long at checkpoints.`,
    },
    token,
  );

  await loginInBrowser(page, partner.email, PASSWORD);
  await page.getByRole('searchbox', { name: 'Search the requests' }).fill(word);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: new RegExp(`Mombasa open\\? \\(${run}\\)`) });
  await expect(row).toBeVisible();
  await expect(row.locator('mark')).toHaveText([word]);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await snap(page, 'queue-message-search');
});
