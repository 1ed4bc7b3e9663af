import type { Webhook, WebhookValues } from '@georisk/contract';
import { and, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { iso } from '../../db/dates.js';
import { searchPage, type Paging } from '../../db/search.js';
import { companyMembers, users, webhooks } from '../../db/schema.js';

type Row = typeof webhooks.$inferSelect;

export const webhookOf = (row: Row): Webhook => ({
  webhook_id: row.id,
  scope: row.companyId === null ? 'platform' : 'company',
  company_id: row.companyId,
  url: row.url,
  events: row.events,
  description: row.description,
  is_active: row.isActive,
  disabled_reason: row.disabledReason,
  failing_since: row.failingSince ? iso(row.failingSince) : null,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

/** A company's webhooks, or (null) the platform's. */
const ownedBy = (companyId: string | null): SQL =>
  and(
    eq(webhooks.isDeleted, false),
    companyId === null ? isNull(webhooks.companyId) : eq(webhooks.companyId, companyId),
  )!;

export const insertWebhook = async (
  db: Database,
  values: WebhookValues & { companyId: string | null; sealedSecret: string; createdBy: string },
) => {
  const [row] = await db
    .insert(webhooks)
    .values({
      companyId: values.companyId,
      url: values.url,
      events: values.events,
      description: values.description ?? '',
      secret: values.sealedSecret,
      createdBy: values.createdBy,
    })
    .returning();
  return row!;
};

export const findWebhook = async (db: Database, id: string): Promise<Row | null> => {
  const [row] = await db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.id, id), eq(webhooks.isDeleted, false)));
  return row ?? null;
};

export const countWebhooks = async (db: Database, companyId: string | null) => {
  const [row] = await db.select({ n: count() }).from(webhooks).where(ownedBy(companyId));
  return row?.n ?? 0;
};

export const listWebhooks = (db: Database, companyId: string | null, paging: Paging) =>
  searchPage(
    { counting: db.select({ n: count() }).from(webhooks).where(ownedBy(companyId)), paging },
    (total, page) =>
      db
        .select({ row: webhooks, total })
        .from(webhooks)
        .where(ownedBy(companyId))
        .orderBy(desc(webhooks.createdAt), desc(webhooks.id))
        .limit(page.limit)
        .offset(page.offset),
    ({ row }) => webhookOf(row),
  );

/** Switching a webhook on again starts its failure count afresh. */
export const updateWebhook = async (
  db: Database,
  id: string,
  values: WebhookValues & { isActive?: boolean },
) => {
  const switchedOn = values.isActive === true;
  const [row] = await db
    .update(webhooks)
    .set({
      url: values.url,
      events: values.events,
      description: values.description ?? '',
      ...(values.isActive === undefined ? {} : { isActive: values.isActive }),
      ...(switchedOn ? { disabledReason: null, failingSince: null } : {}),
      updatedAt: sql`now()`,
    })
    .where(and(eq(webhooks.id, id), eq(webhooks.isDeleted, false)))
    .returning();
  return row ?? null;
};

export const setWebhookSecretOf = async (db: Database, id: string, sealedSecret: string) => {
  const [row] = await db
    .update(webhooks)
    .set({ secret: sealedSecret, updatedAt: sql`now()` })
    .where(and(eq(webhooks.id, id), eq(webhooks.isDeleted, false)))
    .returning();
  return row ?? null;
};

export const removeWebhook = async (db: Database, id: string) => {
  const [row] = await db
    .update(webhooks)
    .set({ isDeleted: true, isActive: false, updatedAt: sql`now()` })
    .where(and(eq(webhooks.id, id), eq(webhooks.isDeleted, false)))
    .returning({ id: webhooks.id });
  return row ?? null;
};

/**
 * The live, switched-on webhooks an event of `companyId` goes to: that company's own that asked
 * for the event, and the platform's. A company's event never reaches another company's webhook.
 */
export const subscribedWebhooks = (db: Database, companyId: string | null, event: string) =>
  db
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(
      and(
        eq(webhooks.isDeleted, false),
        eq(webhooks.isActive, true),
        sql`${webhooks.events} @> array[${event}]::text[]`,
        companyId === null
          ? isNull(webhooks.companyId)
          : or(isNull(webhooks.companyId), eq(webhooks.companyId, companyId)),
      ),
    );

/** Who hears that a webhook was switched off: its company's owners and admins, or the platform's admins. */
export const webhookKeepers = async (db: Database, companyId: string | null) => {
  const rows =
    companyId === null
      ? await db
          .select({ userId: users.id })
          .from(users)
          .where(and(eq(users.isAdmin, true), eq(users.isDeleted, false)))
      : await db
          .select({ userId: companyMembers.userId })
          .from(companyMembers)
          .where(
            and(
              eq(companyMembers.companyId, companyId),
              sql`${companyMembers.role} in ('owner', 'admin')`,
            ),
          );
  return rows.map((row) => row.userId);
};
