import { finding, incident, notification } from '@georisk/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileReplySerializer } from './reply-serializer.js';

const route = { method: 'POST', url: '/api/test' };
/** What zod's own serializer wrote before: the checked value, unknown keys dropped. */
const zodWrites = (schema: z.ZodType, value: unknown) =>
  JSON.parse(JSON.stringify(z.encode(schema, value)));
const written = (schema: z.ZodType, value: unknown) => {
  const serialize = compileReplySerializer(schema, route);
  return { compiled: serialize.compiled, json: JSON.parse(serialize(value)) };
};

const user = { user_id: 'u1', name: 'Ann' };
const anIncident = {
  incident_id: 'i1',
  query: 'Q "quoted" \\ \u2028',
  queryType_id: 'q1',
  queryType: {
    queryType_id: 'q1',
    name: 'N',
    icon: 'bi-x',
    customerType: 'Person',
    categories_id: 'c1',
    categories: { categories_id: 'c1', name: 'C', secret: 'dropped' },
  },
  customerType: 'Person',
  countries: ['FR', 'DE'],
  stale: false,
  status: 'Answered',
  assigned_to: null,
  assignee: null,
  due_at: '2026-01-01T00:00:00.000Z',
  overdue: false,
  revision: 2,
  outcome: { Green: 1, Yellow: 0, Red: 3 },
  created_by: 'u1',
  company: null,
  filed_by: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  password_hash: 'never sent',
};

describe('compiled reply serializer', () => {
  it.each([
    ['an incident without the staff-only keys', incident, anIncident],
    [
      'an incident with them',
      incident,
      {
        ...anIncident,
        assignee: user,
        owner: { ...user, email: 'a@b.c' },
        unread_messages: true,
        company: { company_id: 'k1', name: 'Acme' },
        filed_by: user,
      },
    ],
    [
      'a finding (a record of factor answers)',
      finding,
      {
        finding_id: 'f1',
        incident_id: 'i1',
        factor_response: {
          fa: { response_status: 'Green', response: 'ok', note: 'dropped' },
          fb: { response_status: 'Red', response: '' },
        },
        summary: '',
        draft: true,
        revision: 0,
        created_by: 'u1',
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      },
    ],
    [
      'a notification (nullable strings)',
      notification,
      {
        notification_id: 'n1',
        kind: 'answered',
        incident_id: 'i1',
        articles_id: null,
        country: null,
        text: 't',
        created_at: '2026-01-01T00:00:00.000Z',
        read_at: null,
      },
    ],
  ])('writes %s exactly as zod did', (_name, schema, value) => {
    const { compiled, json } = written(schema, value);
    expect(compiled).toBe(true);
    expect(json).toEqual(zodWrites(schema, value));
    expect(JSON.stringify(json)).not.toMatch(/never sent|dropped/);
  });

  it('keeps zod and JSON.stringify where fast-json-stringify would guess', () => {
    for (const schema of [
      z.object({ when: z.date() }),
      z.object({ either: z.union([z.string(), z.object({ a: z.string() })]) }),
      z.object({ anything: z.unknown() }),
    ]) {
      expect(compileReplySerializer(schema, route).compiled).toBe(false);
    }
    const dated = z.object({ when: z.date() });
    const serialize = compileReplySerializer(dated, route);
    expect(JSON.parse(serialize({ when: new Date(0), extra: 1 }))).toEqual({
      when: '1970-01-01T00:00:00.000Z',
    });
    expect(() => serialize({ when: 'not a date' })).toThrow();
  });
});
