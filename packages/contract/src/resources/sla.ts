import { z } from 'zod';
import { SLA_HOURS } from '../constants.js';
import { replyWith } from '../envelope.js';
import { MESSAGES } from '../messages.js';
import { customerType } from './query-type.js';

/** Hours an analyst has to answer a request of one customer type. */
export const slaHours = z
  .number({ error: MESSAGES.invalidSlaHours })
  .int({ error: MESSAGES.invalidSlaHours })
  .min(SLA_HOURS.min, { error: MESSAGES.invalidSlaHours })
  .max(SLA_HOURS.max, { error: MESSAGES.invalidSlaHours });

export const slaListSchema = z.object({});
/** Applies to requests filed afterwards; a filed request keeps its due time. */
export const slaUpdateSchema = z.object({ customerType, hours: slaHours });
export type SlaUpdate = z.input<typeof slaUpdateSchema>;

export const sla = z.object({ customerType: z.string(), hours: z.number().int() });
export type Sla = z.infer<typeof sla>;

export const slaListReply = replyWith('sla', z.array(sla));
export const slaReply = replyWith('sla', sla);
