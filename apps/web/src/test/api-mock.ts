import { vi } from 'vitest';

/** One fake reply: HTTP status and the JSON envelope the server would send. */
export interface MockReply {
  status?: number;
  body: Record<string, unknown>;
}

/** Answers a call from its path and JSON body; a function may count or vary its replies. */
export type MockHandler =
  MockReply | ((body: Record<string, unknown>, headers: Headers) => MockReply);

/** A call the screen made: its API path (without '/api/'), body and bearer token. */
export interface RecordedCall {
  path: string;
  body: Record<string, unknown>;
  authorization: string | null;
}

/** A Request that accepts the app's relative URLs ('/api/...') as a browser would. */
class RelativeRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    const url = typeof input === 'string' ? new URL(input, window.location.origin) : input;
    // jsdom's AbortSignal is not the one Node's fetch expects; the app never aborts in tests.
    super(url, { ...init, signal: null });
  }
}

/**
 * Replaces fetch for a component test: each API path answers with its handler (an unknown path
 * fails the test loudly), and every call is recorded so tests can assert what was sent.
 * Call `vi.unstubAllGlobals()` after each test.
 */
export const mockApi = (
  handlers: Record<string, MockHandler>,
  { before }: { before?: (path: string) => Promise<void> } = {},
) => {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (request: Request) => {
    const path = new URL(request.url).pathname.replace(/^\/api\//, '');
    const text = await request.text();
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    calls.push({ path, body, authorization: request.headers.get('authorization') });
    // Lets a test hold a reply back to see the screen while the request is in flight.
    await before?.(path);
    const handler = handlers[path];
    if (!handler) throw new Error(`No mock reply for ${path}`);
    const reply = typeof handler === 'function' ? handler(body, request.headers) : handler;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('Request', RelativeRequest);
  vi.stubGlobal('fetch', fetchMock);
  return { calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
};

/** Envelope helpers so tests read like the replies they fake. */
export const okReply = (message: string, payload: Record<string, unknown> = {}): MockReply => ({
  body: { success: true, code: 'GR000', message, ...payload },
});

export const failReply = (
  status: number,
  code: string,
  message: string,
  payload: Record<string, unknown> = {},
): MockReply => ({ status, body: { success: false, code, message, ...payload } });
