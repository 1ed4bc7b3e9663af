import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.js';

describe('HTTP foundation', () => {
  const t = useTestApp();

  it('issues an anonymous token in the envelope', async () => {
    const res = await t.call('auth/generic', { client_ip: '10.0.0.1' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, code: 'GR000' });
    expect(body.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    const res = await t.call('nothing/here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'GR404' });
  });

  it('refuses bodies that are not JSON with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/generic',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: 'GR415' });
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/generic',
      headers: { 'content-type': 'application/json' },
      payload: '{"client_ip":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'GR400',
      message: 'The request body is not valid JSON',
    });
  });

  it('answers prototype-poisoning bodies with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/generic',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"admin":true}}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('answers oversized bodies with 413', async () => {
    const res = await t.call('auth/generic', { client_ip: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: 'GR413' });
  });

  it('validates bodies with a clear 400 message', async () => {
    const res = await t.call('auth/generic', { client_ip: 42 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'GR400' });
  });

  it('sends strict security headers', async () => {
    const res = await t.call('auth/generic');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/auth/generic');
  });
});
