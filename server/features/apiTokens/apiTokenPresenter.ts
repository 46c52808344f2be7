import type { ApiToken } from "../../../shared/schemas/apiToken.ts";
import type { ApiTokenListRow } from "./apiTokenRepo.ts";

/** A token row as the API shows it: never the hash. */
export function presentApiToken(row: ApiTokenListRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    prefix: row.prefix,
    createdAt: row.createdAt,
    createdBy: row.createdByEmail,
    expiresAt: row.expiresAt,
    lastUsedAt: row.lastUsedAt,
  };
}
