import { AsyncLocalStorage } from "node:async_hooks";

/** The API token a request came with, and the admin it acts for. */
export interface ApiTokenActor {
  tokenId: number;
  tokenName: string;
  userId: number;
}

const storage = new AsyncLocalStorage<ApiTokenActor>();

/**
 * Runs the rest of a token's request with the token known to `recordAudit`. Carried by the
 * request's async context rather than passed down, so every service that writes an audit entry
 * names the token without each of them taking it as a parameter.
 */
export function runAsApiToken(actor: ApiTokenActor, next: () => void): void {
  storage.run(actor, next);
}

/** The token of the request being served, when it came with one. */
export function currentApiTokenActor(): ApiTokenActor | undefined {
  return storage.getStore();
}
