/** Reply texts of the queryType routes. */
export const QUERY_TYPE_MESSAGES = {
  label: { one: 'QueryType', many: 'QueryTypes' },
} as const;
