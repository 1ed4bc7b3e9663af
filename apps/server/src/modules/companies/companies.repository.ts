import type { Company, CompanyKind, MemberRole } from '@georisk/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { iso } from '../../db/dates.js';
import { companies } from '../../db/schema.js';
import { updateIfChanged } from '../../db/unchanged-write.js';

export interface CompanyValues {
  name: string;
  kind: CompanyKind;
  country: string;
  domain?: string | undefined;
}

type CompanyRow = typeof companies.$inferSelect;

const toCompany = (row: CompanyRow, role: MemberRole): Company => ({
  company_id: row.id,
  name: row.name,
  kind: row.kind as CompanyKind,
  country: row.country,
  domain: row.domain,
  created_at: iso(row.createdAt),
  role,
  require_mfa: row.requireMfa,
});

const columnsOf = (values: CompanyValues) => ({
  name: values.name,
  kind: values.kind,
  country: values.country,
  domain: values.domain || null,
});

export const insertCompany = async (db: Database, values: CompanyValues): Promise<CompanyRow> => {
  const [row] = await db.insert(companies).values(columnsOf(values)).returning();
  if (!row) throw new Error('company insert returned nothing');
  return row;
};

/** The company as its member `role` sees it; null when there is no live company of that id. */
export const findCompany = async (
  db: Database,
  id: string,
  role: MemberRole,
): Promise<Company | null> => {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.isDeleted, false)))
    .limit(1);
  return row ? toCompany(row, role) : null;
};

/** Writes only a difference (db/unchanged-write.ts); answers whether something changed. */
export const updateCompany = async (
  db: Database,
  id: string,
  values: CompanyValues,
  role: MemberRole,
) => {
  const written = await updateIfChanged(
    db,
    companies,
    and(eq(companies.id, id), eq(companies.isDeleted, false)),
    columnsOf(values),
    { id: companies.id },
  );
  const company = written && (await findCompany(db, id, role));
  return company ? { company, changed: written.changed } : null;
};

/** The caller's company and role, or null for a solo user (db/company-membership.ts). */
export { findMembership } from '../../db/company-membership.js';
