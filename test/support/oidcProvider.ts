import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

/** Someone the test provider signs in: their subject and the email claims it vouches for. */
export interface TestAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  /** How the provider says the person signed in (ID token `amr`, `acr`); neither without them. */
  amr?: string[];
  acr?: string;
}

export interface TestIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Registers a Cairn callback address with the provider (each test app listens on its own port). */
  allowRedirectUri(uri: string): void;
  /** Who the provider signs in at the next sign-in it is asked for (no form: it signs them in at once). */
  signInAs(account: TestAccount): void;
  stop(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 with a random port. Its sign-in
 * step is a custom interaction that signs in the account set with signInAs and grants the
 * scopes asked for, so tests and the browser follow the whole round trip without a login form.
 * PKCE is required for every client, as a strict provider may.
 */
export async function startTestIdentityProvider(): Promise<TestIdentityProvider> {
  const clientId = "cairn-test";
  const clientSecret = "cairn-test-secret-that-is-long-enough-for-hs256";
  const accounts = new Map<string, TestAccount>();
  const redirectUris: string[] = [];
  let next: TestAccount | null = null;
  let provider: Provider | null = null;
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;

  const server = createServer((req, res) => {
    void (async () => {
      try {
        const match = /^\/interaction\/[^/?]+/.exec(req.url ?? "");
        if (match && provider) {
          const details = await provider.interactionDetails(req, res);
          const account = next;
          if (!account) throw new Error("signInAs was not called before this sign-in");
          accounts.set(account.sub, account);
          const grant = new provider.Grant({
            accountId: account.sub,
            clientId: String(details.params.client_id),
          });
          grant.addOIDCScope(String(details.params.scope));
          const grantId = await grant.save();
          await provider.interactionFinished(
            req,
            res,
            {
              login: {
                accountId: account.sub,
                ...(account.amr ? { amr: account.amr } : {}),
                ...(account.acr ? { acr: account.acr } : {}),
              },
              consent: { grantId },
            },
            { mergeWithLastSubmission: false },
          );
          return;
        }
        if (!handler) throw new Error("no redirect URI registered yet");
        handler(req, res);
      } catch (error) {
        res.statusCode = 500;
        res.end(String(error));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const build = () => {
    provider = new Provider(issuer, {
      clients: [
        {
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uris: [...redirectUris],
          grant_types: ["authorization_code"],
          response_types: ["code"],
          token_endpoint_auth_method: "client_secret_basic",
        },
      ],
      // acr and amr in every ID token, as providers that report how people signed in send them.
      claims: { openid: ["sub", "acr", "amr"], email: ["email", "email_verified"] },
      async findAccount(_ctx, sub) {
        const account = accounts.get(sub);
        if (!account) return undefined;
        const { amr: _amr, acr: _acr, ...claims } = account;
        return { accountId: sub, claims: async () => claims };
      },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      features: { devInteractions: { enabled: false } },
      pkce: { required: () => true },
      ttl: {
        Interaction: 600,
        Grant: 600,
        Session: 600,
        AccessToken: 600,
        IdToken: 600,
        AuthorizationCode: 60,
      },
      cookies: { keys: ["test-provider-cookie-key-0123456789"] },
    });
    handler = provider.callback();
  };

  return {
    issuer,
    clientId,
    clientSecret,
    allowRedirectUri(uri) {
      if (!redirectUris.includes(uri)) redirectUris.push(uri);
      build();
    },
    signInAs(account) {
      next = account;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
