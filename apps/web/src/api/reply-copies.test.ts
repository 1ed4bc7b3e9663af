import type { BaseQueryApi } from '@reduxjs/toolkit/query/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiBaseQuery } from './base-query';
import { forgetCopies } from './reply-copies';

/** A Request that accepts the app's relative URLs, as in test/api-mock.ts. */
class RelativeRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    const url = typeof input === 'string' ? new URL(input, window.location.origin) : input;
    super(url, { ...init, signal: null });
  }
}

const queryApi = {
  getState: () => ({ token: { accessToken: 'token', refreshToken: null }, login: { user: null } }),
  dispatch: vi.fn(),
  signal: new AbortController().signal,
  abort: vi.fn(),
  extra: undefined,
  endpoint: 'listArticles',
  type: 'query',
} as unknown as BaseQueryApi;

const articles = { success: true, code: 'GR000', message: 'Articles loaded', articles: [] };

afterEach(() => {
  vi.unstubAllGlobals();
  forgetCopies();
});

describe('cacheable reads (docs/performance.md, "Caching")', () => {
  it('are asked again with If-None-Match, and a 304 gives back the kept copy', async () => {
    const sent: (string | null)[] = [];
    const fetchMock = vi.fn(async (request: Request) => {
      const etag = request.headers.get('if-none-match');
      sent.push(etag);
      if (etag === '"v1"') return new Response(null, { status: 304, headers: { etag } });
      return new Response(JSON.stringify(articles), {
        status: 200,
        headers: { 'content-type': 'application/json', etag: '"v1"' },
      });
    });
    vi.stubGlobal('Request', RelativeRequest);
    vi.stubGlobal('fetch', fetchMock);
    const call = { path: 'articles/list', body: { limit: 10 } };

    expect(await apiBaseQuery(call, queryApi, {})).toEqual({ data: articles });
    expect(await apiBaseQuery(call, queryApi, {})).toEqual({ data: articles });
    expect(sent).toEqual([null, '"v1"']);
    // Another body is another read: no copy to offer.
    await apiBaseQuery({ ...call, body: { limit: 20 } }, queryApi, {});
    expect(sent[2]).toBeNull();
    expect(new URL((fetchMock.mock.calls[0]![0] as Request).url).pathname).toBe(
      '/api/articles/list',
    );
  });

  it('take the new body when the reply changed', async () => {
    let version = 1;
    vi.stubGlobal('Request', RelativeRequest);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const etag = `"v${version}"`;
        if (request.headers.get('if-none-match') === etag) {
          return new Response(null, { status: 304, headers: { etag } });
        }
        const body = { ...articles, articles: [{ title: `Story ${version}` }] };
        return new Response(JSON.stringify(body), {
          headers: { 'content-type': 'application/json', etag },
        });
      }),
    );
    const call = { path: 'articles/list', body: {} };
    await apiBaseQuery(call, queryApi, {});
    version = 2;
    const changed = await apiBaseQuery(call, queryApi, {});
    expect(changed.data).toMatchObject({ articles: [{ title: 'Story 2' }] });
    expect((await apiBaseQuery(call, queryApi, {})).data).toMatchObject({
      articles: [{ title: 'Story 2' }],
    });
  });
});
