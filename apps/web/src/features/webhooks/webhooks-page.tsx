import type { WebhookWithSecret } from '@georisk/contract';
import { useState, type ReactNode } from 'react';
import { Banner, useBanner } from '../../components/banner';
import { PageSpinner } from '../../components/page-spinner';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookForm } from './webhook-form';
import { WebhookList } from './webhook-list';
import { WebhookSecret } from './webhook-secret';
import { useWebhookListQuery } from './webhooks-api';

/**
 * /menu/integrations: a company's owners and admins (their company's webhooks) and the platform's
 * admins (the platform's) add webhooks, send a test and read the delivery log (docs/rules/webhooks.md).
 * `children` are the screen's other cards, composed in src/app (the API tokens).
 */
const WebhooksPage = ({ children }: { children?: ReactNode }) => {
  const list = useWebhookListQuery();
  const { banner, show } = useBanner();
  const [secret, setSecret] = useState<WebhookWithSecret | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const webhooks = list.data?.rows ?? [];
  const chosen = webhooks.find((hook) => hook.webhook_id === selected);
  const body = () => {
    if (list.isLoading) return <PageSpinner />;
    if (list.isError) {
      const message = (list.error as { message?: string } | undefined)?.message;
      return <p>{message ?? 'Webhooks could not be read.'}</p>;
    }
    return (
      <>
        {secret && <WebhookSecret webhook={secret} onDone={() => setSecret(null)} />}
        <WebhookList
          webhooks={webhooks}
          selected={selected}
          onSelect={setSelected}
          onChanged={() => void list.refetch()}
          onSecret={setSecret}
          show={show}
        />
        {chosen && <WebhookDeliveries webhook={chosen} />}
        <WebhookForm
          show={show}
          onAdded={(hook) => {
            setSecret(hook);
            setSelected(hook.webhook_id);
            void list.refetch();
          }}
        />
      </>
    );
  };
  return (
    <section>
      <h1 className="h3 mb-1">Integrations</h1>
      <p className="text-body-secondary">
        Webhooks: GeoRisk POSTs the events you choose to your URL, signed, and retries when it
        fails.
      </p>
      <Banner banner={banner} />
      {body()}
      {children}
    </section>
  );
};

export default WebhooksPage;
