import { FIRM_TEXTS } from '@georisk/contract';
import { hasRole, type UserCaller as Caller } from '../caller.js';
import { refuse, type Verdict } from './policy.js';

/** The caller's place in a firm, and the firm asked about. */
export interface FirmFacts {
  firmId: string;
  membership: { firmId: string; isOwner: boolean } | null;
}

/**
 * Who does what with partner firms (docs/rules/partners.md): platform admins manage them;
 * a firm's owners and admins read its balance and whole payout details; everyone signed in reads
 * the directory (no rule needed).
 */
export const partnerFirmPolicy = {
  manage: (caller: Caller): Verdict =>
    hasRole(caller, 'admin') || refuse('forbidden', FIRM_TEXTS.adminsOnly),
  readFirm: (caller: Caller, { firmId, membership }: FirmFacts): Verdict =>
    hasRole(caller, 'admin') ||
    (membership?.firmId === firmId && membership.isOwner) ||
    refuse('forbidden', FIRM_TEXTS.ownersOnly),
};
