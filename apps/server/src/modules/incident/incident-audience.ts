import type { Database } from '../../db/database.js';
import { managersOf, membershipOf } from '../companies/index.js';

/** Someone told of a request's news, in the app and by e-mail. */
export interface Recipient {
  id: string;
  name: string;
  email: string;
}

/**
 * Who hears of a request's news (an answer, a message, stale news): its author and, for a
 * company's request, the company's owners and admins (docs/rules/companies.md, "Shared
 * requests"). The author of a company's request who has left the company hears no more of it.
 */
export const audienceOf = async (
  db: Database,
  request: { owner: Recipient; companyId: string | null },
): Promise<Recipient[]> => {
  if (!request.companyId) return [request.owner];
  const [managers, authorMembership] = await Promise.all([
    managersOf(db, request.companyId),
    membershipOf(db, request.owner.id),
  ]);
  const author = authorMembership?.companyId === request.companyId ? [request.owner] : [];
  const others = managers
    .filter((manager) => manager.user_id !== request.owner.id)
    .map((manager) => ({ id: manager.user_id, name: manager.name, email: manager.email }));
  return [...author, ...others];
};
