import { describe, expect, it } from 'vitest';
import { failureText } from './api';
import { filenameOf, toFailure } from './base-query';

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

/** A download is saved under the server's name (docs/rules/files.md, "What may be attached"). */
describe('downloaded file names', () => {
  const named = (disposition: string) =>
    filenameOf(new Response('', { headers: { 'content-disposition': disposition } }));

  it("keep the uploader's name, accents and all, from filename*", () => {
    expect(
      named(
        `attachment; filename="Schedule ete.pdf"; filename*=UTF-8''Schedule%20%C3%A9t%C3%A9.pdf`,
      ),
    ).toBe('Schedule été.pdf');
  });

  it('fall back to the plain filename, then to "download"', () => {
    expect(named('attachment; filename="report.pdf"')).toBe('report.pdf');
    expect(named(`attachment; filename="a.pdf"; filename*=UTF-8''%E0%A4%A`)).toBe('a.pdf');
    expect(named('')).toBe('download');
  });
});
