import type { Incident } from '@georisk/contract';
import { failureText } from '../../api/api';
import { BannerSlot, type BannerMessage } from '../../components/banner';
import { MessageScreen } from '../../components/message-screen';
import { PageSpinner } from '../../components/page-spinner';
import { Pager } from '../../components/pager';
import { LoadFailure } from '../../components/report/load-failure';
import { useIncidentListQuery } from '../../api/incident-list-api';
import { useUserListQuery } from '../../api/user-list-api';
import { useListLoadBanner } from '../../hooks/use-list-load-banner';
import { useAppSelector } from '../../lib/store';
import { selectUser } from '../../session/login-slice';
import { useAssignMutation, useClaimMutation, useReleaseMutation } from './finding-api';
import { NO_FILTER, QueueFilters, searchOf, type QueueFilter } from './queue-filters';
import { QueueExportButton } from './queue-export-button';
import { QueueTable } from './queue-table';

export const QUEUE_PAGE_SIZE = 25;

export interface QueueView {
  filter: QueueFilter;
  offset: number;
}

/**
 * The analysts' queue: every request soonest due first, filtered, searched and paged, with
 * Claim/Release per row. Claiming answers 409 when someone else got there first; the banner says so
 * and the re-fetched queue shows who holds it.
 */
export const QueueList = ({
  view,
  onView,
  banner,
  notify,
  onOpen,
}: {
  view: QueueView;
  onView: (view: QueueView) => void;
  banner: BannerMessage | null;
  notify: (text: string, variant: 'warning' | 'success') => void;
  onOpen: (incident: Incident) => void;
}) => {
  const user = useAppSelector(selectUser);
  const request = { ...searchOf(view.filter), limit: QUEUE_PAGE_SIZE, offset: view.offset };
  const queue = useIncidentListQuery(request);
  const loadBanner = useListLoadBanner(queue, JSON.stringify(request), banner !== null);
  const [claim, claiming] = useClaimMutation();
  const [release, releasing] = useReleaseMutation();
  const [assign, assigning] = useAssignMutation();
  // Admins assign requests to partners: the accounts holding the partner role.
  const partners = useUserListQuery({ limit: 500 }, { skip: !user?.is_admin }).data?.user.filter(
    (account) => account.is_partner,
  );
  const act = async (call: Promise<{ message: string }>) => {
    try {
      notify((await call).message, 'success');
    } catch (failure) {
      notify(failureText(failure), 'warning');
    }
  };
  const filtered = JSON.stringify(view.filter) !== JSON.stringify(NO_FILTER);
  const rows = queue.data?.incidents;

  const body = () => {
    if (queue.error) return <LoadFailure error={queue.error} />;
    if (!rows) return <PageSpinner label="Loading incidents" />;
    if (rows.length === 0)
      return (
        <MessageScreen
          icon="clipboard-check"
          message={
            filtered
              ? 'No Incident Request matches these filters.'
              : 'No Incident Request has been registered yet.'
          }
          actions={
            filtered
              ? [
                  {
                    label: 'Clear filters',
                    onClick: () => onView({ filter: NO_FILTER, offset: 0 }),
                  },
                ]
              : []
          }
        />
      );
    return (
      <>
        <QueueTable
          incidents={rows}
          actions={{
            selfId: user?.user_id ?? '',
            isAdmin: user?.is_admin ?? false,
            busy: claiming.isLoading || releasing.isLoading || assigning.isLoading,
            onOpen,
            onClaim: (incident) => void act(claim(incident.incident_id).unwrap()),
            onRelease: (incident) => void act(release(incident.incident_id).unwrap()),
            partners: partners ?? [],
            onAssign: (incident, user_id) =>
              void act(assign({ incident_id: incident.incident_id, user_id }).unwrap()),
          }}
        />
        <Pager
          label="Queue pages"
          noun="requests"
          pageSize={QUEUE_PAGE_SIZE}
          offset={view.offset}
          shown={rows.length}
          total={queue.data?.total ?? 0}
          onOffset={(offset) => onView({ ...view, offset })}
        />
      </>
    );
  };

  return (
    <section aria-labelledby="finding-title">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 id="finding-title" className="h3 mb-0">
          Finding
        </h1>
        <QueueExportButton
          search={searchOf(view.filter)}
          warn={(text) => notify(text, 'warning')}
        />
      </div>
      <QueueFilters filter={view.filter} onChange={(filter) => onView({ filter, offset: 0 })} />
      <BannerSlot banner={banner ?? loadBanner} />
      {body()}
    </section>
  );
};
