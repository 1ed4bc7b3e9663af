import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchFeed } from './feed-fetcher.js';
import { startFixtureServer, type FixtureServer } from '../../test/feed-fixture-server.js';

/**
 * A name whose DNS answer changes between a check and the connection (rebinding): a check that
 * resolves the name on its own is told a public address, the connection gets loopback.
 */
const REBINDING_HOST = 'rebind.georisk.test';
vi.mock('node:dns/promises', async (importOriginal) => {
  const dns = await importOriginal<typeof import('node:dns/promises')>();
  const lookup = (host: string, options?: object) =>
    host === REBINDING_HOST
      ? Promise.resolve([{ address: '93.184.216.34', family: 4 }])
      : dns.lookup(host, options as never);
  return { ...dns, lookup, default: { ...dns, lookup } };
});
vi.mock('node:dns', async (importOriginal) => {
  const dns = await importOriginal<typeof import('node:dns')>();
  const lookup = (host: string, options: object, callback: (...args: unknown[]) => void) =>
    host === REBINDING_HOST
      ? callback(null, [{ address: '127.0.0.1', family: 4 }])
      : dns.lookup(host, options as never, callback as never);
  return { ...dns, lookup, default: { ...dns, lookup } };
});

let feeds: FixtureServer;
let port: string;
beforeAll(async () => {
  feeds = await startFixtureServer();
  feeds.serve('/rss.xml', '<rss version="2.0"><channel></channel></rss>');
  port = new URL(feeds.url('/')).port;
});
afterAll(() => feeds.close());

const refused = /^Refused: .* private or local address$/;

describe('feed fetching refuses internal addresses (SSRF)', () => {
  it.each([
    // IPv4-compatible, SIIT and 6to4 spellings of 127.0.0.1.
    '[::127.0.0.1]',
    '[::ffff:0:127.0.0.1]',
    '[2002:7f00:1::]',
    // NAT64, discard-only, Teredo and IPv4-compatible 169.254.169.254.
    '[64:ff9b:1::7f00:1]',
    '[100::1]',
    '[2001::1]',
    '[::a9fe:a9fe]',
    '[::ffff:127.0.0.1]',
    '127.0.0.1',
    'localhost',
  ])('refuses http://%s before sending a request', async (host) => {
    await expect(fetchFeed(`http://${host}:${port}/rss.xml`, { timeoutMs: 2000 })).rejects.toThrow(
      refused,
    );
  });

  it('judges the address it connects to, not an earlier answer (DNS rebinding)', async () => {
    await expect(
      fetchFeed(`http://${REBINDING_HOST}:${port}/rss.xml`, { timeoutMs: 2000 }),
    ).rejects.toThrow(refused);
  });

  it('still reaches a local feed when private hosts are allowed', async () => {
    await expect(
      fetchFeed(feeds.url('/rss.xml'), { allowPrivate: true, timeoutMs: 2000 }),
    ).resolves.toContain('<rss');
  });
});
