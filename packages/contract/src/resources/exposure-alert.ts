import { z } from 'zod';
import { MAX_LENGTH, RISK_LEVELS, type RiskLevel } from '../constants.js';
import { countryCode } from '../countries-field.js';
import { listReplyWith, replyWith } from '../envelope.js';
import { id, optionalText, paging, requiredText } from '../fields.js';

/**
 * Exposure alerts: news at or above a branch's level near it, or Severe in its country (DESIGN
 * section 13, docs/rules/exposure.md), and the inbox that handles them.
 */
export const ALERT_STATUSES = ['open', 'acknowledged', 'dismissed', 'escalated'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** Worst first: `riskRank('Severe')` is 0. A level reaches a minimum when its rank is not greater. */
export const riskRank = (level: RiskLevel) => RISK_LEVELS.indexOf(level);
export const reachesLevel = (level: RiskLevel, minimum: RiskLevel) =>
  riskRank(level) <= riskRank(minimum);

export const ALERT_MESSAGES = {
  status: 'Please choose a status: open, acknowledged, dismissed or escalated',
  level: 'Please choose a level: Severe, High Risk, Medium Risk, Risk or Low Risk',
  reason: 'Please say why the alert is dismissed',
} as const;

export const alertListSchema = z.object({
  ...paging,
  status: z.enum(ALERT_STATUSES, { error: ALERT_MESSAGES.status }).optional(),
  level: z.enum(RISK_LEVELS, { error: ALERT_MESSAGES.level }).optional(),
  branch_id: id().optional(),
  country: countryCode.optional(),
});
export type AlertListFilter = z.input<typeof alertListSchema>;
export const alertIdSchema = z.object({ alert_id: id() });
export const alertAcknowledgeSchema = alertIdSchema.extend({
  note: optionalText(MAX_LENGTH.about, 'Note').optional(),
});
export const alertDismissSchema = alertIdSchema.extend({
  reason: requiredText(ALERT_MESSAGES.reason, MAX_LENGTH.about, 'Reason'),
});
export const alertEscalateSchema = alertIdSchema;

export const alert = z.object({
  alert_id: z.string(),
  created_at: z.string(),
  /** The branch exposed; null on an in-trip alert, whose `trip` says who is where. */
  branch: z
    .object({
      branch_id: z.string(),
      name: z.string(),
      place_name: z.string().nullable(),
      country: z.string(),
      people: z.number().int(),
    })
    .nullable(),
  /** An in-trip alert: the traveller's stop (its city, or the country alone) near the news. */
  trip: z
    .object({
      trip_id: z.string(),
      purpose: z.string(),
      traveller_name: z.string(),
      stop: z.number().int(),
      place_name: z.string().nullable(),
      country: z.string(),
    })
    .nullable(),
  article: z.object({ articles_id: z.string(), title: z.string(), url: z.string() }),
  /** Null when a Severe article named the branch's country and no place. */
  distance_km: z.number().nullable(),
  level: z.enum(RISK_LEVELS),
  status: z.enum(ALERT_STATUSES),
  handled_by: z.object({ user_id: z.string(), name: z.string() }).nullable(),
  handled_at: z.string().nullable(),
  note: z.string().nullable(),
  /** The request filed by escalating it. */
  incident_id: z.string().nullable(),
  company_id: z.string().nullable(),
});
export type Alert = z.infer<typeof alert>;

export const alertReply = replyWith('alert', alert);
/** `can_manage`: whether the caller may acknowledge, dismiss and escalate (owners, admins, a solo customer). */
export const alertListReply = listReplyWith('alert', alert).extend({ can_manage: z.boolean() });
