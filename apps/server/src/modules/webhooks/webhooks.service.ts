import {
  WEBHOOK_LIMITS,
  WEBHOOK_TEST_EVENT,
  type Webhook,
  type WebhookUpdateValues,
  type WebhookValues,
  type WebhookWithSecret,
} from '@georisk/contract';
import { findMembership } from '../../db/company-membership.js';
import type { Database } from '../../db/database.js';
import type { Paging } from '../../db/search.js';
import { transactionResult, inTransaction } from '../../db/transaction.js';
import type { UserCaller } from '../../domain/caller.js';
import { authorize, WEBHOOK_REFUSALS, webhookHome } from '../../domain/policies/index.js';
import { failure, notFound, success, type Result } from '../../domain/result.js';
import { callerActor, recordAudit, type AuditEntry } from '../audit/index.js';
import { listDeliveries } from './webhook-deliveries.repository.js';
import { queueDelivery } from './webhook-emit.js';
import { newWebhookSecret, sealSecret } from './webhook-secret.js';
import { checkTarget, type TargetRules } from './webhook-target.js';
import {
  countWebhooks,
  findWebhook,
  insertWebhook,
  listWebhooks,
  removeWebhook,
  setWebhookSecretOf,
  updateWebhook,
  webhookOf,
} from './webhooks.repository.js';
import { WEBHOOK_TEXTS as M } from './webhooks.messages.js';

const audit = (
  db: Database,
  caller: UserCaller,
  companyId: string | null,
  entry: Omit<AuditEntry, 'companyId'>,
) => recordAudit(db, callerActor(caller), { ...entry, companyId });

/** Whose webhooks the caller manages (their company's, or the platform's), or the refusal. */
const homeOf = async (db: Database, caller: UserCaller) => {
  const home = webhookHome(caller, await findMembership(db, caller.userId));
  return home ? success(home) : failure('forbidden', WEBHOOK_REFUSALS.notManager);
};

/** A live webhook the caller manages; another company's is refused, a missing one not found. */
const webhookFor = async (db: Database, caller: UserCaller, id: string) => {
  const row = await findWebhook(db, id);
  if (!row) return notFound(M.webhook);
  const membership = await findMembership(db, caller.userId);
  const allowed = authorize(caller, 'manage', {
    kind: 'webhook',
    membership,
    companyId: row.companyId,
  });
  return allowed.ok ? success(row) : allowed;
};

export const addWebhook = async (
  db: Database,
  caller: UserCaller,
  values: WebhookValues,
  rules: TargetRules,
): Promise<Result<WebhookWithSecret>> => {
  const home = await homeOf(db, caller);
  if (!home.ok) return home;
  const target = await checkTarget(values.url, rules);
  if (!target.ok) return target;
  const { companyId } = home.value;
  if ((await countWebhooks(db, companyId)) >= WEBHOOK_LIMITS.perOwner) {
    return failure('conflict', M.tooMany);
  }
  const secret = newWebhookSecret();
  return transactionResult(db, async (tx) => {
    const row = await insertWebhook(tx, {
      ...values,
      companyId,
      sealedSecret: sealSecret(secret),
      createdBy: caller.userId,
    });
    await audit(tx, caller, companyId, {
      action: 'webhook.create',
      target: { kind: 'webhook', id: row.id },
      detail: { url: row.url },
    });
    return success({ ...webhookOf(row), secret });
  });
};

export const webhooksOf = async (db: Database, caller: UserCaller, paging: Paging) => {
  const home = await homeOf(db, caller);
  if (!home.ok) return home;
  return success(await listWebhooks(db, home.value.companyId, paging));
};

export const changeWebhook = async (
  db: Database,
  caller: UserCaller,
  values: WebhookUpdateValues,
  rules: TargetRules,
): Promise<Result<Webhook>> => {
  const found = await webhookFor(db, caller, values.webhook_id);
  if (!found.ok) return found;
  const target = await checkTarget(values.url, rules);
  if (!target.ok) return target;
  const { companyId } = found.value;
  return transactionResult(db, async (tx) => {
    const row = await updateWebhook(tx, found.value.id, { ...values, isActive: values.is_active });
    if (!row) return notFound(M.webhook);
    await audit(tx, caller, companyId, {
      action: 'webhook.update',
      target: { kind: 'webhook', id: row.id },
      detail: { url: row.url, active: row.isActive },
    });
    return success(webhookOf(row));
  });
};

export const deleteWebhook = async (db: Database, caller: UserCaller, id: string) => {
  const found = await webhookFor(db, caller, id);
  if (!found.ok) return found;
  return transactionResult(db, async (tx) => {
    if (!(await removeWebhook(tx, id))) return notFound(M.webhook);
    await audit(tx, caller, found.value.companyId, {
      action: 'webhook.delete',
      target: { kind: 'webhook', id },
      detail: { url: found.value.url },
    });
    return success(undefined);
  });
};

/** A new signing secret, shown once; the old one signs nothing more. */
export const rotateWebhookSecret = async (
  db: Database,
  caller: UserCaller,
  id: string,
): Promise<Result<WebhookWithSecret>> => {
  const found = await webhookFor(db, caller, id);
  if (!found.ok) return found;
  const secret = newWebhookSecret();
  return transactionResult(db, async (tx) => {
    const row = await setWebhookSecretOf(tx, id, sealSecret(secret));
    if (!row) return notFound(M.webhook);
    await audit(tx, caller, row.companyId, {
      action: 'webhook.rotate',
      target: { kind: 'webhook', id },
    });
    return success({ ...webhookOf(row), secret });
  });
};

/** "Send test": a `webhook.test` message to this webhook alone, through the usual delivery. */
export const sendTestEvent = async (db: Database, caller: UserCaller, id: string) => {
  const found = await webhookFor(db, caller, id);
  if (!found.ok) return found;
  const delivery = await inTransaction(db, (tx) =>
    queueDelivery(tx, id, WEBHOOK_TEST_EVENT, {
      webhook_id: id,
      message: 'A test event from GeoRisk',
    }),
  );
  return success(delivery);
};

export const deliveriesOf = async (
  db: Database,
  caller: UserCaller,
  id: string,
  paging: Paging,
) => {
  const found = await webhookFor(db, caller, id);
  if (!found.ok) return found;
  return success(await listDeliveries(db, id, paging));
};
