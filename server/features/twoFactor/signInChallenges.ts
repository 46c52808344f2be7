import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { clock } from "../../platform/clock.ts";
import { servedOverHttps } from "../../platform/http/sessionCookie.ts";
import type { AppContext } from "../appContext.ts";
import { hashToken } from "../auth/sessions.ts";
import {
  countChallengeAttempt,
  deleteChallenge,
  deleteExpiredChallenges,
  findChallenge,
  insertChallenge,
} from "./twoFactorRepo.ts";

/**
 * Between a right password and the code: a random token in an HttpOnly cookie sent only to the
 * sign-in routes, its hash in the database. It opens nothing but the second step, lasts five
 * minutes and allows five codes; then the password is asked again.
 */
export const CHALLENGE_COOKIE = "cairn_two_factor";
const CHALLENGE_MS = 5 * 60_000;
export const CHALLENGE_ATTEMPTS = 5;

function cookieOptions(request: FastifyRequest) {
  return {
    path: "/api/login",
    httpOnly: true,
    sameSite: "strict" as const,
    secure: servedOverHttps(request.server.ctx.config) || request.protocol === "https",
  };
}

/** After the first factor (the right password, or a one-factor single sign-on): the pending second step, its cookie set. */
export async function startSignInChallenge(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  const now = clock.nowMs();
  await deleteExpiredChallenges(ctx.db, new Date(now).toISOString());
  await insertChallenge(ctx.db, {
    id: hashToken(token),
    userId,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + CHALLENGE_MS).toISOString(),
  });
  reply.setCookie(CHALLENGE_COOKIE, token, { ...cookieOptions(request), maxAge: CHALLENGE_MS / 1000 });
}

/** The pending second step the request's cookie names, if it is still open. */
export async function pendingSignInChallenge(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<{ id: string; userId: number; attempts: number } | null> {
  const token = request.cookies[CHALLENGE_COOKIE];
  if (!token || token.length > 100) return null;
  const row = await findChallenge(ctx.db, hashToken(token));
  if (!row) return null;
  if (Date.parse(row.expiresAt) <= clock.nowMs() || row.attempts >= CHALLENGE_ATTEMPTS) {
    await deleteChallenge(ctx.db, row.id);
    return null;
  }
  return { id: row.id, userId: row.userId, attempts: row.attempts };
}

/** A wrong code: counted; the last allowed one closes the step. */
export async function failSignInChallenge(ctx: AppContext, challenge: { id: string; attempts: number }) {
  if (challenge.attempts + 1 >= CHALLENGE_ATTEMPTS) await deleteChallenge(ctx.db, challenge.id);
  else await countChallengeAttempt(ctx.db, challenge.id);
}

/** The step is done (signed in) or abandoned: the row and the cookie go. */
export async function endSignInChallenge(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  challengeId: string,
): Promise<void> {
  await deleteChallenge(ctx.db, challengeId);
  reply.clearCookie(CHALLENGE_COOKIE, cookieOptions(request));
}
