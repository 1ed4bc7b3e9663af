import type { Database } from '../../db/database.js';
import { readsTogether } from '../../db/reads-together.js';
import { managersOf, membershipOf, type Membership } from '../companies/index.js';

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
  request: {
    owner: Recipient;
    companyId: string | null;
    /** The author's membership when the caller already read it (the author writing), else read. */
    ownerMembership?: Membership | null;
  },
): Promise<Recipient[]> => {
  if (!request.companyId) return [request.owner];
  // Publications and messages ask within their transaction: one connection, one read at a time.
  const companyId = request.companyId;
  const [managers, authorMembership] = await readsTogether(db, [
    () => managersOf(db, companyId),
    async () =>
      request.ownerMembership !== undefined
        ? request.ownerMembership
        : membershipOf(db, request.owner.id),
  ]);
  const author = authorMembership?.companyId === request.companyId ? [request.owner] : [];
  const others = managers
    .filter((manager) => manager.user_id !== request.owner.id)
    .map((manager) => ({ id: manager.user_id, name: manager.name, email: manager.email }));
  return [...author, ...others];
};
