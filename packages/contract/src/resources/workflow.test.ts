import { describe, expect, it } from 'vitest';
import { rateEveryFactor } from '../messages.js';
import { findingInsertSchema } from './finding.js';
import { incidentSearchSchema } from './incident.js';
import { messageInsertSchema } from './message.js';
import { notificationReadSchema } from './notification.js';
import { slaUpdateSchema } from './sla.js';

const id = '3f2b8c1e-4a5d-4e6f-8a7b-9c0d1e2f3a4b';
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('request workflow schemas', () => {
  it('filters the queue by one status or several, and by assignee id, "me" or "none"', () => {
    expect(incidentSearchSchema.parse({ status: 'In review' }).status).toBe('In review');
    expect(incidentSearchSchema.parse({ status: ['Submitted', 'Answered'] }).status).toHaveLength(
      2,
    );
    for (const assigned_to of ['me', 'none', id]) {
      expect(incidentSearchSchema.safeParse({ assigned_to }).success).toBe(true);
    }
    expect(firstMessage(incidentSearchSchema.safeParse({ assigned_to: 'them' }))).toBe(
      'Assignee must be a user id, "me" or "none"',
    );
    expect(firstMessage(incidentSearchSchema.safeParse({ sort: 'random' }))).toBe(
      'Sort must be due, newest or oldest',
    );
  });

  it('keeps SLA hours whole, from 1 to 720', () => {
    expect(slaUpdateSchema.safeParse({ customerType: 'Citizen', hours: 720 }).success).toBe(true);
    for (const hours of [0, 721, 2.5, '24']) {
      expect(firstMessage(slaUpdateSchema.safeParse({ customerType: 'Citizen', hours }))).toBe(
        'Hours must be a whole number from 1 to 720',
      );
    }
  });

  it('publishes by default; a draft must be asked for', () => {
    const body = { incident_id: id, factor_response: { [id]: { response_status: 'Red' } } };
    expect(findingInsertSchema.parse(body)).toMatchObject({ draft: false, summary: '' });
    expect(findingInsertSchema.parse({ ...body, draft: true }).draft).toBe(true);
    expect(rateEveryFactor('Border')).toBe('Please rate every factor: Border');
  });

  it('needs a message body and a notification id or all: true', () => {
    expect(firstMessage(messageInsertSchema.safeParse({ incident_id: id, body: '  ' }))).toBe(
      'Please write a message',
    );
    expect(notificationReadSchema.safeParse({ all: true }).success).toBe(true);
    expect(notificationReadSchema.safeParse({ notification_id: id }).success).toBe(true);
    expect(firstMessage(notificationReadSchema.safeParse({ all: false }))).toBe(
      'Please name a notification_id or send all: true',
    );
  });
});
