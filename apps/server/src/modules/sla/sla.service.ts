import type { Sla } from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { findSlaHours, listSla, saveSla } from './sla.repository.js';

/** Every customer type has hours, so the list is always complete (four rows). */
export const slaTable = (db: Database): Promise<Sla[]> => listSla(db);

/** The hours a request of this customer type gets when filed now. */
export const slaHoursFor = findSlaHours;

/** A filed request keeps the due time it got; new hours apply to requests filed afterwards. */
export const changeSla = (db: Database, value: Sla): Promise<Sla> => saveSla(db, value);
