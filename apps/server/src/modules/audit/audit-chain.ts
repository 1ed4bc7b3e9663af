import { createHash } from 'node:crypto';

/** What an event says, as chained: everything but its id and hash. */
export interface ChainedEvent {
  at: Date;
  actorUserId: string | null;
  actorEmail: string | null;
  companyId: string | null;
  ip: string | null;
  action: string;
  targetKind: string | null;
  targetId: string | null;
  detail: Record<string, string | number | boolean | null>;
}

/** The hash before the first event ever written. */
export const GENESIS_HASH = '';

/**
 * The event's canonical text: a JSON array in a fixed order, the detail's keys sorted, so the
 * same event always gives the same text whatever order the database returns its JSON in.
 */
export const canonicalEvent = (event: ChainedEvent): string =>
  JSON.stringify([
    event.at.toISOString(),
    event.actorUserId,
    event.actorEmail,
    event.companyId,
    event.ip,
    event.action,
    event.targetKind,
    event.targetId,
    Object.entries(event.detail).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  ]);

/** sha256(previous hash + canonical event), hex: each row vouches for every row before it. */
export const chainHash = (previousHash: string, event: ChainedEvent): string =>
  createHash('sha256').update(previousHash).update(canonicalEvent(event)).digest('hex');
