import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useAppSelector } from '../../app/store';
import { selectUser } from '../../session/login-slice';

export const ADMIN_ONLY_TEXT = 'This area is for administrators.';

/**
 * Reference data is maintained by administrators (spec §6). A non-admin who types the URL gets a
 * clear message and the screen never asks the API for admin data (the server refuses anyway).
 */
export const AdminOnly = ({ children }: { children: ReactNode }) => {
  const user = useAppSelector(selectUser);
  if (user?.is_admin) return children;
  return (
    <Alert variant="warning" role="alert" className="d-flex align-items-center gap-2">
      <i className="bi bi-shield-lock" aria-hidden="true" />
      {ADMIN_ONLY_TEXT}
    </Alert>
  );
};
