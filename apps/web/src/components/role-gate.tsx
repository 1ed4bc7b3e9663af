import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useAppSelector } from '../lib/store';
import { selectUser } from '../session/login-slice';

export const ADMIN_ONLY_TEXT = 'This area is for administrators.';
export const PARTNER_ONLY_TEXT = 'This area is for partners and administrators.';

/** The one answer every admin or partner area gives anyone else (docs/rules/screens.md). */
export const NotAllowed = ({ text }: { text: string }) => (
  <Alert variant="warning" role="alert" className="d-flex align-items-center gap-2">
    <i className="bi bi-shield-lock" aria-hidden="true" />
    {text}
  </Alert>
);

/**
 * Reference data is maintained by administrators. A non-admin who types the URL gets a
 * clear message and the screen never asks the API for admin data (the server refuses anyway).
 */
export const AdminOnly = ({ children }: { children: ReactNode }) => {
  const user = useAppSelector(selectUser);
  if (user?.is_admin) return children;
  return <NotAllowed text={ADMIN_ONLY_TEXT} />;
};

/** The analysts' areas (the queue, the findings form): partners and admins only, same answer. */
export const PartnerOnly = ({ children }: { children: ReactNode }) => {
  const user = useAppSelector(selectUser);
  if (user?.is_admin || user?.is_partner) return children;
  return <NotAllowed text={PARTNER_ONLY_TEXT} />;
};
