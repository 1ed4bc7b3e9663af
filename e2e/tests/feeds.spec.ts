import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, expectAccessible, test } from './support/fixtures';
import { ADMIN, loginInBrowser } from './support/session';

/**
 * News feed ingestion end to end: the admin adds an RSS source served from this test, fetches it
 * now, sees the graded articles in the articles list, and manages the keyword rules.
 * Needs the server started with FEEDS_ALLOW_PRIVATE=true (the feed is on 127.0.0.1).
 */
const FIXTURES = path.resolve(import.meta.dirname, '../../apps/server/src/test/feed-fixtures');
const run = Date.now().toString(36);

let feedServer: Server;
let feedUrl: string;

test.beforeAll(async () => {
  // Each run has its own item links, so the journey works on a reused database too; the items are
  // dated now, so they are the newest news on the landing page whatever earlier journeys published.
  const rss = readFileSync(path.join(FIXTURES, 'rss.xml'), 'utf8')
    .replaceAll('https://wire.example/news/', `https://wire.example/${run}/`)
    .replace(/<pubDate>[^<]*<\/pubDate>/g, `<pubDate>${new Date().toUTCString()}</pubDate>`);
  feedServer = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(rss);
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/rss.xml`;
});
test.afterAll(() => new Promise<void>((resolve) => feedServer.close(() => resolve())));

test('an admin adds a feed, fetches it now and manages keyword rules', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginInBrowser(page, ADMIN.email, ADMIN.password);
  await page.goto('/menu/articles');
  await page.getByRole('tab', { name: 'Feed sources' }).click();
  const sources = page.getByRole('form', { name: 'Add a feed source' });
  await expect(page.getByRole('heading', { name: 'News Feed Sources' })).toBeVisible();
  await expectAccessible(page, 'feeds panels');

  await sources.getByLabel('Feed URL').fill('ftp://wire.example/rss');
  await sources.getByRole('button', { name: 'Add Source' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please specify a valid http(s) URL');

  const name = `Fixture Wire ${run}`;
  await sources.getByLabel('Feed URL').fill(feedUrl);
  await sources.getByLabel('Name').fill(name);
  // A general wire: its default level does not grade items that name no risk (issue 28 item 11).
  await sources.getByLabel('Default Risk Level').selectOption('High Risk');
  await expect(sources.getByRole('switch', { name: 'Every item is an alert' })).not.toBeChecked();
  await sources.getByRole('button', { name: 'Add Source' }).click();
  await expect(page.getByText('Feed source added')).toBeVisible();

  await page.getByRole('button', { name: `Fetch now ${name}` }).click();
  await expect(page.getByText('3 new articles added')).toBeVisible();
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Fetch now ${name}` }) });
  await expect(row).not.toContainText('Never');
  await expect(row).toContainText('From risk terms (Low if none)');
  // On a phone the switch and the source's level read the same (issue 28 item 11).
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(sources.getByRole('switch', { name: 'Every item is an alert' })).toBeVisible();
  await expect(row).toContainText('From risk terms (Low if none)');
  await expectAccessible(page, 'feeds panels at 375 px');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('tab', { name: 'Articles' }).click();
  const coup = page.getByRole('row', { name: /Military coup reported in Freedonia/ }).first();
  await expect(coup).toContainText('Severe');
  await expect(page.getByRole('row', { name: /Central bank holds rates/ }).first()).toContainText(
    'Low Risk',
  );

  // A visitor finds the new article on the news page, with its risk badge. (Not on the landing
  // page: it shows the 12 newest events, which the journeys before this one may have filled.)
  const visitor = await browser.newPage();
  await visitor.goto('/news');
  await visitor.getByRole('searchbox', { name: 'Search' }).fill('Freedonia coup');
  await visitor.getByRole('button', { name: 'Search' }).click();
  const card = visitor
    .locator('.list-group-item')
    .filter({ has: visitor.getByRole('link', { name: 'Military coup reported in Freedonia' }) });
  await expect(card.first()).toContainText('Severe');
  await visitor.close();

  await page.getByRole('tab', { name: 'Feed sources' }).click();
  await page.getByRole('button', { name: `Fetch now ${name}` }).click();
  await expect(page.getByText('0 new articles added')).toBeVisible();

  await page.getByRole('tab', { name: 'Keyword rules' }).click();
  const rules = page.getByRole('form', { name: 'Add a keyword rule' });
  const keyword = `blockade${run}`;
  await rules.getByLabel('Keyword').fill(keyword);
  await rules.getByLabel('Risk Level').selectOption('High Risk');
  await rules.getByRole('button', { name: 'Add Rule' }).click();
  await expect(page.getByRole('cell', { name: keyword, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Delete rule ${keyword}` }).click();
  await expect(page.getByRole('cell', { name: keyword, exact: true })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Feed sources' }).click();
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});
