import { z } from 'zod';
import { RISK_LEVELS } from '../constants.js';
import { baseReply } from '../envelope.js';
import { article } from './articles.js';
import { countrySummary } from './country.js';

const tally = z.array(z.object({ label: z.string(), count: z.number().int() }));

/**
 * A company's (or a solo customer's) exposure (docs/rules/exposure.md): people at branches with
 * open alerts, open alerts by level (worst first), the five branches with the most open alerts.
 */
export const exposureFigures = z.object({
  peopleExposed: z.number().int(),
  openByLevel: tally,
  atRisk: z.array(
    z.object({
      branch_id: z.string(),
      name: z.string(),
      country: z.string(),
      people: z.number().int(),
      open: z.number().int(),
      worst: z.enum(RISK_LEVELS),
    }),
  ),
});
export type ExposureFigures = z.infer<typeof exposureFigures>;

/** Median hours from filing to the first answer (SLA hours), and how many answers, per group. */
const answerTimes = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    medianHours: z.number(),
    count: z.number().int(),
  }),
);
export const timeToAnswer = z.object({ byAnalyst: answerTimes, byCategory: answerTimes });
export type TimeToAnswer = z.infer<typeof timeToAnswer>;

/**
 * The figures of `/menu/dashboard`; each role gets its own sections and the others are absent
 * (docs/rules/geography.md).
 */
export const dashboard = z.object({
  role: z.enum(['customer', 'partner', 'admin']),
  /** Every role: the caller's view of the countries with a level, for the map. */
  countries: z.array(countrySummary),
  customer: z
    .object({
      byStatus: tally,
      outcomes: tally,
      watched: z.array(countrySummary),
      news: z.array(article),
      /** Only for the members of a company and customers with branches. */
      exposure: exposureFigures.optional(),
    })
    .optional(),
  partner: z
    .object({
      unanswered: z.number().int(),
      answeredThisWeek: z.number().int(),
      medianHoursToAnswer: z.number().nullable(),
      timeToAnswer,
    })
    .optional(),
  admin: z
    .object({
      perWeek: tally,
      byCategory: tally,
      byCustomerType: tally,
      usersByRole: tally,
      medianHoursToAnswer: z.number().nullable(),
      timeToAnswer,
      feeds: z.array(
        z.object({
          name: z.string(),
          lastSuccessAt: z.string().nullable(),
          lastError: z.string().nullable(),
        }),
      ),
    })
    .optional(),
});
export type Dashboard = z.infer<typeof dashboard>;
export const dashboardGetSchema = z.object({});
export const dashboardReply = baseReply.extend({ dashboard });
