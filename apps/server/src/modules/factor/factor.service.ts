import type { factorSchemas } from '@georisk/contract';
import { categoryChildService } from '../categories/index.js';
import { FACTOR_MESSAGES as M } from './factor.messages.js';
import { factorRows, searchFactors } from './factor.repository.js';

/** A factor belongs to a live category; inactive factors are the admin's to see. */
export const factorService = categoryChildService<typeof factorSchemas>({
  label: M.label.one,
  idOf: (body) => body.factor_id,
  rows: factorRows,
  search: searchFactors,
});
