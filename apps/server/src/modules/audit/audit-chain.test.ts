import { describe, expect, it } from 'vitest';
import { canonicalEvent, chainHash, GENESIS_HASH, type ChainedEvent } from './audit-chain.js';

const event: ChainedEvent = {
  at: new Date('2026-11-25T10:00:00.123Z'),
  actorUserId: '6f1c2b3a-0000-4000-8000-000000000001',
  actorEmail: 'head@acme.test',
  companyId: null,
  ip: '203.0.113.7',
  action: 'auth.login',
  targetKind: 'user',
  targetId: '6f1c2b3a-0000-4000-8000-000000000001',
  detail: { b: 2, a: 'one' },
};

describe('the audit chain', () => {
  it('gives one text per event, whatever order the detail keys come in', () => {
    expect(canonicalEvent(event)).toBe(canonicalEvent({ ...event, detail: { a: 'one', b: 2 } }));
  });

  it('changes the hash when any field or the previous hash changes', () => {
    const hash = chainHash(GENESIS_HASH, event);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(chainHash(GENESIS_HASH, { ...event })).toBe(hash);
    expect(chainHash('x', event)).not.toBe(hash);
    expect(chainHash(GENESIS_HASH, { ...event, ip: '203.0.113.8' })).not.toBe(hash);
    expect(chainHash(GENESIS_HASH, { ...event, detail: { a: 'one', b: 3 } })).not.toBe(hash);
    expect(
      chainHash(GENESIS_HASH, { ...event, at: new Date('2026-11-25T10:00:00.124Z') }),
    ).not.toBe(hash);
  });
});
