import { z } from 'zod';
import { FINDING_STATUSES, MAX_LENGTH } from '../constants.js';
import { id, optionalText } from '../fields.js';
import { MESSAGES } from '../messages.js';

export const findingStatus = z.enum(FINDING_STATUSES, { error: MESSAGES.invalidFindingStatus });

export const factorResponse = z.object({
  response_status: findingStatus,
  response: optionalText(MAX_LENGTH.response, 'Response').default(''),
});

/** `{ <factor_id>: { response_status, response } }`; the findings form has no client rules. */
export const factorResponseMap = z
  .record(z.string().uuid({ error: MESSAGES.invalidId }), factorResponse)
  .refine((map) => Object.keys(map).length > 0, { error: 'Please rate at least one Factor' });

export const findingInsertSchema = z.object({
  incident_id: id(),
  factor_response: factorResponseMap,
});
export const findingUpdateSchema = z.object({
  finding_id: id(),
  factor_response: factorResponseMap,
});
export const findingIdSchema = z.object({ finding_id: id() });
export const findingListSchema = z.object({ incident_id: id() });

/** One row per factor answered (DESIGN §2). */
export const findingRow = z.object({
  finding_id: z.string(),
  incident_id: z.string(),
  factor_id: z.string(),
  response_status: findingStatus,
  factor_response: z.string(),
  created_by: z.string(),
  created_at: z.string(),
});
export type FindingRow = z.infer<typeof findingRow>;

export const finding = z.object({
  finding_id: z.string(),
  incident_id: z.string(),
  factor_response: z.record(z.string(), factorResponse),
  created_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Finding = z.infer<typeof finding>;
