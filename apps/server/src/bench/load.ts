import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  /** Replies with a 2xx status. */
  ok: number;
  /** Non-2xx replies (bar the login's expected 401s), socket errors and timeouts. */
  errors: number;
  /** Of those, socket errors and timeouts (autocannon gives up on a request after 10 s). */
  socketErrors: number;
}

/** How long to drive a route: `duration` seconds, or `amount` requests in all (tests). */
export interface LoadOptions {
  connections: number;
  duration?: number;
  amount?: number;
}

/** Drives one POST route with autocannon and keeps the figures the report needs. */
export const runLoad = async (
  name: string,
  url: string,
  body: unknown,
  token: string | undefined,
  {
    duration,
    amount,
    connections,
    rotateAccount = false,
  }: LoadOptions & { rotateAccount?: boolean },
): Promise<LoadResult> => {
  let counter = 0;
  // Login is rate-limited per client address and per account: a new address and a new (unknown)
  // account per request measure the hashing cost instead of the limiter. An unknown account
  // costs the same argon2 work as a known one and answers 401, which is expected here.
  const rotate: autocannon.Request = {
    setupRequest: (request) => {
      counter += 1;
      request.headers = {
        ...request.headers,
        'x-forwarded-for': `10.9.${(counter >> 8) & 255}.${counter & 255}`,
      };
      request.body = JSON.stringify({
        ...(body as object),
        email: `bench-${counter}@georisk.test`,
      });
      return request;
    },
  };
  const result = await autocannon({
    ...(rotateAccount ? { requests: [rotate] } : {}),
    url,
    method: 'POST',
    connections,
    // Timed runs start after a second of the same load, so neither side is measured while its JIT warms.
    ...(amount ? { amount } : { duration, warmup: { connections, duration: 1 } }),
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    errors:
      result.non2xx -
      (rotateAccount ? (result.statusCodeStats?.['401']?.count ?? 0) : 0) +
      result.errors +
      result.timeouts,
    socketErrors: result.errors + result.timeouts,
  };
};
