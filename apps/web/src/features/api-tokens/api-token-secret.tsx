import type { ApiTokenWithSecret } from '@georisk/contract';
import { SecretOnce } from '../../components/secret-once';

/** The new token's secret, shown once after creating it: copy it now. */
export const ApiTokenSecret = ({
  token,
  onDone,
}: {
  token: ApiTokenWithSecret;
  onDone: () => void;
}) => (
  <SecretOnce
    id="api-token-secret"
    label="New API token"
    heading={<>Your new token &ldquo;{token.name}&rdquo;</>}
    headingLevel="h3"
    use={<>Send it in the header &ldquo;Authorization: Bearer&rdquo; followed by the token.</>}
    value={token.token}
    copyText="Copy token"
    onDone={onDone}
  />
);
