import type {
  BaseReply,
  Webhook,
  WebhookDelivery,
  WebhookForm,
  WebhookWithSecret,
} from '@georisk/contract';
import { WEBHOOK_PATHS } from '@georisk/contract/resources/webhook';
import { api } from '../../api/api';

type Page<T> = { rows: T[]; total: number };
type SecretReply = BaseReply & { webhook: WebhookWithSecret };

/**
 * The webhooks' calls (docs/rules/webhooks.md). No cache tag of their own (the landing page's
 * API client is at its byte budget): the screen reads the lists again after a change.
 */
export const webhooksApi = api.injectEndpoints({
  endpoints: (build) => ({
    webhookList: build.query<Page<Webhook>, void>({
      query: () => ({ path: WEBHOOK_PATHS.list, body: { limit: 100 } }),
      transformResponse: (reply: BaseReply & { webhook: Webhook[]; total: number }) => ({
        rows: reply.webhook,
        total: reply.total,
      }),
      keepUnusedDataFor: 0,
    }),
    webhookDeliveries: build.query<Page<WebhookDelivery>, string>({
      query: (webhook_id) => ({ path: WEBHOOK_PATHS.deliveries, body: { webhook_id, limit: 50 } }),
      transformResponse: (reply: BaseReply & { delivery: WebhookDelivery[]; total: number }) => ({
        rows: reply.delivery,
        total: reply.total,
      }),
      keepUnusedDataFor: 0,
    }),
    addWebhook: build.mutation<SecretReply, WebhookForm>({
      query: (body) => ({ path: WEBHOOK_PATHS.insert, body }),
    }),
    updateWebhook: build.mutation<
      BaseReply & { webhook: Webhook },
      WebhookForm & { webhook_id: string; is_active?: boolean }
    >({
      query: (body) => ({ path: WEBHOOK_PATHS.update, body }),
    }),
    removeWebhook: build.mutation<BaseReply, string>({
      query: (webhook_id) => ({ path: WEBHOOK_PATHS.remove, body: { webhook_id } }),
    }),
    rotateWebhook: build.mutation<SecretReply, string>({
      query: (webhook_id) => ({ path: WEBHOOK_PATHS.rotate, body: { webhook_id } }),
    }),
    testWebhook: build.mutation<BaseReply & { delivery: WebhookDelivery }, string>({
      query: (webhook_id) => ({ path: WEBHOOK_PATHS.test, body: { webhook_id } }),
    }),
  }),
});

export const {
  useWebhookListQuery,
  useWebhookDeliveriesQuery,
  useAddWebhookMutation,
  useUpdateWebhookMutation,
  useRemoveWebhookMutation,
  useRotateWebhookMutation,
  useTestWebhookMutation,
} = webhooksApi;
