import type { QuoteRequest } from '@georisk/contract';
import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { isoSql } from '../../db/dates.js';
import { awaitingQuote, firmCovers } from '../../db/quote-state.js';
import { seenBy } from '../../db/request-visibility.js';
import { categories, companies, incidents, partnerFirms, queryTypes } from '../../db/schema.js';

/** A request on the proposals screen, before its proposals and the caller's say are added. */
export type QuoteRequestRow = Omit<QuoteRequest, 'proposals' | 'may_decide'> & {
  created_by: string;
};

/**
 * Whose requests the screen lists (docs/rules/proposals.md): a customer's own and their
 * company's on-quote requests until answered; a firm's, those awaiting quotes within its
 * coverage; an admin's, every one awaiting quotes.
 */
export type QuoteAudience =
  { kind: 'customer'; userId: string } | { kind: 'firm'; firmId: string } | { kind: 'admin' };

/** A firm's coverage (db/quote-state.ts, `firmCovers`) of the request in scope. */
const coveredBy = (firmId: string) => sql`exists (select 1 from ${partnerFirms}
  where ${partnerFirms.id} = ${firmId}
    and ${firmCovers({ categoryId: queryTypes.categoriesId, countries: incidents.countries })})`;

const audienceFilter = (audience: QuoteAudience): SQL =>
  audience.kind === 'customer'
    ? seenBy(incidents, audience.userId)
    : audience.kind === 'firm'
      ? sql`${awaitingQuote(incidents)} and ${coveredBy(audience.firmId)}`
      : awaitingQuote(incidents);

/** One page of the requests, newest first, and how many there are, in one statement. */
export const quoteRequests = async (
  db: Database,
  audience: QuoteAudience,
  page: { limit: number; offset: number },
): Promise<{ rows: QuoteRequestRow[]; total: number }> => {
  const rows = await db
    .select({
      incident_id: incidents.id,
      query: incidents.query,
      customerType: incidents.customerType,
      countries: incidents.countries,
      queryType: sql<QuoteRequest['queryType']>`json_build_object('queryType_id',
        ${queryTypes.id}, 'name', ${queryTypes.name})`,
      category: sql<QuoteRequest['category']>`json_build_object('categories_id',
        ${categories.id}, 'name', ${categories.name})`,
      company: sql<QuoteRequest['company']>`case when ${companies.id} is not null
        then json_build_object('company_id', ${companies.id}, 'name', ${companies.name}) end`,
      firm: sql<QuoteRequest['firm']>`case when ${incidents.quotedFirmId} is not null
        then json_build_object('partner_firm_id', ${incidents.quotedFirmId}, 'name',
          (select ${partnerFirms.name} from ${partnerFirms}
            where ${partnerFirms.id} = ${incidents.quotedFirmId})) end`,
      created_at: isoSql(incidents.createdAt),
      created_by: incidents.createdBy,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(incidents)
    .innerJoin(queryTypes, eq(queryTypes.id, incidents.queryTypeId))
    .innerJoin(categories, eq(categories.id, queryTypes.categoriesId))
    .leftJoin(companies, eq(companies.id, incidents.companyId))
    .where(
      and(
        eq(incidents.isDeleted, false),
        eq(incidents.onQuote, true),
        ne(incidents.status, 'Answered'),
        audienceFilter(audience),
      ),
    )
    .orderBy(desc(incidents.createdAt), desc(incidents.id))
    .limit(page.limit)
    .offset(page.offset);
  return {
    rows: rows.map(({ total: _total, ...row }) => row),
    total: rows[0]?.total ?? 0,
  };
};
