import { alertSubject, type Alert, type AlertStatus } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { transactionResult } from '../../db/transaction.js';
import { hasRole, type UserCaller } from '../../domain/caller.js';
import { authorize, type Membership } from '../../domain/policies/index.js';
import { failure, notFound, success, type Result } from '../../domain/result.js';
import { callerActor, recordAudit, type AuditEntry } from '../audit/index.js';
import { membershipOf } from '../companies/index.js';
import { ALERT_TEXTS as M } from './exposure-alerts.messages.js';
import {
  exposureFigures,
  findAlert,
  listAlerts,
  setAlertStatus,
  type AlertFilter,
  type AlertScope,
} from './exposure-alerts.repository.js';

/** An alert the caller may `read` or `act` on; 404 when there is none, 403 when not theirs. */
export const alertFor = async (
  db: Database,
  caller: UserCaller,
  id: string,
  action: 'read' | 'act',
) => {
  const found = await findAlert(db, id);
  if (!found) return notFound(M.label);
  const membership = await membershipOf(db, caller.userId);
  const allowed = authorize(caller, action, { kind: 'alert', membership, owner: found.owner });
  return allowed.ok ? success({ ...found, membership }) : allowed;
};

/** Whose alerts the caller's inbox shows, and whether they may handle them. */
const scopeToRead = async (
  db: Database,
  caller: UserCaller,
): Promise<Result<{ scope: AlertScope; canManage: boolean; membership: Membership | null }>> => {
  const membership = await membershipOf(db, caller.userId);
  if (membership) {
    const scope = { companyId: membership.companyId, userId: null };
    const canManage = membership.role === 'owner' || membership.role === 'admin';
    return success({ scope, canManage, membership });
  }
  if (hasRole(caller, 'customer')) {
    return success({
      scope: { companyId: null, userId: caller.userId },
      canManage: true,
      membership,
    });
  }
  if (hasRole(caller, 'admin')) return success({ scope: 'all', canManage: false, membership });
  return failure('forbidden', M.noAlerts);
};

export const alertsOf = async (db: Database, caller: UserCaller, filter: AlertFilter) => {
  const reader = await scopeToRead(db, caller);
  if (!reader.ok) return reader;
  const page = await listAlerts(db, reader.value.scope, filter);
  return success({ ...page, canManage: reader.value.canManage });
};

export const alertOf = async (db: Database, caller: UserCaller, id: string) => {
  const found = await alertFor(db, caller, id, 'read');
  return found.ok ? success(found.value.alert) : found;
};

export const auditAlert = (
  db: Database,
  caller: UserCaller,
  alert: Alert,
  action: AuditEntry['action'],
  detail: AuditEntry['detail'] = {},
) =>
  recordAudit(db, callerActor(caller), {
    action,
    target: { kind: 'alert', id: alert.alert_id },
    detail: { branch: alertSubject(alert).name, ...detail },
    companyId: alert.company_id,
  });

const reread = async (db: Database, id: string) => {
  const found = await findAlert(db, id);
  return found ? success(found.alert) : notFound(M.label);
};

/**
 * Moves the caller's alert from one of `from` to `to` with its audit row, in one transaction;
 * 409 when it has moved on already (two people at once: the second is told).
 */
const handle = async (
  db: Database,
  caller: UserCaller,
  id: string,
  change: { from: AlertStatus[]; to: AlertStatus; note?: string; action: AuditEntry['action'] },
): Promise<Result<Alert>> => {
  const found = await alertFor(db, caller, id, 'act');
  if (!found.ok) return found;
  const { alert } = found.value;
  if (alert.status === change.to && change.to === 'acknowledged') return success(alert);
  return transactionResult(db, async (tx) => {
    const moved = await setAlertStatus(tx, id, change.from, {
      status: change.to,
      handledBy: caller.userId,
      note: change.note,
    });
    if (!moved) return failure('conflict', M.alreadyHandled(alert.status));
    await auditAlert(tx, caller, alert, change.action, change.note ? { note: change.note } : {});
    return reread(tx, id);
  });
};

/** Seen and being watched; a second acknowledge changes nothing. */
export const acknowledgeAlert = (db: Database, caller: UserCaller, id: string, note?: string) =>
  handle(db, caller, id, {
    from: ['open'],
    to: 'acknowledged',
    note: note || undefined,
    action: 'alert.acknowledge',
  });

/** Not a concern, and why. */
export const dismissAlert = (db: Database, caller: UserCaller, id: string, reason: string) =>
  handle(db, caller, id, {
    from: ['open', 'acknowledged'],
    to: 'dismissed',
    note: reason,
    action: 'alert.dismiss',
  });

export { reread as rereadAlert };

/** The dashboard's exposure figures of the caller's company, or their own branches; null: none. */
export const exposureFiguresOf = async (db: Database, caller: UserCaller) => {
  const membership = await membershipOf(db, caller.userId);
  const owner = membership
    ? { companyId: membership.companyId, userId: null }
    : { companyId: null, userId: caller.userId };
  return exposureFigures(db, owner);
};
