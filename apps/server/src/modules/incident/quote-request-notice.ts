import type { Database } from '../../db/database.js';
import { excerpt } from '../../domain/excerpt.js';
import { quoteRequestMail } from '../../mail/templates/incident-workflow.js';
import { notify } from '../notification/index.js';
import { WORKFLOW_MESSAGES as M } from './incident.messages.js';
import { partnersCovering } from './quote-firms.repository.js';

/**
 * A request priced on quote was filed: the partners of every firm whose coverage lists it hear of
 * it, in the app and (their request mails on) by e-mail, in the filing's transaction
 * (docs/rules/proposals.md, "Telling the firms"). Both lead to the proposals screen.
 */
export const tellFirmsOfQuoteRequest = async (
  tx: Database,
  publicUrl: string,
  request: { incidentId: string; query: string },
) => {
  const partners = await partnersCovering(tx, request.incidentId);
  if (partners.length === 0) return;
  const text = M.awaitingQuotesText(excerpt(request.query, 120));
  await notify(
    tx,
    ...partners.map((partner) => ({
      userId: partner.id,
      kind: 'proposal' as const,
      incidentId: request.incidentId,
      text,
      mail: (more: number) =>
        quoteRequestMail(
          {
            to: partner.email,
            name: partner.name,
            query: request.query,
            link: `${publicUrl}/menu/proposal`,
          },
          more,
        ),
    })),
  );
};
