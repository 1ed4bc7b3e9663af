import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (panva's oidc-provider) for the single sign-on tests and
 * journeys: authorization code with PKCE, signed ID tokens, discovery. Its sign-in page asks only
 * for an address; what it then says of that person is `people[address]` (default: the address,
 * verified). `misissueTo` makes it issue that person's ID token to another registered client
 * (audience), as a misconfigured provider would.
 */
export interface TestPerson {
  email?: string;
  email_verified?: boolean;
  name?: string;
  groups?: string[];
  misissueTo?: string;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** A second client of the same provider: the audience of a misissued token. */
  otherClientId: string;
  people: Map<string, TestPerson>;
  close(): Promise<void>;
}

const page = (
  uid: string,
) => `<!doctype html><html lang="en"><head><title>Test identity provider</title></head>
<body><main><h1>Test identity provider</h1>
<form method="post" action="/interaction/${uid}/login">
<label for="email">Work e-mail</label> <input id="email" name="email" type="email" required>
<button type="submit">Continue</button></form></main></body></html>`;

const readForm = async (req: import('node:http').IncomingMessage) => {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  return new URLSearchParams(body);
};

export const startTestProvider = async (redirectUris: string[]): Promise<TestProvider> => {
  const people = new Map<string, TestPerson>();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = {
    client_secret: 'test-secret-of-georisk-0123456789',
    redirect_uris: redirectUris,
  };
  const provider = new Provider(issuer, {
    clients: [
      { client_id: 'georisk', ...client },
      { client_id: 'other-app', ...client },
    ],
    conformIdTokenClaims: false,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'groups'],
    },
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    cookies: { keys: ['test-provider-cookie-key'] },
    findAccount: (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: () => {
        const person = people.get(id) ?? {};
        return { sub: id, email: id, email_verified: true, ...person };
      },
    }),
    // Consent is given once and for all: the tests sign in, they do not study consent screens.
    loadExistingGrant: async (ctx: {
      oidc: { client?: { clientId: string }; session?: { accountId?: string } };
    }) => {
      const accountId = ctx.oidc.session?.accountId;
      if (!ctx.oidc.client || !accountId) return undefined;
      const grant = new provider.Grant({ clientId: ctx.oidc.client.clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const issue = provider.IdToken.prototype.issue;
  provider.IdToken.prototype.issue = async function (this: typeof provider.IdToken.prototype, o) {
    const misissueTo = people.get(String(this.available.sub))?.misissueTo;
    const other = misissueTo && (await provider.Client.find(misissueTo));
    if (other) this.client = other;
    return issue.call(this, o);
  };
  const handle = provider.callback();
  server.on('request', (req, res) => {
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(req.url ?? '');
    if (!match) return handle(req, res);
    void (async () => {
      try {
        await provider.interactionDetails(req, res);
        if (!match[2]) {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(match[1]!));
          return;
        }
        const email = (await readForm(req)).get('email') ?? '';
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: email.trim().toLowerCase() } },
          { mergeWithLastSubmission: false },
        );
      } catch (error) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
      }
    })();
  });
  return {
    issuer,
    clientId: 'georisk',
    clientSecret: client.client_secret,
    otherClientId: 'other-app',
    people,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
