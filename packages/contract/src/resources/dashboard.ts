import { z } from 'zod';
import { baseReply } from '../envelope.js';
import { article } from './articles.js';
import { countrySummary } from './country.js';

const tally = z.array(z.object({ label: z.string(), count: z.number().int() }));

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
    })
    .optional(),
  partner: z
    .object({
      unanswered: z.number().int(),
      answeredThisWeek: z.number().int(),
      medianHoursToAnswer: z.number().nullable(),
    })
    .optional(),
  admin: z
    .object({
      perWeek: tally,
      byCategory: tally,
      byCustomerType: tally,
      usersByRole: tally,
      medianHoursToAnswer: z.number().nullable(),
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
