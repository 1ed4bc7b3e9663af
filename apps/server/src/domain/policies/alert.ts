import { companyOwnedPolicy } from './company-owned.js';

export const ALERT_REFUSALS = {
  notYours: 'This alert is not yours',
  notManager: "Only the company's owners and admins may handle its alerts",
} as const;

const owned = companyOwnedPolicy({ ...ALERT_REFUSALS, noRecords: ALERT_REFUSALS.notYours });

/**
 * Exposure alerts go with their branch (docs/rules/exposure.md), by the company-owned rules
 * (company-owned.ts) of its owner: its company's members and viewers (or its solo customer) read
 * them, platform admins read every one for oversight; the company's owners and admins (or the
 * solo customer) handle them. Platform admins handle none, partners see none, nothing crosses
 * from one company to another.
 */
export const alertPolicy = { read: owned.read, act: owned.manage };
