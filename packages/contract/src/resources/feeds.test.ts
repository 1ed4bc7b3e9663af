import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { firstError } from '../validate.js';
import { FEED_MESSAGES, feedFormSchema, riskRuleFormSchema } from './feeds.js';

describe('feed source form', () => {
  const valid = { url: 'https://wire.example/rss.xml', name: 'Wire', defaultRiskLevel: 'Risk' };

  it('checks URL, then name, then default level', () => {
    expect(firstError(feedFormSchema, {})).toBe(MESSAGES.invalidUrl);
    expect(firstError(feedFormSchema, { ...valid, name: '' })).toBe(FEED_MESSAGES.feedName);
    expect(firstError(feedFormSchema, { ...valid, defaultRiskLevel: 'Doom' })).toBe(
      MESSAGES.invalidRiskLevel,
    );
    // Unmarked unless the admin says so: the default level is no risk judgement (issue 28 item 11).
    expect(feedFormSchema.parse(valid)).toEqual({
      ...valid,
      everyItemIsAlert: false,
      is_active: true,
    });
  });

  it('takes http(s) URLs, local hosts included, but no other scheme and no credentials', () => {
    for (const url of [
      'http://localhost:8080/feed',
      'http://[::1]/feed',
      'https://a.example/x?y=1',
    ]) {
      expect(firstError(feedFormSchema, { ...valid, url })).toBeNull();
    }
    for (const url of [
      'ftp://a.example/x',
      'javascript:alert(1)',
      'https://u:p@a.example/',
      'wire',
    ]) {
      expect(firstError(feedFormSchema, { ...valid, url })).toBe(MESSAGES.invalidUrl);
    }
  });
});

describe('keyword rule form', () => {
  it('needs a keyword with a letter or digit and a known level', () => {
    expect(firstError(riskRuleFormSchema, { keyword: ' ', riskLevel: 'Severe' })).toBe(
      FEED_MESSAGES.riskKeyword,
    );
    expect(firstError(riskRuleFormSchema, { keyword: '--', riskLevel: 'Severe' })).toBe(
      FEED_MESSAGES.riskKeyword,
    );
    expect(firstError(riskRuleFormSchema, { keyword: 'coup', riskLevel: 'Doom' })).toBe(
      MESSAGES.invalidRiskLevel,
    );
    expect(riskRuleFormSchema.parse({ keyword: ' coup ', riskLevel: 'Severe' })).toEqual({
      keyword: 'coup',
      riskLevel: 'Severe',
      // No language chosen: a rule of every language (docs/rules/news.md, "Languages").
      language: null,
    });
  });
});
