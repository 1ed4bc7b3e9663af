import { DIGEST_MESSAGES as M, type DigestChoice, type DigestPeriod } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import type { LinkToken } from '../../domain/link-token.js';
import { failure, success, type Result } from '../../domain/result.js';
import { enqueueMail } from '../../mail/outbox.repository.js';
import { recordAudit } from '../audit/index.js';
import { digestContent } from './digest-content.repository.js';
import { digestMail, itemCount, unsubscribeLink } from './digest-mail.js';
import { PERIOD_MS, periodStart } from './digest-period.js';
import {
  claimDigest,
  dueRecipients,
  lastDigestAt,
  switchDigestOff,
  type DigestRecipient,
} from './digest-sends.repository.js';
import { inTransaction } from '../../db/transaction.js';

export interface DigestDeps {
  db: Database;
  publicUrl: string;
  signUnsubscribe(userId: string, expiresAt: Date): Promise<string>;
}

/** An unsubscribe link keeps working this long (a digest read late still unsubscribes). */
const LINK_DAYS = 90;
const BATCH = 100;

export interface DigestRun {
  period: DigestPeriod;
  sent: number;
  skipped: number;
}

/**
 * One person's digest of the period, in one transaction with its claim: the claim's row and the
 * mail exist together or not at all, so a period's digest goes exactly once. Empty: claimed, no
 * mail (docs/rules/digests.md). True when a mail was queued.
 */
const sendOne = (deps: DigestDeps, who: DigestRecipient, period: DigestPeriod, now: Date) =>
  inTransaction(deps.db, async (tx) => {
    const since = (await lastDigestAt(tx, who.id)) ?? new Date(now.getTime() - PERIOD_MS[period]);
    const content = await digestContent(tx, who.id, since);
    const items = itemCount(content);
    const claimed = await claimDigest(tx, {
      userId: who.id,
      period,
      start: periodStart(period, now),
      items,
    });
    if (!claimed || items === 0) return false;
    const token = await deps.signUnsubscribe(
      who.id,
      new Date(now.getTime() + LINK_DAYS * 24 * 60 * 60 * 1000),
    );
    await enqueueMail(
      tx,
      digestMail({
        to: who.email,
        name: who.firstName,
        period,
        content,
        publicUrl: deps.publicUrl,
        unsubscribeUrl: unsubscribeLink(deps.publicUrl, token),
      }),
    );
    return true;
  });

/**
 * Sends every digest of the period due at `now` (the scheduled job, `digest/send` and the admin
 * command alike): each person who chose it and has not had this period's yet.
 */
export const sendDueDigests = async (
  deps: DigestDeps,
  period: DigestPeriod,
  now = new Date(),
): Promise<DigestRun> => {
  const run: DigestRun = { period, sent: 0, skipped: 0 };
  const start = periodStart(period, now);
  for (;;) {
    const due = await dueRecipients(deps.db, period, start, BATCH);
    for (const who of due) {
      if (await sendOne(deps, who, period, now)) run.sent += 1;
      else run.skipped += 1;
    }
    if (due.length < BATCH) return run;
  }
};

export interface Unsubscribed {
  digest: DigestChoice;
  changed: boolean;
}

/**
 * The one-click unsubscribe (RFC 8058): the signed link alone says whose digest to switch off,
 * no login. Again with the same link: nothing changes (the reply says it was off already).
 */
export const unsubscribeDigest = async (
  db: Database,
  token: string | undefined,
  deps: { verify(token: string): Promise<LinkToken>; ip: string | null },
): Promise<Result<Unsubscribed>> => {
  const verified = token ? await deps.verify(token) : ({ refused: 'invalid' } as const);
  if (!('subject' in verified)) return failure('invalid', M.token);
  const userId = verified.subject;
  return inTransaction(db, async (tx) => {
    const before = await switchDigestOff(tx, userId);
    if (!before) return failure('invalid', M.token);
    const changed = before.before !== 'off';
    if (changed) {
      await recordAudit(
        tx,
        { userId, email: before.email, ip: deps.ip },
        {
          action: 'profile.unsubscribe',
          target: { kind: 'user', id: userId },
          detail: { before: before.before },
        },
      );
    }
    return success({ digest: 'off' as const, changed });
  });
};
