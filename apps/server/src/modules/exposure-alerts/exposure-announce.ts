import type { Database } from '../../db/database.js';
import { enqueueCoalescedMails, type UpdateMail } from '../../mail/coalesced-mail.js';
import { recordAudits } from '../audit/index.js';
import { notify, type Notice } from '../notification/index.js';
import { emitWebhookEvent } from '../webhooks/index.js';
import { exposureMail } from './exposure-alert-mails.js';
import type { Candidate, MatchableArticle } from './exposure-candidates.repository.js';
import { recipientsOf, type Recipient } from './exposure-recipients.js';

/** At most one e-mail of new exposure alerts per recipient in this window (DESIGN section 13). */
export const EXPOSURE_MAIL_WINDOW_S = 15 * 60;

const SYSTEM = { userId: null, email: null, ip: null };

/** A new alert with what telling of it needs. */
export interface RaisedAlert {
  id: string;
  branch: Candidate;
  article: MatchableArticle;
}

/** Who hears of each owner's alerts, read once per owner for the whole batch. */
const recipientsByOwner = async (db: Database, raised: RaisedAlert[]) => {
  const known = new Map<string, Recipient[]>();
  for (const { branch } of raised) {
    const key = branch.companyId ?? `user ${branch.userId}`;
    if (!known.has(key)) {
      known.set(
        key,
        await recipientsOf(db, { companyId: branch.companyId, userId: branch.userId }),
      );
    }
  }
  return (branch: Candidate) => known.get(branch.companyId ?? `user ${branch.userId}`) ?? [];
};

/**
 * Records and tells of a batch's new alerts, in their order (docs/rules/exposure.md): one audit
 * row each (chained in one insert), one notification per alert and recipient (one insert), and
 * per recipient the coalesced exposure mail counted once for all their alerts of the batch, the
 * newest being the one held or sent. The same rows as telling of each alert in turn.
 */
export const announceAlerts = async (db: Database, raised: RaisedAlert[], publicUrl: string) => {
  if (raised.length === 0) return;
  await recordAudits(
    db,
    SYSTEM,
    raised.map(({ id, branch, article }) => ({
      action: 'alert.create',
      target: { kind: 'alert', id },
      detail: { branch: branch.name, article: article.title, level: article.riskLevel },
      companyId: branch.companyId,
    })),
  );
  for (const { id, branch, article } of raised) {
    await emitWebhookEvent(db, branch.companyId, 'alert.created', {
      alert_id: id,
      branch_id: branch.id,
      articles_id: article.id,
      level: article.riskLevel,
    });
  }
  const recipients = await recipientsByOwner(db, raised);
  const notices: Notice[] = [];
  const mails = new Map<string, UpdateMail[]>();
  for (const { branch, article } of raised) {
    const text = `${article.riskLevel} news near ${branch.name}: ${article.title}`;
    for (const to of recipients(branch)) {
      notices.push({ userId: to.id, kind: 'exposure', text, articlesId: article.id });
      const mail: UpdateMail = (more) =>
        exposureMail(
          {
            ...to,
            branch: branch.name,
            level: article.riskLevel,
            title: article.title,
            link: `${publicUrl}/menu/alerts`,
          },
          more,
        );
      const theirs = mails.get(to.id) ?? [];
      mails.set(to.id, [...theirs, mail]);
    }
  }
  if (notices.length > 0) await notify(db, ...notices);
  for (const [userId, theirs] of mails) {
    await enqueueCoalescedMails(
      db,
      { userId, topic: 'exposure', windowS: EXPOSURE_MAIL_WINDOW_S },
      theirs,
    );
  }
};
