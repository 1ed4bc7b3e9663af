import type { WebhookWithSecret } from '@georisk/contract';
import { SecretOnce } from '../../components/secret-once';

/** The signing secret, shown once after adding or renewing: copy it now. */
export const WebhookSecret = ({
  webhook,
  onDone,
}: {
  webhook: WebhookWithSecret;
  onDone: () => void;
}) => (
  <SecretOnce
    id="webhook-secret"
    label="Signing secret"
    heading={`Signing secret of ${webhook.url}`}
    headingLevel="h2"
    use="Your receiver checks each delivery's webhook-signature with it (Standard Webhooks)."
    value={webhook.secret}
    copyText="Copy secret"
    className="mb-4"
    onDone={onDone}
  />
);
