import type { Database } from '../../db/database.js';
import type { UserCaller } from '../../domain/caller.js';
import { success } from '../../domain/result.js';
import { readableIncident } from '../incident/index.js';
import { developmentsSince } from './developments.repository.js';

/** The news since a request's assessment, for whoever may read the request. */
export const newDevelopments = async (db: Database, caller: UserCaller, incidentId: string) => {
  const incident = await readableIncident(db, caller, incidentId);
  if (!incident.ok) return incident;
  return success(await developmentsSince(db, incidentId, incident.value.countries));
};
