import { ApiTokensCard } from '../features/api-tokens/api-tokens-card';
import WebhooksPage from '../features/webhooks/webhooks-page';

/**
 * /menu/integrations: the webhooks and the API tokens, composed here so the two features stay
 * independent (docs/architecture.md, "Web layers"; docs/rules/api-tokens.md).
 */
const IntegrationsScreen = () => (
  <WebhooksPage>
    <ApiTokensCard />
  </WebhooksPage>
);

export default IntegrationsScreen;
