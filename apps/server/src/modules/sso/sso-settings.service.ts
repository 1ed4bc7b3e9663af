import {
  CODES,
  SSO_MESSAGES,
  SSO_PATHS,
  type SsoRole,
  type SsoSettings,
  type ssoSettingsSchema,
} from '@georisk/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { uniqueOr } from '../../db/unique.js';
import type { UserCaller } from '../../domain/caller.js';
import { authorize } from '../../domain/policies/index.js';
import { failure, success, type Result } from '../../domain/result.js';
import type { MailSeal } from '../../mail/mail-seal.js';
import { recordAudit } from '../audit/index.js';
import { membershipOf } from '../companies/index.js';
import { findSso, saveSso, type SsoRow } from './sso.repository.js';
import { inTransaction } from '../../db/transaction.js';

/** Where the identity provider sends the browser back: registered with it by the owner. */
export const callbackUrl = (publicUrl: string) =>
  `${publicUrl.replace(/\/$/, '')}/api/${SSO_PATHS.callback}`;

const toSettings = (row: SsoRow, publicUrl: string): SsoSettings => ({
  company_id: row.companyId,
  issuer: row.issuer,
  client_id: row.clientId,
  has_client_secret: true,
  allowed_domains: row.allowedDomains,
  default_role: row.defaultRole as SsoRole,
  role_claim: row.roleClaim,
  role_mapping: row.roleMapping as Record<string, SsoRole>,
  enabled: row.enabled,
  enforced: row.enforced,
  redirect_uri: callbackUrl(publicUrl),
  updated_at: row.updatedAt.toISOString(),
});

/** The company acted on (the named one, or the caller's own), if the caller is its owner. */
const ownedCompany = async (
  db: Database,
  caller: UserCaller,
  companyId: string | undefined,
): Promise<Result<string>> => {
  const membership = await membershipOf(db, caller.userId);
  const id = companyId ?? membership?.companyId;
  if (!id) return failure('not-found', 'You do not belong to a company');
  const allowed = authorize(caller, 'configureSso', { kind: 'company', membership, companyId: id });
  return allowed.ok ? success(id) : allowed;
};

export interface SsoContext {
  seal: MailSeal;
  publicUrl: string;
}

/** `company/sso`: the settings without the secret, or null before the first save. */
export const readSso = async (
  db: Database,
  ctx: SsoContext,
  caller: UserCaller,
  companyId?: string,
): Promise<Result<SsoSettings | null>> => {
  const company = await ownedCompany(db, caller, companyId);
  if (!company.ok) return company;
  const row = await findSso(db, company.value);
  return success(row && toSettings(row, ctx.publicUrl));
};

/** `company/ssoSet`: saved with its domains in one transaction, audited (never the secret). */
export const writeSso = async (
  db: Database,
  ctx: SsoContext,
  caller: UserCaller,
  body: z.output<typeof ssoSettingsSchema>,
  from: { ip: string | null },
): Promise<Result<SsoSettings>> => {
  const company = await ownedCompany(db, caller, body.company_id);
  if (!company.ok) return company;
  const companyId = company.value;
  const current = await findSso(db, companyId);
  if (!current && body.client_secret === undefined) {
    return failure('invalid', SSO_MESSAGES.clientSecret);
  }
  const sealed = body.client_secret
    ? ctx.seal.seal(body.client_secret)
    : current!.clientSecretSealed;
  const values = {
    companyId,
    issuer: body.issuer,
    clientId: body.client_id,
    clientSecretSealed: sealed,
    allowedDomains: [...new Set(body.allowed_domains)],
    defaultRole: body.default_role,
    roleClaim: body.role_claim,
    roleMapping: body.role_mapping,
    enabled: body.enabled,
    enforced: body.enforced,
  };
  const saved = await uniqueOr(
    () =>
      inTransaction(db, async (tx) => {
        const row = await saveSso(tx, values);
        await recordAudit(
          tx,
          { userId: caller.userId, ip: from.ip },
          {
            action: 'company.sso',
            companyId,
            target: { kind: 'company', id: companyId },
            detail: {
              issuer: values.issuer,
              client_id: values.clientId,
              allowed_domains: values.allowedDomains.join(' '),
              enabled: values.enabled,
              enforced: values.enforced,
              secret_changed: body.client_secret !== undefined,
            },
          },
        );
        return row;
      }),
    failure('conflict', SSO_MESSAGES.domainTaken, { code: CODES.conflict }),
  );
  return saved.ok ? success(toSettings(saved.value, ctx.publicUrl)) : saved;
};
