import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Drives one POST route with autocannon and keeps the figures the report needs. */
export const runLoad = async (
  name: string,
  url: string,
  body: unknown,
  token: string | undefined,
  {
    duration,
    connections,
    rotateClientAddress = false,
  }: { duration: number; connections: number; rotateClientAddress?: boolean },
): Promise<LoadResult> => {
  let counter = 0;
  // Login is rate-limited per client address and account: a new X-Forwarded-For per request
  // measures the hashing cost instead of the limiter.
  const rotate: autocannon.Request = {
    setupRequest: (request) => {
      counter += 1;
      request.headers = {
        ...request.headers,
        'x-forwarded-for': `10.9.${(counter >> 8) & 255}.${counter & 255}`,
      };
      return request;
    },
  };
  const result = await autocannon({
    ...(rotateClientAddress ? { requests: [rotate] } : {}),
    url,
    method: 'POST',
    connections,
    duration,
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
    errors: result.non2xx + result.errors + result.timeouts,
  };
};
