import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { isInAppPath } from "../../../shared/inAppPath.ts";
import {
  SINGLE_SIGN_ON_CALLBACK_PATH,
  SINGLE_SIGN_ON_CODE_PARAM,
  SINGLE_SIGN_ON_ERROR_PARAM,
  SINGLE_SIGN_ON_START_PATH,
  type SingleSignOnRefusal,
} from "../../../shared/singleSignOn.ts";
import { startSignInChallenge } from "../twoFactor/signInChallenges.ts";
import { hasConfirmedTwoFactor } from "../twoFactor/twoFactorRepo.ts";
import { needsTwoFactorSetup } from "../twoFactor/twoFactorService.ts";
import { startSession } from "./authRoutes.ts";
import { providerConfirmedSecondFactor } from "./providerSecondFactor.ts";
import { accountForIdentity, SingleSignOnRefused } from "./singleSignOn.ts";
import { ROUND_TRIP_SECONDS, setRoundTripCookie, takeRoundTripCookie } from "./singleSignOnCookie.ts";
import { SingleSignOnProvider } from "./singleSignOnProvider.ts";

/** A portal page to land on after signing in; anything else (another site included) is /admin. */
function portalPath(next: string | undefined): string {
  return next && /^\/admin(?:[/?#]|$)/.test(next) && isInAppPath(next) ? next : "/admin";
}

/** Back to the sign-in page, which shows the refusal's message. */
function toSignIn(reply: FastifyReply, reason: SingleSignOnRefusal) {
  return reply.header("cache-control", "no-store").redirect(`/auth?${SINGLE_SIGN_ON_ERROR_PARAM}=${reason}`);
}

const startQuery = z.object({ next: z.string().max(2000).optional() });

/**
 * Single sign-on with an OpenID Connect provider (OIDC_ISSUER and the rest; no routes without
 * them). GET /api/auth/oidc/start sends the browser to the provider (authorization code flow with
 * PKCE, state and nonce kept in a signed cookie); GET /api/auth/oidc/callback checks the answer
 * and signs the person in with the same kind of session a password gives. Whatever goes wrong,
 * the browser lands on the sign-in page with a message, never on an error page.
 *
 * A sign-in the provider's ID token shows was multi-factor (acr or amr, providerSecondFactor.ts)
 * needs nothing more. Any other counts as one factor, like a password: Cairn's own second factor
 * then applies as after a password, the code when the account has two-factor (the sign-in page
 * asks for it, `?two_factor=1`), the set-up when "Require two-factor for staff" is on.
 */
export async function singleSignOnRoutes(app: FastifyInstance): Promise<void> {
  const settings = app.ctx.config.singleSignOn;
  if (!settings) return;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const provider = new SingleSignOnProvider(settings);
  const rateLimit = { max: 30 * app.ctx.config.rateLimitScale, timeWindow: "5 minutes" };

  api.get(
    SINGLE_SIGN_ON_START_PATH,
    { schema: { querystring: startQuery }, config: { rateLimit } },
    async (request, reply) => {
      // The provider only sends people back to a redirect URI registered with it, so a forged Host gets nowhere.
      const origin = app.ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
      const redirectUri = `${origin}${SINGLE_SIGN_ON_CALLBACK_PATH}`;
      let begun: Awaited<ReturnType<SingleSignOnProvider["begin"]>>;
      try {
        begun = await provider.begin(redirectUri);
      } catch (error) {
        request.log.error(
          { err: error, issuer: settings.issuer },
          "single sign-on: the provider's discovery failed",
        );
        return toSignIn(reply, "unavailable");
      }
      setRoundTripCookie(request, reply, {
        state: begun.state,
        nonce: begun.nonce,
        verifier: begun.verifier,
        redirectUri,
        next: portalPath(request.query.next),
        expiresAt: Date.now() + ROUND_TRIP_SECONDS * 1000,
      });
      return reply.header("cache-control", "no-store").redirect(begun.url.href);
    },
  );

  api.get(SINGLE_SIGN_ON_CALLBACK_PATH, { config: { rateLimit } }, async (request, reply) => {
    const trip = takeRoundTripCookie(request, reply);
    if (!trip) return toSignIn(reply, "expired");
    const callbackUrl = new URL(request.url, "http://callback.invalid");
    let identity: Awaited<ReturnType<SingleSignOnProvider["finish"]>>;
    try {
      identity = await provider.finish(callbackUrl, trip);
    } catch (error) {
      const code = (error as { error?: unknown }).error;
      if (code === "access_denied") return toSignIn(reply, "cancelled");
      // A mismatched state or nonce, a replayed or forged code, an ID token that fails its checks.
      request.log.warn({ err: error }, "single sign-on: the provider's answer was refused");
      return toSignIn(reply, "failed");
    }
    try {
      const user = await accountForIdentity(app.ctx, identity);
      const secondFactorDone = providerConfirmedSecondFactor(identity, settings.secondFactorAcr);
      if (!secondFactorDone && (await hasConfirmedTwoFactor(app.ctx.db, user.id))) {
        await startSignInChallenge(app.ctx, request, reply, user.id);
        const codeStep = new URLSearchParams({ [SINGLE_SIGN_ON_CODE_PARAM]: "1", next: trip.next });
        return reply.header("cache-control", "no-store").redirect(`/auth?${codeStep}`);
      }
      const setupRequired = !secondFactorDone && (await needsTwoFactorSetup(app.ctx, user));
      await startSession(app, request, reply, user.id, "sso", setupRequired);
    } catch (error) {
      if (error instanceof SingleSignOnRefused) return toSignIn(reply, error.reason);
      request.log.error({ err: error }, "single sign-on: signing in failed");
      return toSignIn(reply, "failed");
    }
    return reply.header("cache-control", "no-store").redirect(trip.next);
  });
}
