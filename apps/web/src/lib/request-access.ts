import type { Company, Incident } from '@georisk/contract';

/**
 * What a customer's screens offer on a request, mirroring the server's rules
 * (apps/server/src/domain/policies/request.ts; docs/rules/companies.md, "Shared requests"). The
 * server decides; these only keep a screen from offering what it would refuse.
 */
type Request = Pick<Incident, 'created_by' | 'company'>;

/** The reader's role in the company the request was filed for, or null. */
const roleIn = (request: Request, company: Company | null) =>
  request.company && company?.company_id === request.company.company_id ? company.role : null;

/**
 * The author of a personal request; on a company's, its author (unless made a viewer) and the
 * company's owners and admins.
 */
export const mayChangeRequest = (request: Request, selfId: string, company: Company | null) => {
  if (!request.company) return request.created_by === selfId;
  const role = roleIn(request, company);
  if (role === 'owner' || role === 'admin') return true;
  return role === 'member' && request.created_by === selfId;
};

/** The author of a personal request; on a company's, every member but its viewers. */
export const mayWriteOnRequest = (request: Request, selfId: string, company: Company | null) => {
  if (!request.company) return request.created_by === selfId;
  const role = roleIn(request, company);
  return role !== null && role !== 'viewer';
};
