import { beforeAll } from 'vitest';
import { buildPartnerFirm, buildUser, type TestUser } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';

/** The people of a firm's tests: an admin, a customer, a firm of two and a partner of another. */
export interface FirmCast {
  admin: TestUser;
  customer: TestUser;
  /** The firm's owner (its first partner) and a colleague in the same firm. */
  owner: TestUser;
  colleague: TestUser;
  /** A partner of another firm. */
  outsider: TestUser;
  firmId: string;
}

/** Makes the cast before the file's tests (in a hook registered before the file's own). */
export const useFirmCast = (t: TestApp): FirmCast => {
  const cast = {} as FirmCast;
  beforeAll(async () => {
    const admin = await buildUser(t, { role: 'admin' });
    const customer = await buildUser(t);
    const owner = await buildUser(t, { role: 'partner' });
    const colleague = await buildUser(t, { role: 'partner' });
    const outsider = await buildUser(t, { role: 'partner' });
    const firmId = await buildPartnerFirm(t, [owner, colleague]);
    await buildPartnerFirm(t, [outsider]);
    Object.assign(cast, { admin, customer, owner, colleague, outsider, firmId });
  });
  return cast;
};
