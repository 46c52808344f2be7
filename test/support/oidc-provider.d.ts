/** The part of oidc-provider (which ships no types) the test identity provider uses. */
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  interface Account {
    accountId: string;
    claims: () => Promise<Record<string, unknown>>;
  }
  interface Configuration {
    clients: Record<string, unknown>[];
    claims?: Record<string, string[]>;
    findAccount: (ctx: unknown, sub: string) => Promise<Account | undefined>;
    interactions?: { url: (ctx: unknown, interaction: { uid: string }) => string };
    features?: Record<string, { enabled: boolean }>;
    pkce?: { required: () => boolean };
    ttl?: Record<string, number>;
    cookies?: { keys: string[] };
  }
  class Grant {
    constructor(options: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }
  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(
      req: IncomingMessage,
      res: ServerResponse,
    ): Promise<{ uid: string; params: Record<string, unknown> }>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
