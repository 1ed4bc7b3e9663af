import type { BaseReply } from '@georisk/contract';
import type { api } from '../../api/api';

/** The tags the one API declares; a resource invalidates its own (and, for articles, the feed). */
type Tag = Parameters<typeof api.util.invalidateTags>[0][number] & string;

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

type Keyed<Key extends string, Value> = BaseReply & { [P in Key]: Value } & { total?: number };

/**
 * Endpoint definitions shared by the four reference-data resources, so each feature's `*-api.ts`
 * only names its endpoints and types. Lists provide the resource tag; writes invalidate it, which
 * re-fetches the list after a save or delete.
 */
export const crudDefinitions = <Key extends string, IdKey extends string>(
  resource: CrudResource<Key, IdKey>,
  extraListTags: Tag[] = [],
) => {
  const { paths, key, idKey, tag } = resource;
  const writes = [tag, ...(resource.alsoInvalidates ?? [])];
  return {
    list: <Row>() => ({
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
    }),
    get: <Row>() => ({
      query: (id: string) => ({ path: paths.get, body: { [idKey]: id } }),
      transformResponse: (reply: Keyed<Key, Row>): Row => reply[key],
      providesTags: [tag],
    }),
    insert: <Body>() => ({
      query: (body: Body) => ({ path: paths.insert, body }),
      invalidatesTags: writes,
    }),
    update: <Body>() => ({
      query: ({ id, body }: { id: string; body: Body }) => ({
        path: paths.update,
        body: { ...body, [idKey]: id },
      }),
      invalidatesTags: writes,
    }),
    /** Delete is soft: the id with `is_deleted: true`. */
    remove: () => ({
      query: (id: string) => ({ path: paths.remove, body: { [idKey]: id, is_deleted: true } }),
      invalidatesTags: writes,
    }),
  };
};
