import type { BaseReply } from '@georisk/contract';
import type { api } from '../../api/api';

/** The tags the one API declares; a resource invalidates its own (and, for articles, the feed). */
export type Tag = Parameters<typeof api.util.invalidateTags>[0][number] & string;

/** What a list screen asks for: the whole list (or its first `limit` rows), or a search when `q` has text. */
export interface ListArgs {
  q?: string;
  limit?: number;
}

/** A list or search reply, its rows taken out of the resource's key (`categories`, `factor`, ...). */
export interface CrudListResult<Row> extends BaseReply {
  rows: Row[];
  total: number;
}

interface CrudPaths {
  list: string;
  search: string;
  get: string;
  insert: string;
  update: string;
  remove: string;
}

/** Describes one resource of the API: its paths, reply key, id field and tags. */
export interface CrudResource<Key extends string, IdKey extends string> {
  paths: CrudPaths;
  key: Key;
  idKey: IdKey;
  tag: Tag;
  /** Other cached lists that show this resource (e.g. category names inside factors). */
  alsoInvalidates?: Tag[];
}

export type Keyed<Key extends string, Value> = BaseReply & { [P in Key]: Value } & {
  total?: number;
};

/**
 * A resource's list read: the whole list (or its first `limit` rows), or a search when `q` has
 * text. Its own module, so the landing page's news read brings no write code into its chunk.
 */
export const crudList = <Key extends string, IdKey extends string, Row>(
  { paths, key, tag }: CrudResource<Key, IdKey>,
  extraListTags: Tag[] = [],
) => ({
  query: ({ q, limit }: ListArgs) => {
    const text = q?.trim();
    if (text) return { path: paths.search, body: { q: text } };
    return { path: paths.list, body: limit === undefined ? {} : { limit } };
  },
  transformResponse: (reply: Keyed<Key, Row[]>): CrudListResult<Row> => ({
    success: reply.success,
    code: reply.code,
    message: reply.message,
    rows: reply[key],
    total: reply.total ?? reply[key].length,
  }),
  providesTags: [tag, ...extraListTags],
});
