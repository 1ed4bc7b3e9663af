import { alertSubject } from '@georisk/contract/alert-subject';
import type { Alert, AlertListFilter } from '@georisk/contract';
import { useState } from 'react';
import ListGroup from 'react-bootstrap/ListGroup';
import { useNavigate } from 'react-router';
import { failureText } from '../../api/api';
import { BannerSlot, useBanner } from '../../components/banner';
import { ConfirmDialog, type PendingChange } from '../../components/confirm-dialog';
import { PagedList } from '../../components/paged-list';
import { usePaging } from '../../hooks/use-paging';
import { LevelLegend } from '../../components/risk-scale/scale-legend';
import { AlertCard, type AlertActions } from './alert-card';
import { AlertFilters } from './alert-filters';
import {
  useAcknowledgeAlertMutation,
  useAlertBranchesQuery,
  useAlertListQuery,
  useEscalateAlertMutation,
} from './alerts-api';
import { DismissDialog } from './dismiss-dialog';

const PAGE_SIZE = 20;
type Filter = Pick<AlertListFilter, 'status' | 'level' | 'branch_id' | 'country'>;

/**
 * /menu/alerts: news near the caller's branches, newest first, with filters; the company's owners
 * and admins (or a solo customer) acknowledge, dismiss with a reason, or ask an analyst, which
 * files a request and opens it (docs/rules/exposure.md).
 */
const AlertsPage = () => {
  const [filter, setFilter] = useState<Filter>({});
  const paging = usePaging(PAGE_SIZE);
  const list = useAlertListQuery({ ...filter, ...paging.page });
  const branches = useAlertBranchesQuery().data ?? [];
  const [acknowledge, acknowledging] = useAcknowledgeAlertMutation();
  const [escalate, escalating] = useEscalateAlertMutation();
  const [dismissing, setDismissing] = useState<Alert | null>(null);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const { banner, show } = useBanner();
  const navigate = useNavigate();

  const attempt = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (failure) {
      show(failureText(failure));
    }
  };
  const actions: AlertActions = {
    busy: acknowledging.isLoading || escalating.isLoading,
    acknowledge: (alert) =>
      void attempt(async () =>
        show((await acknowledge(alert.alert_id).unwrap()).message, 'success'),
      ),
    dismiss: setDismissing,
    escalate: (alert) =>
      setPending({
        title: 'Ask an analyst',
        text: `File a request about ${alertSubject(alert).name} and "${alert.article.title}" for an analyst to assess?`,
        confirm: 'File the request',
        run: () =>
          attempt(async () => {
            const reply = await escalate(alert.alert_id).unwrap();
            if (reply.alert.incident_id) {
              void navigate(`/menu/incident?report=${reply.alert.incident_id}`);
            }
          }),
      }),
  };

  const rows = list.data?.alert;
  const filtered = Object.values(filter).some(Boolean);
  return (
    <section aria-labelledby="alerts-title">
      <h1 id="alerts-title" className="h3 mb-3">
        Exposure alerts
      </h1>
      <BannerSlot banner={banner} />
      <AlertFilters
        filter={filter}
        branches={branches}
        onChange={(next) => {
          setFilter(next);
          paging.restart();
        }}
      />
      <PagedList
        error={list.error}
        rows={rows}
        total={list.data?.total}
        loading="Loading alerts"
        empty={{
          icon: 'shield-check',
          message: filtered ? 'No alerts match these filters.' : 'No exposure alerts yet.',
        }}
        pager={{ ...paging.pager, label: 'Alert pages', noun: 'alerts' }}
        footer={
          <div className="mt-3">
            <LevelLegend />
          </div>
        }
      >
        {(rows) => (
          <ListGroup as="ul" className="mb-3 shadow-sm" aria-label="Alerts">
            {rows.map((alert) => (
              <AlertCard
                key={alert.alert_id}
                alert={alert}
                actions={list.data?.can_manage ? actions : undefined}
              />
            ))}
          </ListGroup>
        )}
      </PagedList>
      {dismissing && (
        <DismissDialog alert={dismissing} onClose={() => setDismissing(null)} say={show} />
      )}
      <ConfirmDialog
        pending={pending}
        busy={escalating.isLoading}
        onClose={() => setPending(null)}
      />
    </section>
  );
};

export default AlertsPage;
