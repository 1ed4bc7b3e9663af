import { VERIFICATION_LABELS, type Verification } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import type { UserCaller } from '../../domain/caller.js';
import { foundOr } from '../../domain/result.js';
import { callerActor, recordAudit } from '../audit/index.js';
import { ARTICLE_MESSAGES as M } from './articles.messages.js';
import { setVerification } from './articles.repository.js';
import { inTransaction } from '../../db/transaction.js';

/**
 * A partner or an admin marks an article unverified, confirmed or disputed (docs/rules/news.md,
 * "Reliability"); the change and who made it go to the audit trail in the same transaction.
 */
export const verifyArticle = (
  db: Database,
  caller: UserCaller,
  id: string,
  verification: Verification,
) =>
  inTransaction(db, async (tx) => {
    const t = tx as unknown as Database;
    const found = foundOr(await setVerification(t, id, verification), M.label.one);
    if (found.ok)
      await recordAudit(t, callerActor(caller), {
        action: 'article.verify',
        target: { kind: 'article', id },
        detail: { verification, label: VERIFICATION_LABELS[verification] },
      });
    return found;
  });
