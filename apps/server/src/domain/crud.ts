import type { z } from 'zod';
import type { Result } from './result.js';

/** Who is reading: hidden (inactive) records are shown only to admins. */
export interface ReadScope {
  includeInactive: boolean;
}

/** One page of a list or search, and how many records match in all. */
export interface Page<T> {
  rows: T[];
  total: number;
  /** The count stopped at a cap: there are more matches than `total` (a search's window). */
  capped?: boolean;
}

/** A resource's six bodies and its record, as the contract bundles them (`categorySchemas`...). */
export interface CrudSchemas {
  entity: z.ZodType;
  insert: z.ZodType;
  update: z.ZodType;
  id: z.ZodType;
  remove: z.ZodType;
  search: z.ZodType;
}

type Out<S extends z.ZodType> = z.output<S>;

/**
 * What a reference resource's service offers its routes (http/crud-routes.ts): every refusal is a
 * failed result, every body is the contract's parse result.
 */
export interface CrudService<S extends CrudSchemas> {
  insert(body: Out<S['insert']>, createdBy: string): Promise<Result<Out<S['entity']>>>;
  update(body: Out<S['update']>): Promise<Result<Out<S['entity']>>>;
  get(body: Out<S['id']>, scope: ReadScope): Promise<Result<Out<S['entity']>>>;
  remove(body: Out<S['remove']>): Promise<Result<unknown>>;
  search(body: Out<S['search']>, scope: ReadScope): Promise<Page<Out<S['entity']>>>;
}
