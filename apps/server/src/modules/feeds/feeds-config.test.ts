import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';

describe('feed configuration', () => {
  it('refuses private hosts and polls every 15 minutes by default', () => {
    expect(loadConfig({})).toMatchObject({ feedsAllowPrivate: false, feedPollMinutes: 15 });
  });

  it('reads FEEDS_ALLOW_PRIVATE and FEED_POLL_MINUTES (0 turns polling off)', () => {
    const config = loadConfig({ FEEDS_ALLOW_PRIVATE: 'true', FEED_POLL_MINUTES: '0' });
    expect(config).toMatchObject({ feedsAllowPrivate: true, feedPollMinutes: 0 });
  });

  it.each([
    [{ FEEDS_ALLOW_PRIVATE: 'yes please' }, /FEEDS_ALLOW_PRIVATE/],
    [{ FEED_POLL_MINUTES: '-1' }, /FEED_POLL_MINUTES/],
    [{ FEED_POLL_MINUTES: 'often' }, /FEED_POLL_MINUTES/],
  ])('stops on %o with a line naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });
});
