import { z } from 'zod';
import { CUSTOMER_TYPES, DEFAULT_CUSTOMER_TYPE, MAX_LENGTH } from '../constants.js';
import { flag, id, paging, removeFlag, requiredLine, requiredText, timestamps } from '../fields.js';
import { MESSAGES } from '../messages.js';
import { categoryRef } from './categories.js';
import { priceCredits } from './credits.js';

export const customerType = z.enum(CUSTOMER_TYPES, { error: MESSAGES.invalidCustomerType });

/** The form (docs/rules/reference-data.md): name, icon, about. A category is not enforced on the client. */
export const queryTypeFormSchema = z.object({
  name: requiredLine(MESSAGES.queryTypeName, MAX_LENGTH.name, 'Name'),
  icon: requiredLine(MESSAGES.queryTypeIcon, MAX_LENGTH.icon, 'Icon'),
  about: requiredText(MESSAGES.queryTypeAbout, MAX_LENGTH.about, 'About'),
  customerType: customerType.default(DEFAULT_CUSTOMER_TYPE),
  categories_id: z.string().optional(),
  is_active: flag.default(true),
  price_credits: priceCredits.default(1),
  /** Priced by the firms' proposals instead (docs/rules/proposals.md). */
  on_quote: flag.default(false),
});
export type QueryTypeForm = z.input<typeof queryTypeFormSchema>;

/**
 * The server does enforce the category: a query type without one would give incidents no factors
 * to answer, so the report would be empty.
 */
export const queryTypeInsertSchema = queryTypeFormSchema.extend({
  categories_id: id(MESSAGES.selectCategories),
});
export const queryTypeUpdateSchema = queryTypeInsertSchema.extend({ queryType_id: id() });
export const queryTypeIdSchema = z.object({ queryType_id: id() });
export const queryTypeRemoveSchema = queryTypeIdSchema.extend({ is_deleted: removeFlag });
export const queryTypeSearchSchema = z.object({
  ...paging,
  categories_id: id().optional(),
  customerType: customerType.optional(),
  is_active: flag.optional(),
});

export const queryType = z.object({
  queryType_id: z.string(),
  categories_id: z.string(),
  categories: categoryRef,
  name: z.string(),
  icon: z.string(),
  about: z.string(),
  customerType,
  is_active: z.boolean(),
  /** Credits a request of this type costs (docs/rules/credits.md). */
  price_credits: z.number().int(),
  /** Priced on quote: filing charges nothing, firms propose a price (docs/rules/proposals.md). */
  on_quote: z.boolean(),
  created_by: z.string().nullable(),
  ...timestamps,
});
export type QueryType = z.infer<typeof queryType>;

/** The six CRUD operations' bodies and the record they answer with. */
export const queryTypeSchemas = {
  entity: queryType,
  insert: queryTypeInsertSchema,
  update: queryTypeUpdateSchema,
  id: queryTypeIdSchema,
  remove: queryTypeRemoveSchema,
  search: queryTypeSearchSchema,
};
