import { API_PATHS, MESSAGE_PAGE, type BaseReply, type Message } from '@georisk/contract';
import { api } from '../../api/api';

/**
 * The conversation on one request, read by its owner (the report) and by the analysts (the
 * findings form), so it lives with the shared components: features do not import each other.
 */
export const conversationApi = api.injectEndpoints({
  endpoints: (build) => ({
    messages: build.query<Message[], string>({
      // The newest page: the thread's latest messages, oldest first within it.
      query: (incident_id) => ({
        path: API_PATHS.message.list,
        body: { incident_id, latest: true, limit: MESSAGE_PAGE.maxLimit },
      }),
      transformResponse: (reply: { message: Message[] }) => reply.message,
      providesTags: (_rows, _error, incident_id) => [{ type: 'Message', id: incident_id }],
    }),
    // The reply's `message` key carries the new message itself (the envelope's text gives way).
    sendMessage: build.mutation<
      Omit<BaseReply, 'message'> & { message: Message },
      { incident_id: string; body: string }
    >({
      query: (body) => ({ path: API_PATHS.message.insert, body }),
      // The queue's unread mark and the notifications change with a message too.
      invalidatesTags: (_reply, _error, { incident_id }) => [
        { type: 'Message', id: incident_id },
        'Incident',
        'Notification',
      ],
    }),
    /** The reader has the thread on screen: the queue's mark and their message notices clear. */
    readMessages: build.mutation<BaseReply, string>({
      query: (incident_id) => ({ path: API_PATHS.message.read, body: { incident_id } }),
      invalidatesTags: ['Incident', 'Notification'],
    }),
  }),
});

export const { useMessagesQuery, useSendMessageMutation, useReadMessagesMutation } =
  conversationApi;
