/** The few parts of oidc-provider (which ships no types) that the tests' identity provider uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface ProviderClient {
    clientId: string;
  }
  interface ProviderGrant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }
  interface IdTokenInstance {
    available: Record<string, unknown>;
    client: ProviderClient;
  }
  interface Interaction {
    uid: string;
    session?: { accountId?: string };
    params: Record<string, unknown>;
  }
  interface ProviderContext {
    oidc: {
      client?: ProviderClient;
      session?: { accountId?: string };
      result?: { consent?: { grantId?: string } };
    };
  }
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    Client: { find(id: string): Promise<ProviderClient | undefined> };
    Grant: new (init: { clientId: string; accountId: string }) => ProviderGrant;
    IdToken: {
      prototype: IdTokenInstance & { issue(options: unknown): Promise<string> };
    };
  }
}
