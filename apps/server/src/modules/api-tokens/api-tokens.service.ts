import { randomBytes } from 'node:crypto';
import {
  API_TOKEN_LIMITS,
  API_TOKEN_MESSAGES as M,
  type ApiToken,
  type ApiTokenKind,
  type ApiTokenValues,
  type ApiTokenWithSecret,
} from '@georisk/contract';
import { findMembership } from '../../db/company-membership.js';
import type { Database } from '../../db/database.js';
import { pageOf, type Paging } from '../../db/search.js';
import type { UserCaller } from '../../domain/caller.js';
import { API_TOKEN_REFUSALS, authorize } from '../../domain/policies/index.js';
import { failure, success, type Result } from '../../domain/result.js';
import { sha256 } from '../accounts/index.js';
import { callerActor, recordAudit } from '../audit/index.js';
import {
  countLiveApiTokens,
  findLiveApiToken,
  insertApiToken,
  listApiTokens,
  revokeApiToken,
  type ApiTokenRow,
} from './api-tokens.repository.js';
import { inTransaction } from '../../db/transaction.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `grk_` and 32 random bytes in base64url: 256 bits from the CSPRNG. */
const newSecret = () => `${API_TOKEN_LIMITS.prefix}${randomBytes(32).toString('base64url')}`;

const kindOf = (row: ApiTokenRow): ApiTokenKind =>
  row.companyId === null ? 'personal' : 'company';

export const apiTokenOf = (row: ApiTokenRow): ApiToken => ({
  token_id: row.id,
  name: row.name,
  kind: kindOf(row),
  company_id: row.companyId,
  scopes: row.scopes,
  hint: row.hint,
  created_by: row.createdBy,
  created_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

/**
 * A new token, its secret in this reply only: a personal one for anyone signed in, a company's
 * for its owners and admins. Only the secret's SHA-256 is stored. Audited.
 */
export const createApiToken = async (
  db: Database,
  caller: UserCaller,
  values: ApiTokenValues,
): Promise<Result<ApiTokenWithSecret>> => {
  const membership = await findMembership(db, caller.userId);
  const companyId = values.kind === 'company' ? (membership?.companyId ?? '') : null;
  const allowed = authorize(caller, 'create', { kind: 'apiToken', membership, companyId });
  if (!allowed.ok) return allowed;
  const owner = { userId: caller.userId, companyId };
  if ((await countLiveApiTokens(db, owner)) >= API_TOKEN_LIMITS.perOwner) {
    return failure('conflict', M.tooMany);
  }
  const secret = newSecret();
  return inTransaction(db, async (tx) => {
    const row = await insertApiToken(tx, {
      tokenHash: sha256(secret),
      hint: secret.slice(0, API_TOKEN_LIMITS.prefix.length + 4),
      name: values.name,
      companyId,
      scopes: values.scopes,
      createdBy: caller.userId,
      expiresAt: new Date(Date.now() + values.expires_in_days * DAY_MS),
    });
    await recordAudit(tx, callerActor(caller), {
      action: 'api_token.create',
      target: { kind: 'api_token', id: row.id },
      detail: { name: row.name, kind: kindOf(row), scopes: row.scopes.join(' ') },
      companyId,
    });
    return success({ ...apiTokenOf(row), token: secret });
  });
};

/** The caller's personal tokens and, for a company's owners and admins, the company's. */
export const apiTokensOf = async (db: Database, caller: UserCaller, paging: Paging) => {
  const membership = await findMembership(db, caller.userId);
  const managed =
    membership && (membership.role === 'owner' || membership.role === 'admin')
      ? membership.companyId
      : null;
  const page = await listApiTokens(db, caller.userId, managed, pageOf(paging));
  return { rows: page.rows.map(apiTokenOf), total: page.total };
};

/**
 * Revokes a token the caller keeps; anyone else's reads as not found (ids reveal nothing).
 * Stops it on this server at once and on every other within 1 s (api-token-guard.ts). Audited.
 */
export const revokeApiTokenOf = async (
  db: Database,
  caller: UserCaller,
  id: string,
): Promise<Result<void>> => {
  const row = await findLiveApiToken(db, id);
  const refused = failure('not-found', API_TOKEN_REFUSALS.notYours);
  if (!row) return refused;
  const membership = await findMembership(db, caller.userId);
  const facts = { membership, companyId: row.companyId, createdBy: row.createdBy };
  if (!authorize(caller, 'manage', { kind: 'apiToken', ...facts }).ok) return refused;
  return inTransaction(db, async (tx) => {
    if (!(await revokeApiToken(tx, id))) return refused;
    await recordAudit(tx, callerActor(caller), {
      action: 'api_token.revoke',
      target: { kind: 'api_token', id },
      detail: { name: row.name, kind: kindOf(row) },
      companyId: row.companyId,
    });
    return success(undefined);
  });
};
