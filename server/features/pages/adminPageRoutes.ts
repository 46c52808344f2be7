import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { passwordResetByEmail } from "../auth/passwordResetRoutes.ts";
import { singleSignOnOffer } from "../auth/singleSignOnOffer.ts";
import { presentUser } from "../users/userPresenter.ts";
import { adminShellHtml } from "./adminShell.ts";
import { loadAdminAssetTags } from "./pageRenderer.ts";

/** Nobody may frame the portal (clickjacking), whatever allowed_origins lets embed public pages. */
function forbidFraming(reply: FastifyReply): void {
  const policy = reply.getHeader("content-security-policy");
  if (typeof policy === "string") {
    reply.header(
      "content-security-policy",
      /frame-ancestors[^;]*/.test(policy)
        ? policy.replace(/frame-ancestors[^;]*/, "frame-ancestors 'none'")
        : `${policy};frame-ancestors 'none'`,
    );
  } else {
    reply.header("content-security-policy", "frame-ancestors 'none'");
  }
  reply.header("x-frame-options", "DENY");
}

/**
 * /auth and /admin/*: the client-rendered admin portal. Every address answers the
 * same shell; the admin bundle's router decides what to show. Never cached, never indexed.
 */
export async function adminPages(app: FastifyInstance): Promise<void> {
  const assetTags = loadAdminAssetTags();
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const settings = await app.ctx.settings.get();
    const html = adminShellHtml(
      settings,
      {
        user: request.user ? presentUser(request.user) : null,
        allowRegistration: app.ctx.config.allowRegistration,
        passwordResetByEmail: passwordResetByEmail(app.ctx.config),
        singleSignOn: singleSignOnOffer(app.ctx.config),
      },
      assetTags,
    );
    forbidFraming(reply);
    return reply
      .header("cache-control", "no-store")
      .header("x-robots-tag", "noindex, nofollow")
      .type("text/html; charset=utf-8")
      .send(html);
  };
  for (const url of ["/auth", "/auth/forgot-password", "/auth/reset-password", "/admin", "/admin/*"])
    app.get(url, handler);
}
