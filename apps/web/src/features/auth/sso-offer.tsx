import { SSO_MESSAGES, ssoEmailSchema } from '@georisk/contract';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { failureText } from '../../api/api';
import { leaveSiteFor } from '../../lib/leave-site';
import { useSsoDomainQuery, useSsoStartMutation } from './sso-api';

/** How long the typed address rests before its domain is asked about: one call per address. */
const SETTLE_MS = 400;

/**
 * What the login screen knows of the typed address's domain (docs/rules/sso.md): nothing until
 * the address is valid and has rested; then whether its company signs in with single sign-on
 * and whether that is enforced for its members.
 */
export const useSsoOffer = (email: string) => {
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(email.trim()), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [email]);
  const valid = settled !== '' && ssoEmailSchema.safeParse({ email: settled }).success;
  // A refusal (rate limit, network) just leaves the password login as it is.
  const { currentData } = useSsoDomainQuery(settled, { skip: !valid });
  const sso = valid && settled === email.trim() ? currentData?.sso : undefined;
  return { available: sso?.available ?? false, enforced: sso?.enforced ?? false };
};

/** Starts the sign-in at the company's identity provider: the browser leaves for its page. */
export const useSsoStart = (warn: (text: string) => void) => {
  const [start, { isLoading }] = useSsoStartMutation();
  const go = async (email: string) => {
    try {
      const reply = await start({ email: email.trim() }).unwrap();
      leaveSiteFor(reply.sso.redirect_url);
    } catch (failure: unknown) {
      warn(failureText(failure));
    }
  };
  return { go, busy: isLoading };
};

/** "Sign in with your company", under the e-mail; when enforced, why no password is asked. */
export const SsoOffer = ({
  enforced,
  busy,
  onStart,
  onStaffPassword,
}: {
  enforced: boolean;
  busy: boolean;
  onStart: () => void;
  /** Shown when enforced: platform staff of the domain keep their password (break-glass). */
  onStaffPassword?: (() => void) | undefined;
}) => (
  <div className="mb-3">
    <div className="d-grid">
      <Button variant="primary" disabled={busy} onClick={onStart}>
        <i className="bi bi-building-lock me-2" aria-hidden="true" />
        Sign in with your company
      </Button>
    </div>
    {enforced ? (
      <p className="mt-2 mb-0">
        {SSO_MESSAGES.required}.{' '}
        {onStaffPassword && (
          <Button variant="link" className="p-0 align-baseline" onClick={onStaffPassword}>
            Platform staff: use your password
          </Button>
        )}
      </p>
    ) : (
      <p className="text-center text-body-secondary mt-2 mb-0">or use your password</p>
    )}
  </div>
);
