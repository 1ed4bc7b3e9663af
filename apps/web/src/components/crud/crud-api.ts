import { crudList, type CrudResource, type Keyed, type Tag } from './crud-list-read';

export type { CrudListResult, CrudResource, ListArgs } from './crud-list-read';

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
    list: <Row>() => crudList<Key, IdKey, Row>(resource, extraListTags),
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
