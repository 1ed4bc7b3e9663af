import { z } from 'zod';
import {
  CUSTOMER_TYPES,
  INCIDENT_SCOPES,
  INCIDENT_SORTS,
  INCIDENT_STATUSES,
  MAX_LENGTH,
} from '../constants.js';
import { listReplyWith } from '../envelope.js';
import { countryCodes, countryFilter, MAX_INCIDENT_COUNTRIES } from '../countries-field.js';
import { flag, id, paging, requiredText, timestamps } from '../fields.js';
import { MESSAGES } from '../messages.js';
import { categoryRef } from './categories.js';
import { customerType } from './query-type.js';

export const incidentFormSchema = z.object({
  customerType: z.enum(CUSTOMER_TYPES, { error: MESSAGES.selectIdentification }),
  queryType_id: id(MESSAGES.selectQueryType),
  query: requiredText(MESSAGES.specifyQuery, MAX_LENGTH.query, 'Query'),
  /** Optional, after the spec's three fields, so the spec's flow is unchanged. */
  countries: countryCodes(MAX_INCIDENT_COUNTRIES).default([]),
});
export type IncidentForm = z.input<typeof incidentFormSchema>;

/**
 * `for_company`: filed for the author's company, so every member reads it
 * (docs/rules/companies.md, "Shared requests"). Left out, a member's request is the company's and
 * a viewer's or a solo customer's is personal. Fixed at filing: an update does not move it.
 */
export const incidentInsertSchema = incidentFormSchema.extend({ for_company: flag.optional() });
export const incidentUpdateSchema = incidentFormSchema.extend({ incident_id: id() });
export const incidentIdSchema = z.object({ incident_id: id() });
/** `developments/list`: the news that made an answered request stale. */
export const developmentsSchema = incidentIdSchema;
/** `created_by` is a filter for partners and admins; a customer always gets their own. */
export const incidentStatus = z.enum(INCIDENT_STATUSES, { error: MESSAGES.invalidIncidentStatus });

/** A partner's id, or `me` (the caller) or `none` (nobody holds the request). */
export const assigneeFilter = z.union(
  [z.literal('me'), z.literal('none'), id(MESSAGES.invalidAssignee)],
  { error: MESSAGES.invalidAssignee },
);

/**
 * `created_by` is a filter for partners and admins; a customer always gets their own. `status`
 * takes one status or a list; `sort` defaults to `due` for partners and admins, `newest` for
 * customers.
 */
export const incidentSearchSchema = z.object({
  ...paging,
  /** A customer's list: `mine` (filed by them) or `company` (filed for their company); both if left out. */
  scope: z.enum(INCIDENT_SCOPES, { error: MESSAGES.invalidScope }).optional(),
  created_by: id().optional(),
  status: z.union([incidentStatus, z.array(incidentStatus).max(3)]).optional(),
  assigned_to: assigneeFilter.optional(),
  customerType: customerType.optional(),
  /** Requests naming any of these countries. */
  countries: countryFilter.optional(),
  categories_id: id().optional(),
  queryType_id: id().optional(),
  overdue: flag.optional(),
  sort: z.enum(INCIDENT_SORTS, { error: MESSAGES.invalidSort }).optional(),
});
export type IncidentSearch = z.input<typeof incidentSearchSchema>;

export const incidentAssignSchema = z.object({ incident_id: id(), user_id: id() });

export const userRef = z.object({ user_id: z.string(), name: z.string() });

/** Green/Yellow/Red counts of the latest published revision. */
export const outcome = z.object({
  Green: z.number().int(),
  Yellow: z.number().int(),
  Red: z.number().int(),
});
export type Outcome = z.infer<typeof outcome>;

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
  countries: z.array(z.string()),
  /** High Risk or Severe news about its countries since its assessment. */
  stale: z.boolean(),
  status: incidentStatus,
  assigned_to: z.string().nullable(),
  assignee: userRef.nullable(),
  /** Filing time plus the SLA hours of the customer type at filing. */
  due_at: z.string(),
  /** Not Answered and past `due_at`. */
  overdue: z.boolean(),
  /** 0 until answered; each publication adds one. */
  revision: z.number().int(),
  outcome: outcome.nullable(),
  /**
   * Priced on quote (docs/rules/proposals.md): null for a request of a priced type; else the firm
   * whose proposal was accepted, null while it awaits quotes.
   */
  quote: z
    .object({ firm: z.object({ partner_firm_id: z.string(), name: z.string() }).nullable() })
    .nullable()
    .optional(),
  /** Partners and admins only: who filed the request. */
  owner: userRef.extend({ email: z.string() }).optional(),
  /** Partners and admins only: the customer wrote a message no analyst has read yet. */
  unread_messages: z.boolean().optional(),
  created_by: z.string(),
  /** The company it was filed for; null: a personal request. */
  company: z.object({ company_id: z.string(), name: z.string() }).nullable(),
  /** Who filed a company's request, for the colleagues who read it; null: a personal request. */
  filed_by: userRef.nullable(),
  /**
   * A search's matching passage of the question or, when only the conversation matches, of the
   * best matching message, the words marked with SNIPPET_MARK; only on a search's items.
   */
  snippet: z.string().optional(),
  ...timestamps,
});
export type Incident = z.infer<typeof incident>;

/**
 * Counting every match would make a page cost O(table) (docs/performance.md), so `total` counts at most this
 * many; `total_capped` is true when there are more.
 */
export const INCIDENT_TOTAL_CAP = 10_000;
export const incidentListReply = listReplyWith('incident', incident).extend({
  total_capped: z.boolean(),
});
