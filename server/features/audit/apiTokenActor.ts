import { AsyncLocalStorage } from "node:async_hooks";

/** The API token a request came with, and the admin it acts for. */
export interface ApiTokenActor {
  tokenId: number;
  tokenName: string;
  userId: number;
}

const storage = new AsyncLocalStorage<ApiTokenActor>();

/**
 * Token calls between runAsApiToken and their endApiTokenCall. While an AsyncLocalStorage is on,
 * Node tracks every promise the process makes (a hook on each one, on every request, page or
 * not); so it is turned off whenever no token call is under way.
 */
let callsUnderWay = 0;

/**
 * Runs the rest of a token's request with the token known to `recordAudit`. Carried by the
 * request's async context rather than passed down, so every service that writes an audit entry
 * names the token without each of them taking it as a parameter. Each call is ended once with
 * endApiTokenCall when its answer has gone.
 */
export function runAsApiToken(actor: ApiTokenActor, next: () => void): void {
  callsUnderWay += 1;
  storage.run(actor, next);
}

/** A token call's answer has gone: the last one under way turns the context tracking off. */
export function endApiTokenCall(): void {
  callsUnderWay = Math.max(0, callsUnderWay - 1);
  if (callsUnderWay === 0) storage.disable();
}

/** Whether the async context that names the token is on (only while a token call is under way). */
export function apiTokenContextOn(): boolean {
  return callsUnderWay > 0;
}

/** The token of the request being served, when it came with one. */
export function currentApiTokenActor(): ApiTokenActor | undefined {
  return storage.getStore();
}
