import { z } from 'zod';
import { MAX_LENGTH } from '../constants.js';
import { flag, id, paging, removeFlag, requiredLine, requiredText, timestamps } from '../fields.js';
import { MESSAGES } from '../messages.js';

export const categoryFormSchema = z.object({
  name: requiredLine(MESSAGES.categoryName, MAX_LENGTH.name, 'Name'),
  icon: requiredLine(MESSAGES.categoryIcon, MAX_LENGTH.icon, 'Icon'),
  about: requiredText(MESSAGES.categoryAbout, MAX_LENGTH.about, 'About'),
  is_active: flag.default(true),
});
export type CategoryForm = z.input<typeof categoryFormSchema>;

export const categoryInsertSchema = categoryFormSchema;
export const categoryUpdateSchema = categoryFormSchema.extend({ categories_id: id() });
export const categoryIdSchema = z.object({ categories_id: id() });
export const categoryRemoveSchema = categoryIdSchema.extend({ is_deleted: removeFlag });
export const categorySearchSchema = z.object({ ...paging, is_active: flag.optional() });

export const category = z.object({
  categories_id: z.string(),
  name: z.string(),
  icon: z.string(),
  about: z.string(),
  is_active: z.boolean(),
  created_by: z.string().nullable(),
  ...timestamps,
});
export type Category = z.infer<typeof category>;

/** The short form attached to factors and query types on reads. */
export const categoryRef = z.object({ categories_id: z.string(), name: z.string() });
export type CategoryRef = z.infer<typeof categoryRef>;

/** The six CRUD operations' bodies and the record they answer with (server routes, web forms). */
export const categorySchemas = {
  entity: category,
  insert: categoryInsertSchema,
  update: categoryUpdateSchema,
  id: categoryIdSchema,
  remove: categoryRemoveSchema,
  search: categorySearchSchema,
};
