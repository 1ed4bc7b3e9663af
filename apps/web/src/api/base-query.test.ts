import { describe, expect, it } from 'vitest';
import { failureText } from './api';
import { toFailure } from './base-query';

/** Any failed call becomes `{success: false, code, message}`; a banner shows only the message. */
describe('failed calls (docs/rules/screens.md#banners)', () => {
  it("show the server's message, never its code", () => {
    const failure = toFailure({
      status: 409,
      data: { success: false, code: 'USR409', message: 'This email is already registered' },
    });
    expect(failureText(failure)).toBe('This email is already registered');
  });

  it('name an unreachable server and a timeout in plain words', () => {
    expect(failureText(toFailure({ status: 'FETCH_ERROR', error: 'TypeError' }))).toBe(
      'Cannot reach the server. Please check your connection',
    );
    expect(failureText(toFailure({ status: 'TIMEOUT_ERROR', error: 'AbortError' }))).toBe(
      'The server took too long to answer',
    );
  });

  it('name a reply that is not the envelope by its HTTP status', () => {
    const failure = toFailure({ status: 502, data: '<html>Bad Gateway</html>' });
    expect(failure.success).toBe(false);
    expect(failureText(failure)).toBe('Unexpected reply from the server');
  });
});
