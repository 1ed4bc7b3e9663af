import { alertSubject, DEFAULT_CUSTOMER_TYPE, type Alert } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { transactionResult } from '../../db/transaction.js';
import type { UserCaller } from '../../domain/caller.js';
import { failure, type Result } from '../../domain/result.js';
import { createIncident, type FilingDeps } from '../incident/index.js';
import { ALERT_TEXTS as M } from './exposure-alerts.messages.js';
import { setAlertStatus } from './exposure-alerts.repository.js';
import { alertFor, auditAlert, rereadAlert } from './exposure-alerts.service.js';
import { queryTypeForEscalation } from './query-type-for-escalation.repository.js';

/** The request's text: the branch or the traveller's stop, where it is, the article, how far. */
const requestText = (alert: Alert) => {
  const article = `"${alert.article.title}"`;
  const distance = alert.distance_km === null ? '' : ` (${alert.distance_km} km away)`;
  if (alert.trip) {
    return M.tripRequestText(alertSubject(alert).name, article, alert.article.url, distance);
  }
  const branch = alertSubject(alert);
  const place = branch.place_name ? ` in ${branch.place_name}` : '';
  return M.requestText(branch.name, place, article, alert.article.url, distance);
};

/**
 * "Ask an analyst" (docs/rules/exposure.md): files a request for the alert's company (or the solo
 * customer) about the branch's country, naming the branch and the article, and links it to the
 * alert, which becomes `escalated`; all in one transaction with the audit rows.
 */
export const escalateAlert = async (
  db: Database,
  caller: UserCaller,
  id: string,
  filing: FilingDeps,
): Promise<Result<Alert>> => {
  const found = await alertFor(db, caller, id, 'act');
  if (!found.ok) return found;
  const { alert } = found.value;
  if (alert.status === 'escalated' || alert.status === 'dismissed') {
    return failure('conflict', M.alreadyHandled(alert.status));
  }
  const forCompany = alert.company_id !== null;
  const queryType = await queryTypeForEscalation(
    db,
    forCompany ? 'Corporate' : DEFAULT_CUSTOMER_TYPE,
  );
  if (!queryType) return failure('conflict', M.noQueryType);
  return transactionResult(db, async (tx) => {
    const filed = await createIncident(
      tx,
      caller,
      {
        customerType: queryType.customerType,
        queryType_id: queryType.id,
        query: requestText(alert).slice(0, 4000),
        countries: [alertSubject(alert).country],
        for_company: forCompany,
      },
      filing,
    );
    if (!filed.ok) return filed;
    const incidentId = filed.value.incident_id;
    const moved = await setAlertStatus(tx, id, ['open', 'acknowledged'], {
      status: 'escalated',
      handledBy: caller.userId,
      incidentId,
    });
    if (!moved) return failure('conflict', M.alreadyHandled(alert.status));
    await auditAlert(tx, caller, alert, 'alert.escalate', { incident_id: incidentId });
    return rereadAlert(tx, id);
  });
};
