import type { ReactNode } from 'react';
import { useMyCompanyQuery } from '../../api/my-company-api';
import { PageSpinner } from '../../components/page-spinner';
import { NotAllowed } from '../../components/role-gate';
import { useAppSelector } from '../../lib/store';
import { selectUser } from '../../session/login-slice';

export const AUDIT_READERS_TEXT =
  "This area is for administrators and a company's owners and admins.";

/** Who reads the trail: a platform admin (all of it), or a company's owner or admin (its rows). */
export type AuditReader = { kind: 'platform' } | { kind: 'company'; company: string };

/**
 * The audit screen's gate (docs/rules/audit.md): platform admins, and the owners and admins of a
 * company; anyone else gets the one refusal and the screen never asks the API (which refuses too).
 */
export const AuditReaderGate = ({ children }: { children: (reader: AuditReader) => ReactNode }) => {
  const user = useAppSelector(selectUser);
  const admin = Boolean(user?.is_admin);
  const mine = useMyCompanyQuery(undefined, { skip: admin || !user });
  if (admin) return children({ kind: 'platform' });
  if (mine.isLoading) return <PageSpinner label="Loading your company" />;
  const company = mine.data?.company;
  if (company && (company.role === 'owner' || company.role === 'admin')) {
    return children({ kind: 'company', company: company.name });
  }
  return <NotAllowed text={AUDIT_READERS_TEXT} />;
};
