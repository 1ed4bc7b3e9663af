import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.js';
import { buildReferenceSet } from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';

describe('incident creation rate limit', () => {
  const t = useTestApp();
  let queryTypeId: string;

  beforeAll(async () => {
    queryTypeId = (await buildReferenceSet(t)).queryType.id;
  });

  it('allows 30 requests a minute per account, then answers 429; other accounts are unaffected', async () => {
    const [flooder, bystander] = await Promise.all([buildUser(t), buildUser(t)]);
    const submit = (token: string) =>
      t.call(
        'incident/insert',
        { customerType: 'Global', queryType_id: queryTypeId, query: 'Again?' },
        token,
      );
    for (let i = 0; i < 30; i += 1) expect((await submit(flooder.token)).statusCode).toBe(200);
    const limited = await submit(flooder.token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'GR429' });
    expect(limited.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds$/);
    expect((await submit(bystander.token)).statusCode).toBe(200);
    const list = await t.call('incident/list', {}, flooder.token);
    expect(list.json().total).toBe(30);
  });
});
