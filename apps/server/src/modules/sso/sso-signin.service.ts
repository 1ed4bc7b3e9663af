import {
  canonicalEmail,
  CODES,
  SSO_LANDING_PATH,
  SSO_MESSAGES,
  type Code,
} from '@georisk/contract';
import type { Database } from '../../db/database.js';
import { failure, success, type Result } from '../../domain/result.js';
import type { MailSeal } from '../../mail/mail-seal.js';
import {
  findUserByEmail,
  hashPassword,
  insertActiveUser,
  randomToken,
  sha256,
  updateUser,
  type UserRow,
} from '../accounts/index.js';
import { recordAudit } from '../audit/index.js';
import { insertMember, membershipOf } from '../companies/index.js';
import { namesFromClaims, roleFromClaims } from './claim-role.js';
import { authorizationUrl, redeemCode, type IdClaims, type OidcReach } from './oidc-client.js';
import { callbackUrl } from './sso-settings.service.js';
import {
  findSso,
  findSsoByDomain,
  insertAttempt,
  setHandoff,
  takeAttemptByState,
  type SsoRow,
} from './sso.repository.js';
import { inTransaction } from '../../db/transaction.js';

const START_TTL_MS = 10 * 60_000;
const HANDOFF_TTL_MS = 2 * 60_000;

export interface SignInContext {
  seal: MailSeal;
  publicUrl: string;
  reach: OidcReach;
}

const domainOf = (email: string) => canonicalEmail(email).split('@')[1] ?? '';

const provider = (ctx: SignInContext, sso: SsoRow) => ({
  issuer: sso.issuer,
  clientId: sso.clientId,
  clientSecret: ctx.seal.open(sso.clientSecretSealed),
});

/** `auth/ssoDomain`: does the address's domain sign in through a company's provider? */
export const ssoAvailable = async (
  db: Database,
  email: string,
): Promise<{ available: boolean; enforced: boolean }> => {
  const sso = await findSsoByDomain(db, domainOf(email));
  return { available: sso !== null, enforced: sso?.enforced ?? false };
};

/**
 * `auth/ssoStart`: the provider's authorization URL. The state is kept hashed, the nonce and the
 * PKCE verifier sealed, in one row used once within 10 minutes.
 */
export const startSso = async (
  db: Database,
  ctx: SignInContext,
  email: string,
): Promise<Result<{ redirect_url: string }>> => {
  const sso = await findSsoByDomain(db, domainOf(email));
  if (!sso) return failure('not-found', SSO_MESSAGES.noSso, { code: CODES.ssoNotConfigured });
  const state = randomToken();
  let started;
  try {
    started = await authorizationUrl(
      provider(ctx, sso),
      ctx.reach,
      callbackUrl(ctx.publicUrl),
      state,
    );
  } catch {
    return failure('upstream', SSO_MESSAGES.provider, { code: CODES.ssoProvider });
  }
  await insertAttempt(db, {
    companyId: sso.companyId,
    stateHash: sha256(state),
    secretsSealed: ctx.seal.seal(JSON.stringify(started.secrets)),
    expiresAt: new Date(Date.now() + START_TTL_MS),
  });
  const url = new URL(started.url);
  url.searchParams.set('login_hint', canonicalEmail(email));
  return success({ redirect_url: url.href });
};

type Refusal = { code: Code; reason: string };
const refused = (code: Code, reason: string): Refusal => ({ code, reason });

/**
 * The person the provider vouched for, as a member of the company: an unknown address gets an
 * active account and a membership with the mapped role (just-in-time); a known one joins if it
 * has no company. Staff, disabled accounts and members of another company are refused.
 */
const memberFor = async (
  db: Database,
  sso: SsoRow,
  claims: IdClaims,
): Promise<UserRow | Refusal> => {
  if (claims.email_verified !== true || typeof claims.email !== 'string') {
    return refused(CODES.ssoUnverified, 'unverified e-mail');
  }
  const email = canonicalEmail(claims.email);
  if (!sso.allowedDomains.includes(domainOf(email))) {
    return refused(CODES.ssoDomain, `domain outside the allowed ones: ${domainOf(email)}`);
  }
  const role = roleFromClaims(claims, sso);
  const known = await findUserByEmail(db, email);
  if (known?.isDisabled) return refused(CODES.ssoDisabled, 'disabled account');
  if (known && (known.isAdmin || known.isPartner)) return refused(CODES.ssoStaff, 'platform staff');
  const membership = known && (await membershipOf(db, known.id));
  if (membership && membership.companyId !== sso.companyId) {
    return refused(CODES.ssoOtherCompany, 'member of another company');
  }
  if (known && membership) return known;
  const passwordHash = known ? '' : await hashPassword(randomToken());
  return inTransaction(db, async (tx) => {
    let user = known;
    if (!user) {
      const created = await insertActiveUser(tx, {
        email,
        ...namesFromClaims(claims, email),
        role: 'customer',
        passwordHash,
      });
      if (!created.ok) return refused(CODES.ssoProvider, 'account clash');
      user = created.value;
    } else if (!user.isActive) {
      // The provider verified the address: that is what the activation code would prove.
      user = (await updateUser(tx, user.id, { isActive: true })) ?? user;
    }
    await insertMember(tx, { companyId: sso.companyId, userId: user.id, role });
    await recordAudit(
      tx,
      { userId: user.id, email: user.email, ip: null },
      {
        action: 'member.join',
        companyId: sso.companyId,
        target: { kind: 'user', id: user.id },
        detail: { role, via: 'sso', new_account: !known },
      },
    );
    return user;
  });
};

const landing = (ctx: SignInContext, query: Record<string, string>) =>
  `${ctx.publicUrl.replace(/\/$/, '')}${SSO_LANDING_PATH}?${new URLSearchParams(query).toString()}`;

/**
 * `GET auth/sso/callback`: always a redirect to the web app's landing page, with a one-time code
 * (exchanged by `auth/ssoExchange` for the token pair: tokens never travel in a URL) or with the
 * refusal's code. The state is taken once; every refusal is audited.
 */
export const finishSso = async (
  db: Database,
  ctx: SignInContext,
  query: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
  requestUrl: string,
  ip: string | null,
): Promise<string> => {
  const fail = async (why: Refusal, companyId: string | null = null) => {
    await recordAudit(
      db,
      { userId: null, ip },
      { action: 'auth.sso_failed', companyId, detail: { code: why.code, reason: why.reason } },
    );
    return landing(ctx, { error: why.code });
  };
  if (!query.state) return fail(refused(CODES.ssoStateInvalid, 'no state'));
  const attempt = await takeAttemptByState(db, sha256(query.state));
  if (!attempt) return fail(refused(CODES.ssoStateInvalid, 'unknown, expired or replayed state'));
  const sso = await findSso(db, attempt.companyId);
  if (!sso?.enabled || query.error || !query.code) {
    return fail(refused(CODES.ssoProvider, query.error ?? 'no code'), attempt.companyId);
  }
  const secrets = JSON.parse(ctx.seal.open(attempt.secretsSealed)) as {
    nonce: string;
    codeVerifier: string;
  };
  // The provider's answer exactly as it came (iss included, RFC 9207), on our registered address.
  const callback = new URL(callbackUrl(ctx.publicUrl));
  callback.search = new URL(requestUrl, 'http://callback.invalid').search;
  const grant = await redeemCode(provider(ctx, sso), ctx.reach, callback, {
    ...secrets,
    state: query.state,
  });
  if (!grant.ok) {
    const code = grant.why === 'audience' ? CODES.ssoAudience : CODES.ssoProvider;
    return fail(refused(code, grant.detail), attempt.companyId);
  }
  const member = await memberFor(db, sso, grant.claims);
  if ('code' in member) return fail(member, attempt.companyId);
  const handoff = randomToken();
  await setHandoff(db, attempt.id, {
    userId: member.id,
    handoffHash: sha256(handoff),
    handoffExpiresAt: new Date(Date.now() + HANDOFF_TTL_MS),
  });
  return landing(ctx, { code: handoff });
};
