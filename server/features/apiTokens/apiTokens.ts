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
  const id = await insertApiToken(ctx.db, {
    name: input.name,
    tokenHash: hashOf(token),
    prefix: token.slice(0, TOKEN_PREFIX.length + 6),
    scope: input.scope,
    createdBy: creator.id,
    createdAt: now.toISOString(),
    expiresAt: input.expiresAt,
    lastUsedAt: null,
  });
  const row = await findApiToken(ctx.db, id);
  return { ...presentApiToken(row!), token };
}

export async function listTokens(ctx: AppContext): Promise<ApiToken[]> {
  return (await listApiTokens(ctx.db)).map(presentApiToken);
}

export async function revokeApiToken(ctx: AppContext, id: number): Promise<void> {
  if (!(await deleteApiToken(ctx.db, id))) throw notFound("No such token.");
}

export interface TokenCaller {
  tokenId: number;
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
  return { tokenId: found.token.id, scope: found.token.scope, user: found.user };
}
