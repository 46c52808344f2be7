import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { findArticleById } from "../articles/articleRepo.ts";
import { findCategoryById } from "../categories/categoryRepo.ts";
import { findImportLink } from "./transferRepo.ts";

/** /hc/en-us/articles/360001234567-How-to-pitch-a-tent, with any, or no, locale and title suffix. */
const zendeskPath =
  /^\/hc\/(?:[a-z]{2}(?:-[a-z0-9]+)?\/)?(articles|sections|categories)\/(\d+)(?:-[^/]*)?\/?$/i;
const kindOf = { articles: "article", sections: "section", categories: "category" } as const;

/**
 * Old Zendesk Guide addresses answer 301 to what the import made of them: articles to /a/<slug>,
 * sections and categories to /c/<slug>, looked up at request time so a later rename is followed.
 * Anything else under /hc is the help center's 404 page.
 */
export async function zendeskRedirectRoutes(app: FastifyInstance): Promise<void> {
  const redirect = async (request: FastifyRequest, reply: FastifyReply) => {
    const match = zendeskPath.exec(request.url.split("?")[0] ?? "");
    if (match) {
      const kind = kindOf[match[1]!.toLowerCase() as keyof typeof kindOf];
      const link = await findImportLink(app.ctx.db, "zendesk", kind, match[2]!);
      if (link?.targetId) {
        const target =
          kind === "article"
            ? (await findArticleById(app.ctx.db, link.targetId))?.slug
            : (await findCategoryById(app.ctx.db, link.targetId))?.slug;
        if (target) {
          const location = `${kind === "article" ? "/a" : "/c"}/${target}`;
          return reply
            .status(301)
            .header("location", location)
            .header("cache-control", "public, max-age=3600")
            .send();
        }
      }
    }
    return reply.callNotFound();
  };
  app.get("/hc/*", redirect);
}
