import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.js';

describe('serving the web app', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'georisk-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<div id="root"></div>');
    writeFileSync(path.join(dist, 'landing.html'), '<div id="prerendered">Landing</div>');
    const script = 'console.log("app");'.repeat(50);
    writeFileSync(path.join(dist, 'assets/app-1.js'), script);
    writeFileSync(path.join(dist, 'assets/app-1.js.br'), brotliCompressSync(script));
    t = await buildTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('sends the build-time landing page for / and the app shell for other routes', async () => {
    expect((await get('/')).body).toContain('prerendered');
    expect((await get('/?ref=mail')).body).toContain('prerendered');
    for (const url of ['/login', '/menu/incident', '/no/such/page']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('<div id="root"></div>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends assets precompressed, cached for a year', async () => {
    const res = await get('/assets/app-1.js', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown API paths with the JSON envelope, not the app', async () => {
    const res = await get('/api/nothing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'GR404' });
  });
});
