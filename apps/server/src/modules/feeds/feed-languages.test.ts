import { API_PATHS, type Article } from '@georisk/contract';
import { describe, expect, it } from 'vitest';
import { addFeed, fetchNow, rssOf, useFeedsApp } from '../../test/feeds.test-helpers.js';
import { seedRiskRules } from './risk-rules.service.js';

const ctx = useFeedsApp({ timeoutMs: 10_000, parseTimeoutMs: 20_000 }, (t) =>
  seedRiskRules(t.database.db),
);

/** [language, title, description, countries named, level by that language's seeded rules]. */
const ITEMS: [string, string, string, string[], string][] = [
  [
    'en',
    'Explosion at a depot as Ukraine and Poland hold talks',
    'Officials said the blast happened overnight and that the talks would go on as planned.',
    ['UA', 'PL'],
    'Severe',
  ],
  [
    'fr',
    "Attentat déjoué : la France et l'Allemagne renforcent leur coopération",
    'Les ministres se sont réunis mardi pour discuter des mesures de sécurité communes.',
    ['FR', 'DE'],
    'Severe',
  ],
  [
    'es',
    'Protestas en México mientras España pide calma',
    'Miles de personas salieron a las calles de la capital durante el fin de semana.',
    ['MX', 'ES'],
    'High Risk',
  ],
  [
    'pt',
    'Greve geral paralisa Moçambique e preocupa o Brasil',
    'Os sindicatos convocaram a paralisação depois de semanas de negociações sem acordo.',
    ['MZ', 'BR'],
    'Medium Risk',
  ],
  [
    'de',
    'Unruhen in Österreich: Deutschlands Regierung zeigt sich besorgt',
    'Nach den Ausschreitungen am Wochenende bleibt die Lage in der Hauptstadt angespannt.',
    ['AT', 'DE'],
    'High Risk',
  ],
  [
    'ru',
    'Теракт в России: Украина и Франция выразили соболезнования',
    'По данным властей, в результате взрыва пострадали несколько человек.',
    ['RU', 'UA', 'FR'],
    'Severe',
  ],
  [
    'ar',
    'انفجار في العراق ووزير خارجية سوريا يدين الهجوم',
    'قالت السلطات إن الانفجار وقع في ساعة مبكرة من صباح اليوم وأسفر عن إصابات',
    ['IQ', 'SY'],
    'Severe',
  ],
  [
    'zh',
    '日本和韩国将于下月举行选举',
    '分析人士认为，两国的选举结果将影响地区局势，印度尼西亚也在密切关注。',
    ['JP', 'KR', 'ID'],
    'Medium Risk',
  ],
];

const newsOf = async (feedId: string) => {
  const reply = await ctx.t.call(API_PATHS.articles.list, { limit: 100 }, ctx.admin.token);
  const all = reply.json<{ articles: (Article & { url: string })[] }>().articles;
  return all.filter((a) => a.url.startsWith(ctx.feeds.url(`/${feedId}`)));
};

describe('feed items in eight languages', () => {
  it('get their language, their countries named in that language and that language’s keyword level', async () => {
    const path = '/languages.xml';
    const feedId = (await addFeed(ctx.t, ctx.admin.token, ctx.feeds.url(path))).feed_id;
    ctx.feeds.serve(
      path,
      rssOf(
        ctx.feeds.url(`/${feedId}`),
        ITEMS.map(([, title, text]) => [title, text]),
      ),
    );
    const fetched = await fetchNow(ctx.t, ctx.admin.token, feedId);
    expect(fetched.statusCode, fetched.body).toBe(200);

    const news = await newsOf(feedId);
    expect(news).toHaveLength(ITEMS.length);
    for (const [language, title, , countries, level] of ITEMS) {
      const article = news.find((a) => a.title === title);
      expect(article, title).toMatchObject({ language, riskLevel: level });
      expect(article?.countries, title).toEqual(expect.arrayContaining(countries));
    }
  });

  it('applies a language’s rules to articles in that language only', async () => {
    const path = '/mixed.xml';
    const feedId = (await addFeed(ctx.t, ctx.admin.token, ctx.feeds.url(path))).feed_id;
    const english = 'The manifestation of the crisis in Chile worried investors';
    const french = 'La manifestation a rassemblé des milliers de personnes au Chili';
    ctx.feeds.serve(
      path,
      rssOf(ctx.feeds.url(`/${feedId}`), [
        [english, 'Analysts expect the markets to remain calm for the rest of the week.'],
        [french, 'Les syndicats appellent à une nouvelle journée de mobilisation jeudi.'],
      ]),
    );
    await fetchNow(ctx.t, ctx.admin.token, feedId);
    const news = await newsOf(feedId);
    // "manifestation" is a French rule: the English story names no risk term.
    expect(news.find((a) => a.title === english)).toMatchObject({
      language: 'en',
      riskLevel: 'Low Risk',
      countries: ['CL'],
    });
    expect(news.find((a) => a.title === french)).toMatchObject({
      language: 'fr',
      riskLevel: 'High Risk',
      countries: ['CL'],
    });
  });
});
