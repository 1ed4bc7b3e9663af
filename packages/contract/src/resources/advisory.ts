import { z } from 'zod';
import { MAX_LENGTH, RISK_LEVELS } from '../constants.js';
import { countryCode } from '../countries-field.js';
import { listReplyWith, replyWith } from '../envelope.js';
import { optionalText, paging, removeFlag, requiredText, timestamps } from '../fields.js';

/**
 * A company's own advisory for a country: its text, an optional level shown beside GeoRisk's
 * (and used for trip approvals), and the emergency contacts a traveller there needs
 * (docs/rules/schedule.md).
 */
export const ADVISORY_MESSAGES = {
  text: 'Please enter the advisory text',
  level: 'Please choose a level: Severe, High Risk, Medium Risk, Risk or Low Risk, or none',
} as const;

export const advisoryFormSchema = z.object({
  country: countryCode,
  text: requiredText(ADVISORY_MESSAGES.text, MAX_LENGTH.about, 'Advisory'),
  override_level: z.enum(RISK_LEVELS, { error: ADVISORY_MESSAGES.level }).nullable().optional(),
  emergency_contacts: optionalText(MAX_LENGTH.about, 'Emergency contacts').optional(),
});
export type AdvisoryForm = z.input<typeof advisoryFormSchema>;
export type AdvisoryValues = z.output<typeof advisoryFormSchema>;

export const advisoryUpsertSchema = advisoryFormSchema;
export const advisoryCountrySchema = z.object({ country: countryCode });
export const advisoryRemoveSchema = advisoryCountrySchema.extend({ is_deleted: removeFlag });
export const advisoryListSchema = z.object({ ...paging });

export const advisory = z.object({
  advisory_id: z.string(),
  country: z.string(),
  text: z.string(),
  override_level: z.enum(RISK_LEVELS).nullable(),
  emergency_contacts: z.string(),
  company_id: z.string(),
  ...timestamps,
});
export type Advisory = z.infer<typeof advisory>;

export const advisoryReply = replyWith('advisory', advisory);
export const advisoryListReply = listReplyWith('advisory', advisory).extend({
  can_manage: z.boolean(),
});
