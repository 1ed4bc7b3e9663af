import { WEBHOOK_LIMITS } from '@georisk/contract';
import { Webhook } from 'standardwebhooks';
import { fetch, type Dispatcher } from 'undici';
import { publicOnlyAgent, RefusedAddressError } from '../../net/public-only-agent.js';

export interface SignedMessage {
  url: string;
  messageId: string;
  payload: string;
  secret: string;
  at: Date;
}

export interface SendOutcome {
  ok: boolean;
  responseCode: number | null;
  error: string | null;
}

const reasonOf = (error: unknown, timedOut: boolean): string => {
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof RefusedAddressError) return cause.message;
  if (timedOut) return `No answer within ${WEBHOOK_LIMITS.timeoutMs / 1000} s`;
  const code = (cause as { code?: string } | undefined)?.code;
  return `Could not reach the receiver (${code ?? (error instanceof Error ? error.message : 'unknown error')})`;
};

/**
 * POSTs one attempt, signed as the Standard Webhooks specification says (`webhook-id`,
 * `webhook-timestamp`, `webhook-signature`: HMAC-SHA256 of `id.timestamp.body` with the
 * secret, by its reference library). Any 2xx is a success; a redirect is not followed and
 * counts as a failure. Unless `allowPrivate`, the connection goes only to public addresses.
 */
export const sendSigned = async (
  message: SignedMessage,
  options: { allowPrivate: boolean },
): Promise<SendOutcome> => {
  const signature = new Webhook(message.secret).sign(
    message.messageId,
    message.at,
    message.payload,
  );
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), WEBHOOK_LIMITS.timeoutMs);
  const dispatcher: Dispatcher | undefined = options.allowPrivate ? undefined : publicOnlyAgent();
  try {
    const response = await fetch(message.url, {
      method: 'POST',
      dispatcher,
      signal: controller.signal,
      redirect: 'manual',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'GeoRisk webhooks',
        'webhook-id': message.messageId,
        'webhook-timestamp': String(Math.floor(message.at.getTime() / 1000)),
        'webhook-signature': signature,
      },
      body: message.payload,
    });
    await response.body?.cancel();
    const ok = response.status >= 200 && response.status < 300;
    return { ok, responseCode: response.status, error: ok ? null : `HTTP ${response.status}` };
  } catch (error) {
    return { ok: false, responseCode: null, error: reasonOf(error, controller.signal.aborted) };
  } finally {
    clearTimeout(timer);
    void dispatcher?.close();
  }
};
