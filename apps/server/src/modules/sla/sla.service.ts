import type { Sla, SlaUpdate } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { findSlaHours, listSla, saveSla } from './sla.repository.js';
import type { UserCaller } from '../../domain/caller.js';
import { callerActor, recordAudit } from '../audit/index.js';
import { inTransaction } from '../../db/transaction.js';

/** Every customer type has hours, so the list is always complete (four rows). */
export const slaTable = (db: Database): Promise<Sla[]> => listSla(db);

/** The hours a request of this customer type gets when filed now. */
export const slaHoursFor = findSlaHours;

/** A filed request keeps the due time it got; new hours apply to requests filed afterwards. */
export const changeSla = (db: Database, caller: UserCaller, value: SlaUpdate): Promise<Sla> =>
  inTransaction(db, async (tx) => {
    const before = await findSlaHours(tx, value.customerType);
    const saved = await saveSla(tx, value);
    if (before !== saved.hours) {
      await recordAudit(tx, callerActor(caller), {
        action: 'settings.sla',
        target: { kind: 'sla', id: value.customerType },
        detail: { hours: saved.hours, before },
      });
    }
    return saved;
  });
