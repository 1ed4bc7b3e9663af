import * as oidc from 'openid-client';
import { fetch as undiciFetch, type Dispatcher } from 'undici';
import { publicOnlyAgent } from '../../net/public-only-agent.js';

/** How single sign-on reaches identity providers: public addresses only unless allowed (tests). */
export interface OidcReach {
  allowPrivate: boolean;
}

export interface ProviderSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** What the start keeps server-side, sealed, for the callback to check against. */
export interface StartSecrets {
  nonce: string;
  codeVerifier: string;
}

let publicAgent: Dispatcher | undefined;

/**
 * The provider's configuration from its discovery document, through the SSRF guard of feed
 * fetching (DNS rebinding included); plain http only where private addresses are allowed.
 */
const configure = async (provider: ProviderSettings, reach: OidcReach) => {
  const dispatcher = reach.allowPrivate ? undefined : (publicAgent ??= publicOnlyAgent());
  const customFetch: oidc.CustomFetch = (url, options) =>
    undiciFetch(url, {
      ...(options as object),
      ...(dispatcher && { dispatcher }),
      signal: AbortSignal.timeout(10_000),
    }) as unknown as Promise<Response>;
  const execute = reach.allowPrivate ? [oidc.allowInsecureRequests] : [];
  return oidc.discovery(
    new URL(provider.issuer),
    provider.clientId,
    provider.clientSecret,
    oidc.ClientSecretBasic(provider.clientSecret),
    { [oidc.customFetch]: customFetch, execute },
  );
};

/** The authorization code request with PKCE (S256), a state and a nonce. */
export const authorizationUrl = async (
  provider: ProviderSettings,
  reach: OidcReach,
  redirectUri: string,
  state: string,
): Promise<{ url: string; secrets: StartSecrets }> => {
  const config = await configure(provider, reach);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href, secrets: { nonce, codeVerifier } };
};

/** The ID token claim whose check failed, found down openid-client's chain of causes. */
const failedClaim = (error: unknown): string | undefined => {
  let current = error as { cause?: unknown; claim?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if (typeof current.claim === 'string') return current.claim;
    current = current.cause as typeof current;
  }
  return undefined;
};

export type IdClaims = Record<string, unknown>;
export type GrantFailure = 'audience' | 'provider';

/**
 * Redeems the code (with the PKCE verifier) and checks the ID token: signature, issuer, audience
 * (our client id), expiry, nonce and state, all by openid-client. The audience refusal is told
 * apart: it means the provider answered for another application.
 */
export const redeemCode = async (
  provider: ProviderSettings,
  reach: OidcReach,
  callbackUrl: URL,
  expected: StartSecrets & { state: string },
): Promise<{ ok: true; claims: IdClaims } | { ok: false; why: GrantFailure; detail: string }> => {
  try {
    const config = await configure(provider, reach);
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: expected.codeVerifier,
      expectedNonce: expected.nonce,
      expectedState: expected.state,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) return { ok: false, why: 'provider', detail: 'no id token' };
    return { ok: true, claims };
  } catch (error) {
    const why =
      failedClaim(error) === 'aud' || failedClaim(error) === 'azp' ? 'audience' : 'provider';
    return { ok: false, why, detail: (error as Error).message.slice(0, 200) };
  }
};
