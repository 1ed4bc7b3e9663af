/**
 * Who is calling, as the rules see it (docs/architecture.md, "Access"). The tokens plugin reads a
 * caller from the bearer token; services and policies take it as a plain value and know no HTTP.
 */
export interface Roles {
  is_admin: boolean;
  is_partner: boolean;
  is_customer: boolean;
}

export type Role = 'admin' | 'partner' | 'customer';

/**
 * `sessionVersion` is the user's session version when the token was issued (docs/security.md);
 * `ip` is where this call came from, for the audit trail (docs/rules/audit.md), when known.
 */
export type Caller =
  | { kind: 'anonymous' }
  | ({
      kind: 'user';
      userId: string;
      sessionVersion: number;
      /** The login this token belongs to (docs/rules/accounts.md, "Sessions"). */
      sessionId?: string;
      ip?: string;
      /**
       * Set when the call came with an API token (docs/rules/api-tokens.md): the routes it may
       * call are those declaring one of its scopes; a company token's company is its creator's.
       */
      apiToken?: { id: string; scopes: readonly string[]; companyId: string | null };
    } & Roles);

export type UserCaller = Extract<Caller, { kind: 'user' }>;

const ROLE_FLAG = { admin: 'is_admin', partner: 'is_partner', customer: 'is_customer' } as const;

export const hasRole = (caller: UserCaller, role: Role): boolean => caller[ROLE_FLAG[role]];

/** Partners answer requests and admins oversee them: together, the staff. */
export const isStaff = (caller: UserCaller): boolean =>
  hasRole(caller, 'partner') || hasRole(caller, 'admin');
