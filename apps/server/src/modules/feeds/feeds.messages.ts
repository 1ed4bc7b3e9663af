/** Reply messages of the feeds module (server-side rules need the database, so they live here). */
export const FEEDS_MESSAGES = {
  feedInserted: 'Feed source added',
  feedUpdated: 'Feed source updated',
  feedRemoved: 'Feed source deleted',
  feedsListed: 'Feed sources found',
  feedNotFound: 'Feed source',
  feedUrlTaken: 'A feed source with this URL already exists',
  fetched: (added: number) => (added === 1 ? '1 new article added' : `${added} new articles added`),
  fetchFailed: (reason: string) => `The feed could not be read: ${reason}`,
  ruleInserted: 'Keyword rule added',
  ruleRemoved: 'Keyword rule deleted',
  rulesListed: 'Keyword rules found',
  ruleNotFound: 'Keyword rule',
  ruleKeywordTaken: 'A keyword rule for this word already exists',
} as const;
