import { paths } from '../../config/paths';
import {
  API_PATHS,
  type BaseReply,
  type Notification,
  type NotificationListInput,
  type NotificationRead,
} from '@georisk/contract';
import { api } from '../../api/api';

export interface NotificationPage extends BaseReply {
  notification: Notification[];
  total: number;
  /** Every unread notification of the caller, whatever the page. */
  unread: number;
}

/** The caller's own notifications, newest first, and marking them read. */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    notifications: build.query<NotificationPage, NotificationListInput>({
      query: (body) => ({ path: API_PATHS.notification.list, body }),
      providesTags: ['Notification'],
    }),
    markRead: build.mutation<BaseReply & { unread: number }, NotificationRead>({
      query: (body) => ({ path: API_PATHS.notification.read, body }),
      invalidatesTags: ['Notification'],
    }),
    /** A one-time ticket for the live event stream (docs/rules/live-updates.md). */
    liveTicket: build.mutation<BaseReply & { ticket: string }, void>({
      query: () => ({ path: API_PATHS.events.ticket, body: {} }),
    }),
  }),
});

export const { useNotificationsQuery, useMarkReadMutation, useLiveTicketMutation } =
  notificationsApi;

/**
 * Where a notification leads: its request's report (owners and analysts both read it there), the
 * alert inbox, the integrations screen of a webhook switched off, or the proposals screen.
 */
export const linkOf = (notification: Notification): string =>
  notification.kind === 'exposure'
    ? paths.menu.alerts
    : notification.kind === 'webhook'
      ? '/menu/integrations'
      : notification.kind === 'proposal'
        ? paths.menu.proposal
        : notification.incident_id
          ? `/menu/incident?report=${encodeURIComponent(notification.incident_id)}`
          : '/';
