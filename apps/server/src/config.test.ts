import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('configuration', () => {
  it('has working defaults for the embedded mode', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', databaseUrl: undefined });
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
    expect(config).toMatchObject({
      redisUrl: undefined,
      dbStartTimeoutS: 60,
      dbStatementTimeoutMs: 10_000,
      drainS: 5,
      mailWindowS: 300,
      auditRetentionDays: 400,
      paymentProvider: 'invoice',
      webConcurrency: 1,
    });
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ DATABASE_URL: 'postgres://localhost/db' }, /JWT_SECRET/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET/],
    [{ BOOTSTRAP_ADMIN_EMAIL: 'a@b.co' }, /BOOTSTRAP_ADMIN_PASSWORD/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ REDIS_URL: 'http://cache:6379' }, /REDIS_URL/],
    [{ DB_START_TIMEOUT_S: '-1' }, /DB_START_TIMEOUT_S/],
    [{ DB_STATEMENT_TIMEOUT_MS: 'soon' }, /DB_STATEMENT_TIMEOUT_MS/],
    [{ DRAIN_S: '-5' }, /DRAIN_S/],
    [{ MAIL_WINDOW_S: '0' }, /MAIL_WINDOW_S/],
    [{ AUDIT_RETENTION_DAYS: '-1' }, /AUDIT_RETENTION_DAYS/],
    [{ WEB_CONCURRENCY: '0' }, /WEB_CONCURRENCY/],
    [
      { WEB_CONCURRENCY: '2' },
      /^Invalid configuration: WEB_CONCURRENCY above 1 needs DATABASE_URL/,
    ],
    [
      { PAYMENT_PROVIDER: 'stripe' },
      /^Invalid configuration: PAYMENT_PROVIDER must be one of: invoice/,
    ],
  ])('stops on %o with a line naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['true', true],
    ['10.0.0.0/8,127.0.0.1', '10.0.0.0/8,127.0.0.1'],
  ])('%s -> %s', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(
      expected,
    );
  });
});
