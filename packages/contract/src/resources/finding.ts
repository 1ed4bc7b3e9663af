import { z } from 'zod';
import { FINDING_STATUSES, MAX_LENGTH } from '../constants.js';
import { replyWith } from '../envelope.js';
import { flag, id, optionalText } from '../fields.js';
import { MESSAGES } from '../messages.js';
import { userRef } from './incident.js';

export const findingStatus = z.enum(FINDING_STATUSES, { error: MESSAGES.invalidFindingStatus });

export const factorResponse = z.object({
  response_status: findingStatus,
  response: optionalText(MAX_LENGTH.response, 'Response').default(''),
});

/** `{ <factor_id>: { response_status, response } }`; the findings form has no client rules. */
export const factorResponseMap = z
  .record(z.string().uuid({ error: MESSAGES.invalidId }), factorResponse)
  .refine((map) => Object.keys(map).length > 0, { error: 'Please rate at least one Factor' });

/** The analyst's overall judgement, shown above the factors in the report. */
const summary = optionalText(MAX_LENGTH.summary, 'Summary');
/**
 * `draft: true` saves for the analyst only; `false` (the default) publishes a revision, which needs
 * every active factor of the category rated with a response.
 */
const draft = flag.default(false);

export const findingInsertSchema = z.object({
  incident_id: id(),
  factor_response: factorResponseMap,
  summary: summary.default(''),
  draft,
});
/** Merges into the working copy: factors sent are re-answered; `summary` is kept when absent. */
export const findingUpdateSchema = z.object({
  finding_id: id(),
  factor_response: factorResponseMap,
  summary: summary.optional(),
  draft,
});
export const findingIdSchema = z.object({ finding_id: id() });
/**
 * Everyone reads the latest published revision; `draft: true` (partners and admins) reads the
 * analyst's working copy instead, unpublished changes included.
 */
export const findingListSchema = z.object({ incident_id: id(), draft: flag.optional() });
export const findingHistorySchema = z.object({ incident_id: id() });

/** One row per factor answered (docs/api.md). */
export const findingRow = z.object({
  finding_id: z.string(),
  incident_id: z.string(),
  factor_id: z.string(),
  response_status: findingStatus,
  factor_response: z.string(),
  created_by: z.string(),
  created_at: z.string(),
  /** That factor's status in the revision before, or null (first revision, or new factor). */
  previous_status: findingStatus.nullable(),
});
export type FindingRow = z.infer<typeof findingRow>;

export const finding = z.object({
  finding_id: z.string(),
  incident_id: z.string(),
  factor_response: z.record(z.string(), factorResponse),
  summary: z.string(),
  /** The working copy holds changes not published yet (the customer does not see them). */
  draft: z.boolean(),
  /** The latest published revision, 0 while nothing is published. */
  revision: z.number().int(),
  created_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Finding = z.infer<typeof finding>;

export const findingRevision = z.object({
  revision: z.number().int(),
  published_at: z.string(),
  published_by: userRef,
  summary: z.string(),
  factor_response: z.record(z.string(), factorResponse),
});
export type FindingRevision = z.infer<typeof findingRevision>;
/** `finding/history`: every published revision, newest first. */
export const findingHistoryReply = replyWith('revisions', z.array(findingRevision));
