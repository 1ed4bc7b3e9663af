import { z } from 'zod';
import { MAX_LENGTH } from '../constants.js';
import { listReplyWith, replyWith } from '../envelope.js';
import { email, id, paging, removeFlag, requiredLine, timestamps } from '../fields.js';

/**
 * Travellers: a company's people who travel (members, or named people without an account), or a
 * solo customer's own (DESIGN section 14, docs/rules/schedule.md).
 */
export const TRAVELLER_MESSAGES = {
  name: 'Please enter the traveller’s name',
  phone: 'Please enter a phone number of digits, with an optional leading +',
} as const;

const phone = z
  .string({ error: TRAVELLER_MESSAGES.phone })
  .trim()
  .regex(/^(\+?\d{4,20})?$/, { error: TRAVELLER_MESSAGES.phone });

/** Keys in the order the form checks them. */
export const travellerFormSchema = z.object({
  name: requiredLine(TRAVELLER_MESSAGES.name, MAX_LENGTH.name, 'Name'),
  email,
  phone: phone.optional(),
  /** The traveller's own account, when they have one (a member of the company). */
  user_id: id().nullable().optional(),
});
export type TravellerForm = z.input<typeof travellerFormSchema>;
export type TravellerValues = z.output<typeof travellerFormSchema>;

export const travellerInsertSchema = travellerFormSchema;
export const travellerUpdateSchema = travellerFormSchema.extend({ traveller_id: id() });
export const travellerIdSchema = z.object({ traveller_id: id() });
export const travellerRemoveSchema = travellerIdSchema.extend({ is_deleted: removeFlag });
export const travellerListSchema = z.object({ ...paging });

export const traveller = z.object({
  traveller_id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  user_id: z.string().nullable(),
  company_id: z.string().nullable(),
  ...timestamps,
});
export type Traveller = z.infer<typeof traveller>;

export const travellerReply = replyWith('traveller', traveller);
/** `can_manage`: whether the caller may add, change and delete travellers and trips. */
export const travellerListReply = listReplyWith('traveller', traveller).extend({
  can_manage: z.boolean(),
});
