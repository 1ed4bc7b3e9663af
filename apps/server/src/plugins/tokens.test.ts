import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokens } from './tokens.js';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const ROLES = { is_admin: false, is_partner: false, is_customer: true };

afterEach(() => vi.useRealTimers());

describe('tokens (docs/security.md)', () => {
  it('verifies a token again from memory with the same caller', async () => {
    const tokens = createTokens(SECRET);
    const token = await tokens.signAccess('u-1', ROLES, 3);
    const first = await tokens.verify(token);
    expect(first).toEqual({ kind: 'user', userId: 'u-1', sessionVersion: 3, ...ROLES });
    expect(await tokens.verify(token)).toEqual(first);
  });

  it('refuses a tampered copy of a token it already knows, and one signed with another key', async () => {
    const tokens = createTokens(SECRET);
    const token = await tokens.signAnonymous();
    expect(await tokens.verify(token)).toEqual({ kind: 'anonymous' });
    const [head, body, signature] = token.split('.');
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await tokens.verify(`${head}.${body}.${flipped}`)).toBeNull();
    const foreign = await createTokens(`${SECRET}-other`).signAnonymous();
    expect(await tokens.verify(foreign)).toBeNull();
  });

  it('stops accepting a remembered token once it expires', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z'), toFake: ['Date'] });
    const tokens = createTokens(SECRET);
    const token = await tokens.signAccess('u-2', ROLES, 1);
    expect(await tokens.verify(token)).not.toBeNull();
    vi.setSystemTime(new Date('2026-11-22T10:14:00Z'));
    expect(await tokens.verify(token)).not.toBeNull();
    vi.setSystemTime(new Date('2026-11-22T10:15:01Z'));
    expect(await tokens.verify(token)).toBeNull();
  });
});
