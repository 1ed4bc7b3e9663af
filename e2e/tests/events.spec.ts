import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { journeyScreens, PASSWORD } from './support/journey';
import { makePartner } from './support/incidents';
import {
  activeAccount,
  adminLogin,
  anonymousToken,
  apiCall,
  loginInBrowser,
} from './support/session';

/**
 * Events and reliability (issue 23 items 1 and 4, docs/rules/news.md "Events" and "Reliability"):
 * three outlets' versions of one happening are one card with "3 sources" on the landing page and
 * the news page, an unrelated story another card; a graded feed's items and what a partner and
 * an admin found of them show on the visitor's cards. Screens checked with axe and photographed at
 * 1280 and 375 px.
 */
const snap = journeyScreens('events');
const run = Date.now().toString(36);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

interface ListedEvent {
  title: string;
  sources: { articles_id: string; title: string }[];
}

/** The events of a country as a visitor reads them, once the news sweep has clustered `titles`. */
const eventsTelling = async (request: APIRequestContext, country: string, titles: string[]) => {
  const token = await anonymousToken(request);
  let events: ListedEvent[] = [];
  await expect
    .poll(
      async () => {
        const reply = await apiCall(request, 'event/list', { country }, token);
        events = reply.event as ListedEvent[];
        const told = events.flatMap((event) => event.sources.map((source) => source.title));
        return titles.every((title) => told.includes(title));
      },
      { message: `events of ${country} telling ${titles.join(' / ')}` },
    )
    .toBe(true);
  return events;
};

/** The card whose heading is `title`. */
const cardOf = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });

test('three versions of one happening are one event with "3 sources"; another story is its own', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await adminLogin(request);
  const article = (title: string, sourceName: string, minutes: number) =>
    apiCall(
      request,
      'articles/insert',
      {
        title,
        url: `https://news.example.com/${run}/${encodeURIComponent(title)}`,
        sourceName,
        publishedAt: minutesAgo(minutes),
        riskLevel: 'High Risk',
        content: `Reported by ${sourceName} (${run}).`,
        countries: ['KE'],
      },
      admin,
    );
  const told = [
    `Protesters clash with police in central Nairobi over tax bill ${run}`,
    `Police fire tear gas at Nairobi protesters opposing tax bill ${run}`,
    `Nairobi protesters clash with police over new tax bill ${run}`,
  ];
  const other = `Kenya central bank holds interest rates steady ${run}`;
  await article(told[0]!, 'Daily Wire', 30);
  await article(told[1]!, 'Coast Herald', 20);
  await article(told[2]!, 'East Africa Post', 10);
  await article(other, 'Markets Desk', 5);
  const events = await eventsTelling(request, 'KE', [...told, other]);
  const protest = events.find((event) => event.title === told[0]);
  expect(protest?.sources.map((source) => source.title).sort()).toEqual([...told].sort());
  expect(events.find((event) => event.title === other)?.sources).toHaveLength(1);

  await page.goto('/');
  const card = cardOf(page, told[0]!);
  await expect(card).toHaveCount(1);
  await expect(card.getByText('3 sources', { exact: true })).toBeVisible();
  await expect(cardOf(page, other).getByText('1 source', { exact: true })).toBeVisible();
  // The other versions are inside the event's card, not cards of their own.
  await expect(cardOf(page, told[1]!)).toHaveCount(0);
  await expect(cardOf(page, told[2]!)).toHaveCount(0);
  await card.getByText('3 sources').click();
  for (const title of told) {
    const link = card.getByRole('link', { name: title }).last();
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('target', '_blank');
  }
  await card.scrollIntoViewIfNeeded();
  await snap(page, 'landing-event-open');

  await page.goto('/news?country=KE');
  // The seeded sample news may hold a Kenyan story too: events are counted, not articles.
  await expect(page.getByText(/^\d+ events$/)).toBeVisible();
  const newsCard = cardOf(page, told[0]!);
  await expect(newsCard.getByText('3 sources', { exact: true })).toBeVisible();
  await expect(cardOf(page, other).getByText('1 source', { exact: true })).toBeVisible();
  await newsCard.getByText('3 sources').click();
  await expect(newsCard.getByRole('listitem')).toHaveCount(3);
  await expect(newsCard.getByRole('listitem').nth(0)).toContainText('East Africa Post');
  await snap(page, 'news-event-open');
});

let feedServer: Server;
let feedUrl: string;
const flood = `Kenya floods close the port of Mombasa ${run}`;
const fuel = `Kenya fuel shortage grounds Kisumu flights ${run}`;

test.beforeAll(async () => {
  const item = (title: string, slug: string) => `<item><title>${title}</title>
    <link>https://wire.example/${run}/${slug}</link>
    <description>Reported from Kenya (${run}).</description>
    <pubDate>${new Date().toUTCString()}</pubDate></item>`;
  const rss = `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel>
    <title>Graded Wire</title><link>https://wire.example/</link><description>Tests</description>
    ${item(flood, 'flood')}${item(fuel, 'fuel')}</channel></rss>`;
  feedServer = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(rss);
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/rss.xml`;
});
test.afterAll(() => new Promise<void>((resolve) => feedServer.close(() => resolve())));

test("a graded feed's items, confirmed by a partner and disputed by an admin, show so on the visitor's cards", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await adminLogin(request);
  const added = await apiCall(
    request,
    'feeds/insert',
    { url: feedUrl, name: `Graded Wire ${run}`, defaultRiskLevel: 'Medium Risk', grade: 'B' },
    admin,
  );
  const feedId = (added.feeds as { feed_id: string }).feed_id;
  await apiCall(request, 'feeds/fetchNow', { feed_id: feedId }, admin);
  const events = await eventsTelling(request, 'KE', [flood, fuel]);
  const fuelId = events.find((event) => event.title === fuel)?.sources[0]?.articles_id;
  await apiCall(
    request,
    'articles/verify',
    { articles_id: fuelId, verification: 'disputed' },
    admin,
  );

  // A partner confirms the flood report on the news page, inside its card.
  const partner = await activeAccount(request, {
    firstName: 'Wanjiru',
    email: `wanjiru-${run}@example.com`,
    password: PASSWORD,
  });
  await makePartner(request, partner.userId);
  await loginInBrowser(page, partner.email, PASSWORD);
  await page.goto('/news?country=KE');
  const partnerCard = cardOf(page, flood);
  await partnerCard.getByText('1 source', { exact: true }).click();
  const verdict = partnerCard.getByRole('combobox', { name: `Verification of ${flood}` });
  await verdict.selectOption('confirmed');
  await expect(partnerCard.locator('.reliability-marks')).toContainText('Confirmed');
  await snap(page, 'news-partner-verifies');

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  const floodCard = cardOf(visitor, flood);
  const fuelCard = cardOf(visitor, fuel);
  await floodCard.getByText('1 source', { exact: true }).click();
  await fuelCard.getByText('1 source', { exact: true }).click();
  await expect(floodCard.getByText('Source B', { exact: false })).toHaveText(
    'Source B: usually reliable',
  );
  await expect(floodCard.locator('.reliability-marks')).toContainText('Confirmed');
  await expect(fuelCard.locator('.reliability-marks')).toContainText('Disputed');
  await expect(fuelCard.getByText(/^Source B/)).toBeVisible();
  // Visitors read the verdicts; they cannot set them.
  await expect(visitor.getByRole('combobox', { name: /Verification of/ })).toHaveCount(0);
  await floodCard.scrollIntoViewIfNeeded();
  await snap(visitor, 'landing-reliability');
  await visitorContext.close();
});
