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

  it('knows at once (verifyKnown) only a token it verified, until the token expires', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z'), toFake: ['Date'] });
    const tokens = createTokens(SECRET);
    const token = await tokens.signAccess('u-3', ROLES, 2, 'session-1');
    expect(tokens.verifyKnown(token)).toBeUndefined();
    const caller = await tokens.verify(token);
    expect(caller).toMatchObject({ userId: 'u-3', sessionVersion: 2, sessionId: 'session-1' });
    expect(tokens.verifyKnown(token)).toEqual(caller);
    // A refused token is never known: a forged one, or one of another server's secret.
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await tokens.verify(forged)).toBeNull();
    expect(tokens.verifyKnown(forged)).toBeUndefined();
    const foreign = await createTokens(`${SECRET}-other`).signAccess('u-3', ROLES, 2);
    expect(await tokens.verify(foreign)).toBeNull();
    expect(tokens.verifyKnown(foreign)).toBeUndefined();
    vi.setSystemTime(new Date('2026-11-22T10:15:01Z'));
    expect(tokens.verifyKnown(token)).toBeUndefined();
  });
});
