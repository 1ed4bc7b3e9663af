import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { failure, success, type Result } from '../../domain/result.js';
import { isPublicAddress } from '../../net/public-address.js';
import { WEBHOOK_TEXTS as M } from './webhooks.messages.js';

/** FEEDS_ALLOW_PRIVATE (tests, local use): plain http and private or loopback targets too. */
export interface TargetRules {
  allowPrivate: boolean;
}

/**
 * Whether a webhook may be pointed at this URL (docs/security.md, "Input and feeds"): https, and
 * a host whose every address is public. This is the early, readable refusal; the delivery
 * itself connects only through the public-only agent (net/public-only-agent.ts), which judges
 * the address actually connected to, so a name that later resolves elsewhere gains nothing.
 */
export const checkTarget = async (url: string, rules: TargetRules): Promise<Result<string>> => {
  if (rules.allowPrivate) return success(url);
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:') return failure('invalid', M.httpsOnly);
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) {
    return isPublicAddress(host) ? success(url) : failure('invalid', M.privateTarget(host));
  }
  try {
    const addresses = await lookup(host, { all: true });
    return addresses.length > 0 && addresses.every((entry) => isPublicAddress(entry.address))
      ? success(url)
      : failure('invalid', M.privateTarget(host));
  } catch {
    return failure('invalid', M.unresolved(host));
  }
};
