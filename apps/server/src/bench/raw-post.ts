import { request } from 'undici';

/** A reply as it came off the wire: status, content type, other headers and the exact body bytes. */
export interface RawReply {
  status: number;
  type: string;
  /** The headers a route chooses (security, rate limit, cache...), not the transport's own. */
  headers: Record<string, string>;
  body: Buffer;
}

/** Headers the HTTP layer writes itself on every reply, whatever the route. */
const TRANSPORT = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

const routeHeaders = (headers: Record<string, string | string[] | undefined>) =>
  Object.fromEntries(
    Object.entries(headers)
      .filter(([name, value]) => value !== undefined && !TRANSPORT.has(name))
      .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value!]),
  );

/**
 * One POST with the headers autocannon sends (JSON body, optional bearer token, no
 * accept-encoding), so the bytes are the ones the load will get.
 */
export const rawPost = async (url: string, body: unknown, token?: string): Promise<RawReply> => {
  const reply = await request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const type = reply.headers['content-type'];
  return {
    status: reply.statusCode,
    type: Array.isArray(type) ? type.join(', ') : (type ?? ''),
    headers: routeHeaders(reply.headers),
    body: Buffer.from(await reply.body.arrayBuffer()),
  };
};
