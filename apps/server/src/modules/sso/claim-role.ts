import { SSO_ROLES, type SsoRole } from '@georisk/contract';
import type { IdClaims } from './oidc-client.js';

/** A claim's values as strings: a single value or a list (groups, roles). */
const valuesOf = (claim: unknown): string[] =>
  Array.isArray(claim)
    ? claim.filter((value): value is string => typeof value === 'string')
    : typeof claim === 'string'
      ? [claim]
      : [];

/**
 * The role a new member gets (docs/rules/sso.md, "Roles"): of the claim's values that the mapping
 * names, the highest role wins (admin, then member, then viewer); none: the default role.
 */
export const roleFromClaims = (
  claims: IdClaims,
  settings: { roleClaim: string; roleMapping: Record<string, string>; defaultRole: string },
): SsoRole => {
  const mapped = settings.roleClaim
    ? valuesOf(claims[settings.roleClaim]).map((value) => settings.roleMapping[value])
    : [];
  const best = SSO_ROLES.find((role) => mapped.includes(role));
  return best ?? (settings.defaultRole as SsoRole);
};

const NAME_MAX = 100;
/** A display name from a claim: controls dropped, trimmed, capped; empty when unusable. */
const cleanName = (value: unknown): string =>
  typeof value === 'string'
    ? value
        .normalize('NFC')
        .replace(/[\p{C}]/gu, '')
        .trim()
        .slice(0, NAME_MAX)
    : '';

/** First and last name of a new account: given/family name, else the name, else the address. */
export const namesFromClaims = (claims: IdClaims, email: string) => {
  const given = cleanName(claims.given_name);
  const family = cleanName(claims.family_name);
  if (given && family) return { firstName: given, lastName: family };
  const [first, ...rest] = cleanName(claims.name).split(/\s+/).filter(Boolean);
  if (first) return { firstName: first, lastName: rest.join(' ') || first };
  const local = email.split('@')[0] ?? 'Member';
  return { firstName: local.slice(0, NAME_MAX), lastName: local.slice(0, NAME_MAX) };
};
