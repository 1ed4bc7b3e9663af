import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { failureText } from '../../api/api';
import { BannerSlot, useBanner } from '../../components/banner';
import { PagedList } from '../../components/paged-list';
import { usePaging } from '../../hooks/use-paging';
import { useAuditListQuery, useVerifyAuditMutation, type AuditQuery } from './audit-api';
import { AuditExportButton } from './audit-export-button';
import { AuditFilters } from './audit-filters';
import { AuditReaderGate, type AuditReader } from './audit-reader-gate';
import { AuditTable } from './audit-table';

const PAGE_SIZE = 50;

/**
 * /menu/audit: who did what, when and from where, newest first, with filters and the CSV export;
 * platform admins read every event and may check the hash chain, a company's owners and admins
 * read their company's events (docs/rules/audit.md).
 */
const AuditScreen = ({ reader }: { reader: AuditReader }) => {
  const [query, setQuery] = useState<AuditQuery>({});
  const paging = usePaging(PAGE_SIZE);
  const list = useAuditListQuery({ ...query, ...paging.page });
  const [verify, verifying] = useVerifyAuditMutation();
  const { banner, show } = useBanner();

  const check = async () => {
    try {
      const { audit } = await verify().unwrap();
      if (audit.ok) {
        show(`The audit trail is intact: ${audit.checked} events checked.`, 'success');
      } else {
        show(`The audit trail was changed: event #${audit.broken_at} no longer matches the chain.`);
      }
    } catch (failure) {
      show(failureText(failure));
    }
  };

  const rows = list.data?.audit;
  return (
    <section aria-labelledby="audit-title">
      <div className="d-flex flex-wrap gap-2 align-items-center justify-content-between mb-2">
        <h1 id="audit-title" className="h3 mb-0">
          Audit trail
        </h1>
        <div className="d-flex flex-wrap gap-2">
          <AuditExportButton query={query} warn={show} />
          {reader.kind === 'platform' && (
            <Button
              variant="outline-primary"
              size="sm"
              disabled={verifying.isLoading}
              onClick={() => void check()}
            >
              <i className="bi bi-shield-check me-1" aria-hidden="true" />
              Check the chain
            </Button>
          )}
        </div>
      </div>
      <p className="text-body-secondary">
        {reader.kind === 'platform'
          ? 'Sign-ins, the request workflow, accounts and settings, newest first. Rows are never changed; the check finds one that was.'
          : `What happened in ${reader.company}: members, invitations, the company and its exports, newest first. Rows are never changed.`}
      </p>
      <BannerSlot banner={banner} />
      <AuditFilters
        warn={show}
        onApply={(next) => {
          setQuery(next);
          paging.restart();
        }}
      />
      <PagedList
        error={list.error}
        rows={rows}
        total={list.data?.total}
        loading="Loading the audit trail"
        empty={{ icon: 'journal-check', message: 'No events match these filters.' }}
        pager={{ ...paging.pager, label: 'Audit trail pages', noun: 'events' }}
      >
        {(rows) => <AuditTable events={rows} />}
      </PagedList>
    </section>
  );
};

const AuditPage = () => (
  <AuditReaderGate>{(reader) => <AuditScreen reader={reader} />}</AuditReaderGate>
);

export default AuditPage;
