import { CODES, MESSAGES } from '@georisk/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.js';

const t = useTestApp();

const get = (url: string) => t.app.inject({ method: 'GET', url });
const unavailable = { success: false, code: CODES.unavailable, message: MESSAGES.unavailable };

describe('health probes and drain', () => {
  it('answers live and ready without a token, and lists both in OpenAPI', async () => {
    expect((await get('/api/health/live')).statusCode).toBe(200);
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ success: true, code: CODES.ok });
    const paths = (await get('/api/docs/json')).json<{ paths: Record<string, object> }>().paths;
    expect(paths['/api/health/live']).toHaveProperty('get');
    expect(paths['/api/health/ready']).toHaveProperty('get');
  });

  it('while draining: not ready, still serving, every reply closes its connection', async () => {
    t.app.lifecycle.enter('draining');
    try {
      const ready = await get('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual(unavailable);
      expect(ready.headers['retry-after']).toBeDefined();
      const work = await t.call('auth/generic');
      expect(work.statusCode).toBe(200);
      expect(work.headers.connection).toBe('close');
      expect((await get('/api/health/live')).statusCode).toBe(200);

      t.app.lifecycle.enter('closing');
      const late = await t.call('auth/generic');
      expect(late.statusCode).toBe(503);
      expect(late.json()).toEqual(unavailable);
    } finally {
      t.app.lifecycle.enter('serving');
    }
  });
});
