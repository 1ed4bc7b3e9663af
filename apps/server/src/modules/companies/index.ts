/**
 * The companies module's public face: its routes, and the membership lookup other modules use
 * (requests shared within a company).
 */
export { companiesRoutes as companiesModule } from './companies.module.js';
export { companyName, managersOf, membershipOf } from './company-context.js';
/** A member added by another way in (single sign-on's just-in-time membership). */
/** Branches, travellers and trips: records a company or a solo customer keeps. */
export { ownedRecordAccess, writeKept, type KeptEvent, type OwnedScope } from './owned-records.js';
export { insertMember } from './members.repository.js';
export { moveUsersIntoCompany } from './company-migration.service.js';
export type { Membership } from '../../domain/policies/index.js';
