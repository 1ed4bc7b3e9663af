import type { Notification } from '@georisk/contract';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { Link } from 'react-router';
import { failureText } from '../../api/api';
import { BannerSlot, useBanner } from '../../components/banner';
import { PagedList } from '../../components/paged-list';
import { usePaging } from '../../hooks/use-paging';
import { formatDateTime } from '../../lib/format-date';
import { linkOf, useMarkReadMutation, useNotificationsQuery } from './notifications-api';

const PAGE_SIZE = 20;

const KIND_ICON: Record<Notification['kind'], string> = {
  answered: 'check2-circle',
  updated: 'arrow-repeat',
  message: 'chat-left-text',
  assigned: 'person-check',
  stale: 'hourglass-bottom',
  watch: 'eye',
  exposure: 'geo-alt',
  webhook: 'plug',
  sla: 'alarm',
  proposal: 'chat-square-quote',
};

/**
 * /menu/notifications: the caller's notifications, newest first, each linking to its request;
 * following one marks it read, and "Mark all read" clears the badge at once.
 */
const NotificationsPage = () => {
  const paging = usePaging(PAGE_SIZE);
  const list = useNotificationsQuery(paging.page);
  const [markRead, marking] = useMarkReadMutation();
  const { banner, show } = useBanner();
  const read = async (body: Parameters<typeof markRead>[0], announce: boolean) => {
    try {
      const reply = await markRead(body).unwrap();
      if (announce) show(reply.message, 'success');
    } catch (failure) {
      show(failureText(failure));
    }
  };

  const rows = list.data?.notification;
  return (
    <section aria-labelledby="notifications-title">
      <div className="d-flex flex-wrap gap-2 align-items-center justify-content-between mb-3">
        <h1 id="notifications-title" className="h3 mb-0">
          Notifications
        </h1>
        {(list.data?.unread ?? 0) > 0 && (
          <Button
            variant="outline-primary"
            size="sm"
            disabled={marking.isLoading}
            onClick={() => void read({ all: true }, true)}
          >
            Mark all read
          </Button>
        )}
      </div>
      <BannerSlot banner={banner} />
      <PagedList
        error={list.error}
        rows={rows}
        total={list.data?.total}
        loading="Loading notifications"
        empty={{ icon: 'bell', message: 'No notifications yet.' }}
        pager={{ ...paging.pager, label: 'Notification pages', noun: 'notifications' }}
      >
        {(rows) => (
          <ListGroup className="mb-3 shadow-sm">
            {rows.map((notification) => (
              <ListGroup.Item
                key={notification.notification_id}
                className={`d-flex gap-3 align-items-start ${notification.read_at ? '' : 'notification-unread'}`}
              >
                <i
                  className={`bi bi-${KIND_ICON[notification.kind]} fs-5 text-primary`}
                  aria-hidden="true"
                />
                <div className="flex-grow-1 min-w-0">
                  <Link
                    to={linkOf(notification)}
                    className="notification-text"
                    onClick={() => {
                      if (!notification.read_at)
                        void read({ notification_id: notification.notification_id }, false);
                    }}
                  >
                    {notification.text}
                  </Link>
                  <div className="small text-body-secondary">
                    {formatDateTime(notification.created_at)}
                  </div>
                </div>
                {!notification.read_at && (
                  <Badge bg="primary" pill>
                    New
                  </Badge>
                )}
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
      </PagedList>
    </section>
  );
};

export default NotificationsPage;
