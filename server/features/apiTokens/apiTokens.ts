import { createHash, randomBytes } from "node:crypto";
import type {
  ApiToken,
  ApiTokenCreated,
  ApiTokenScope,
  apiTokenCreateSchema,
} from "../../../shared/schemas/apiToken.ts";
import { clock } from "../../platform/clock.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { badRequest, notFound } from "../../platform/errors.ts";
import type { AppContext } from "../appContext.ts";
import { recordAudit } from "../audit/recordAudit.ts";
import { presentApiToken } from "./apiTokenPresenter.ts";
import {
  deleteApiToken,
  findApiToken,
  findApiTokenWithUser,
  insertApiToken,
  listApiTokens,
  touchApiToken,
} from "./apiTokenRepo.ts";

/** Every token starts with this, so secret scanners and people recognise one. */
const TOKEN_PREFIX = "cairn_";
/** 32 random bytes: 256 bits, far above what guessing could reach. */
const TOKEN_BYTES = 32;
/** last_used_at is written at most this often, so a busy script does not write on every call. */
const TOUCH_INTERVAL_MS = 60_000;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

type CreateInput = ReturnType<typeof apiTokenCreateSchema.parse>;

/** Creates a token for an admin; the answer carries the token itself, which is never shown again. */
export async function createApiToken(
  ctx: AppContext,
  creator: UserRow,
  input: CreateInput,
): Promise<ApiTokenCreated> {
  const now = clock.now();
  if (input.expiresAt && Date.parse(input.expiresAt) <= now.getTime()) {
    throw badRequest("Expiry must be in the future", "expiresAt");
  }
  const token = TOKEN_PREFIX + randomBytes(TOKEN_BYTES).toString("base64url");
  const id = await ctx.db.transaction().execute(async (trx) => {
    const created = await insertApiToken(trx, {
      name: input.name,
      tokenHash: hashOf(token),
      prefix: token.slice(0, TOKEN_PREFIX.length + 6),
      scope: input.scope,
      createdBy: creator.id,
      createdAt: now.toISOString(),
      expiresAt: input.expiresAt,
      lastUsedAt: null,
    });
    // The token itself and its hash stay out of the log: its name and scope say which it is.
    await recordAudit(trx, creator.id, {
      action: "token.create",
      entityType: "token",
      entityId: created,
      summary: `Created the ${input.scope} API token "${input.name}"`,
      changes: { name: [null, input.name], scope: [null, input.scope] },
    });
    return created;
  });
  const row = await findApiToken(ctx.db, id);
  return { ...presentApiToken(row!), token };
}

export async function listTokens(ctx: AppContext): Promise<ApiToken[]> {
  return (await listApiTokens(ctx.db)).map(presentApiToken);
}

export async function revokeApiToken(ctx: AppContext, id: number, actorId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const token = await findApiToken(trx, id);
    if (!token || !(await deleteApiToken(trx, id))) throw notFound("No such token.");
    await recordAudit(trx, actorId, {
      action: "token.revoke",
      entityType: "token",
      entityId: id,
      summary: `Revoked the API token "${token.name}"`,
    });
  });
}

export interface TokenCaller {
  tokenId: number;
  tokenName: string;
  scope: ApiTokenScope;
  user: UserRow;
}

/**
 * The caller behind a bearer token, or null when the token is unknown, expired, or its admin is
 * no longer an admin (a token never does more than the person who made it may).
 */
export async function resolveApiToken(ctx: AppContext, token: string): Promise<TokenCaller | null> {
  if (!token.startsWith(TOKEN_PREFIX) || token.length > 100) return null;
  const found = await findApiTokenWithUser(ctx.db, hashOf(token));
  if (found?.user.role !== "admin") return null;
  const now = clock.nowMs();
  if (found.token.expiresAt && Date.parse(found.token.expiresAt) <= now) return null;
  if (!found.token.lastUsedAt || now - Date.parse(found.token.lastUsedAt) >= TOUCH_INTERVAL_MS) {
    await touchApiToken(ctx.db, found.token.id, new Date(now).toISOString());
  }
  return { tokenId: found.token.id, tokenName: found.token.name, scope: found.token.scope, user: found.user };
}
