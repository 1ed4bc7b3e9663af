/** Reply texts of the articles routes and the refusals their service can give. */
export const ARTICLE_MESSAGES = {
  label: { one: 'Article', many: 'Articles' },
  urlTaken: 'An Article with this URL already exists',
  verified: (label: string) => `Article marked ${label.toLowerCase()}`,
} as const;
