import { API_PATHS } from '@georisk/contract';
import { describe, expect, it } from 'vitest';
import { FeedError } from './feed-error.js';
import { parseFeedOffThread } from './feed-parse-thread.js';
import { addFeed, articlesOf, fetchNow, useFeedsApp } from '../../test/feeds.test-helpers.js';

/**
 * Feed text chosen to be expensive to turn into plain text: with the former regular expressions,
 * the first item held the event loop for seconds and the second for minutes.
 */
const item = (title: string, html: string) =>
  `<item><title>${title}</title><link>https://wire.example/${title.replace(/\W/g, '-')}</link>` +
  `<description><![CDATA[${html}]]></description></item>`;
const hostileFeed = `<?xml version="1.0"?><rss version="2.0"><channel><title>Hostile</title>
  ${item('Unclosed tags', `Before ${'<p'.repeat(30_000)}`)}
  ${item('Escaped tags', `Before ${'&lt;a'.repeat(300_000)}`)}
  ${item('Named entities', 'Caf&eacute; &uuml;ber 5&nbsp;&euro;')}
</channel></rss>`;

const ctx = useFeedsApp({ timeoutMs: 20_000 });

describe('a hostile feed', () => {
  it('is read while the API keeps answering other requests', async () => {
    expect(hostileFeed.length).toBeLessThan(2 * 1024 * 1024);
    ctx.feeds.serve('/hostile.xml', hostileFeed);
    const feed = await addFeed(ctx.t, ctx.admin.token, ctx.feeds.url('/hostile.xml'));
    const anonymous = await ctx.t.anonymousToken();

    const order: string[] = [];
    const sent = ctx.feeds.served('/hostile.xml');
    const poll = fetchNow(ctx.t, ctx.admin.token, feed.feed_id).then((reply) => {
      order.push('poll');
      return reply;
    });
    // The feed is on its way to the server: from here on, the server is reading it.
    await sent;
    const other = await ctx.t.call(API_PATHS.articles.list, {}, anonymous);
    order.push('other request');

    expect(other.statusCode).toBe(200);
    const reply = await poll;
    expect(reply.statusCode, reply.body).toBe(200);
    expect(order).toEqual(['other request', 'poll']);

    const contents = Object.fromEntries(
      (await articlesOf(ctx.t, feed.feed_id)).map((row) => [row.title, row.content]),
    );
    expect(contents).toEqual({
      'Unclosed tags': 'Before',
      'Escaped tags': 'Before',
      'Named entities': 'Café über 5 €',
    });
  }, 30_000);

  it('is given up, and the reading thread killed, past the time limit', async () => {
    const reading = parseFeedOffThread(hostileFeed, 'https://wire.example/feed', 1);
    await expect(reading).rejects.toThrow(FeedError);
    await expect(reading).rejects.toThrow(/took over/);
  });
});
