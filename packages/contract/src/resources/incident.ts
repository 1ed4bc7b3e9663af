import { z } from 'zod';
import { CUSTOMER_TYPES, INCIDENT_STATUSES, MAX_LENGTH } from '../constants.js';
import { listReplyWith } from '../envelope.js';
import { id, paging, requiredText, timestamps } from '../fields.js';
import { MESSAGES } from '../messages.js';
import { categoryRef } from './categories.js';
import { customerType } from './query-type.js';

export const incidentFormSchema = z.object({
  customerType: z.enum(CUSTOMER_TYPES, { error: MESSAGES.selectIdentification }),
  queryType_id: id(MESSAGES.selectQueryType),
  query: requiredText(MESSAGES.specifyQuery, MAX_LENGTH.query, 'Query'),
});
export type IncidentForm = z.input<typeof incidentFormSchema>;

export const incidentInsertSchema = incidentFormSchema;
export const incidentUpdateSchema = incidentFormSchema.extend({ incident_id: id() });
export const incidentIdSchema = z.object({ incident_id: id() });
/** `created_by` is a filter for partners and admins; a customer always gets their own. */
export const incidentSearchSchema = z.object({
  ...paging,
  created_by: id().optional(),
  status: z.enum(INCIDENT_STATUSES).optional(),
  customerType: customerType.optional(),
});

export const incident = z.object({
  incident_id: z.string(),
  query: z.string(),
  queryType_id: z.string(),
  queryType: z.object({
    queryType_id: z.string(),
    name: z.string(),
    icon: z.string(),
    customerType: z.string(),
    categories_id: z.string(),
    categories: categoryRef,
  }),
  customerType: z.string(),
  status: z.enum(INCIDENT_STATUSES),
  created_by: z.string(),
  ...timestamps,
});
export type Incident = z.infer<typeof incident>;

/**
 * Counting every match would make a page cost O(table) (DESIGN §6), so `total` counts at most this
 * many; `total_capped` is true when there are more.
 */
export const INCIDENT_TOTAL_CAP = 10_000;
export const incidentListReply = listReplyWith('incident', incident).extend({
  total_capped: z.boolean(),
});
