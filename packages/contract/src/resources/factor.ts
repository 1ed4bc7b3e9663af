import { z } from 'zod';
import { MAX_LENGTH } from '../constants.js';
import { flag, id, paging, removeFlag, requiredLine, requiredText, timestamps } from '../fields.js';
import { MESSAGES } from '../messages.js';
import { categoryRef } from './categories.js';

export const factorFormSchema = z.object({
  categories_id: id(MESSAGES.selectCategories),
  name: requiredLine(MESSAGES.factorName, MAX_LENGTH.name, 'Name'),
  code: requiredLine(MESSAGES.factorCode, MAX_LENGTH.code, 'Code'),
  icon: requiredLine(MESSAGES.factorIcon, MAX_LENGTH.icon, 'Icon'),
  about: requiredText(MESSAGES.factorAbout, MAX_LENGTH.about, 'About'),
  is_active: flag.default(true),
});
export type FactorForm = z.input<typeof factorFormSchema>;

export const factorInsertSchema = factorFormSchema;
export const factorUpdateSchema = factorFormSchema.extend({ factor_id: id() });
export const factorIdSchema = z.object({ factor_id: id() });
export const factorRemoveSchema = factorIdSchema.extend({ is_deleted: removeFlag });
export const factorSearchSchema = z.object({
  ...paging,
  categories_id: id().optional(),
  is_active: flag.optional(),
});

export const factor = z.object({
  factor_id: z.string(),
  categories_id: z.string(),
  categories: categoryRef,
  name: z.string(),
  code: z.string(),
  icon: z.string(),
  about: z.string(),
  is_active: z.boolean(),
  created_by: z.string().nullable(),
  ...timestamps,
});
export type Factor = z.infer<typeof factor>;

/** The six CRUD operations' bodies and the record they answer with. */
export const factorSchemas = {
  entity: factor,
  insert: factorInsertSchema,
  update: factorUpdateSchema,
  id: factorIdSchema,
  remove: factorRemoveSchema,
  search: factorSearchSchema,
};
