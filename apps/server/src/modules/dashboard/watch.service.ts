import type { Watch } from '@georisk/contract';
import { countryName } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { transactionResult } from '../../db/transaction.js';
import type { UserCaller } from '../../domain/caller.js';
import { authorize, type Membership } from '../../domain/policies/index.js';
import { failure, success, type Result } from '../../domain/result.js';
import { callerActor, recordAudit } from '../audit/index.js';
import { membershipOf } from '../companies/index.js';
import { DASHBOARD_MESSAGES as M } from './dashboard.messages.js';
import {
  findWatch,
  listWatches,
  removeWatch,
  upsertWatch,
  type WatchOwner,
} from './watch.repository.js';

type Row = Awaited<ReturnType<typeof listWatches>>[number];

const manages = (caller: UserCaller, membership: Membership | null) =>
  membership !== null &&
  authorize(caller, 'manage', { kind: 'company', membership, companyId: membership.companyId }).ok;

const shown = ({ companyId, ...row }: Row, canManage: boolean): Watch => ({
  ...row,
  name: countryName(row.country),
  scope: companyId === null ? 'personal' : 'company',
  can_remove: companyId === null || canManage,
});

/** The caller's watches and their company's watchlist, and whether they keep the latter. */
export const watchesOf = async (db: Database, caller: UserCaller) => {
  const membership = await membershipOf(db, caller.userId);
  const canManage = manages(caller, membership);
  const rows = await listWatches(db, caller.userId, membership?.companyId ?? null);
  return { watch: rows.map((row) => shown(row, canManage)), can_manage_company: canManage };
};

/** The countries the caller hears about: their own watches and their company's, once each. */
export const watchedCountries = async (db: Database, caller: UserCaller) => {
  const { watch } = await watchesOf(db, caller);
  return watch.filter((w, i) => watch.findIndex((o) => o.country === w.country) === i);
};

/**
 * Watches a country for the caller, or for their company (`for_company`): only a company's owners
 * and admins keep its watchlist, and each change is in the company's audit trail.
 */
export const addWatch = async (
  db: Database,
  caller: UserCaller,
  body: { country: string; minLevel: string; for_company?: boolean },
): Promise<Result<Watch>> => {
  if (!body.for_company) {
    const row = await upsertWatch(db, { userId: caller.userId }, body.country, body.minLevel);
    return success(shown(row, false));
  }
  const membership = await membershipOf(db, caller.userId);
  if (!membership) return failure('invalid', M.noCompany);
  const allowed = authorize(caller, 'manage', {
    kind: 'company',
    membership,
    companyId: membership.companyId,
  });
  if (!allowed.ok) return allowed;
  const owner = { companyId: membership.companyId };
  return transactionResult(db, async (tx) => {
    const row = await upsertWatch(tx, owner, body.country, body.minLevel);
    await recordAudit(tx, callerActor(caller), {
      action: 'watchlist.add',
      target: { kind: 'watch', id: row.watch_id },
      detail: { country: row.country, min_level: row.minLevel },
      companyId: membership.companyId,
    });
    return success(shown(row, true));
  });
};

/**
 * Stops a watch: the caller's own, or their company's when they manage its watchlist. Someone
 * else's watch (another person's, another company's) is not found, as if it did not exist.
 */
export const dropWatch = async (
  db: Database,
  caller: UserCaller,
  watchId: string,
): Promise<Result<true>> => {
  const found = await findWatch(db, watchId);
  const notFound = failure('not-found', M.watchNotFound);
  if (!found) return notFound;
  if (found.companyId === null) {
    if (found.userId !== caller.userId) return notFound;
    return (await removeWatch(db, { userId: caller.userId }, watchId)) ? success(true) : notFound;
  }
  const membership = await membershipOf(db, caller.userId);
  if (membership?.companyId !== found.companyId) return notFound;
  const allowed = authorize(caller, 'manage', {
    kind: 'company',
    membership,
    companyId: found.companyId,
  });
  if (!allowed.ok) return allowed;
  const owner: WatchOwner = { companyId: found.companyId };
  return transactionResult(db, async (tx) => {
    if (!(await removeWatch(tx, owner, watchId))) return notFound;
    await recordAudit(tx, callerActor(caller), {
      action: 'watchlist.remove',
      target: { kind: 'watch', id: watchId },
      detail: { country: found.country },
      companyId: found.companyId,
    });
    return success(true);
  });
};
