import { describe, expect, it } from 'vitest';
import { canonicalEmail } from './email-canonical.js';
import { loginSchema } from './resources/auth.js';

describe('canonicalEmail', () => {
  it.each([
    [' Zed@Example.COM ', 'zed@example.com'],
    ['ｚｅｄ@ｅｘａｍｐｌｅ.com', 'zed@example.com'],
    ['zed@İdomain.com', 'zed@xn--idomain-6he.com'],
    ['zed@i\u0307domain.com', 'zed@xn--idomain-6he.com'],
    ['zed@XN--IDOMAIN-6HE.com', 'zed@xn--idomain-6he.com'],
    ['zed@idomain.com', 'zed@idomain.com'],
    ['Ünal@Bücher.example', 'ünal@xn--bcher-kva.example'],
  ])('%s -> %s', (input, expected) => {
    expect(canonicalEmail(input)).toBe(expected);
  });

  it('is idempotent', () => {
    for (const input of ['zed@İdomain.com', 'ＡＢ@Bücher.example', 'x@y.z']) {
      expect(canonicalEmail(canonicalEmail(input))).toBe(canonicalEmail(input));
    }
  });

  it('never lets the URL parser turn an address into another host', () => {
    expect(canonicalEmail('a@bü.com/evil.com')).toBe('a@bü.com/evil.com');
  });

  it('is what request bodies carry once parsed', () => {
    const body = loginSchema.parse({ email: ' ZED@İdomain.com', password: 'Secret#123' });
    expect(body.email).toBe('zed@xn--idomain-6he.com');
  });
});
