import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { publicPages } from "../../../shared/publicPages.ts";
import { articleSummarySchema, publicArticleSchema } from "../../../shared/schemas/article.ts";
import { errorResponseSchema } from "../../../shared/schemas/error.ts";
import { slugParam } from "../../../shared/schemas/fields.ts";
import { notFound } from "../../platform/errors.ts";
import { PublicApiCache } from "../pages/publicApiCache.ts";
import { getPublicArticle, listFeaturedArticles } from "../pages/publicContent.ts";

const featuredSchema = z.array(articleSummarySchema);

/**
 * Featured articles and one published article by slug (old slugs answer 301); both answers are
 * kept and cleared as the pages showing the same are (PublicApiCache).
 */
export async function publicArticleRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const answers = new PublicApiCache(app, "public article answers");

  // Kept as the home page, which shows the same list: cleared when an article in it or the lists
  // change; the most read and most helpful, which views and votes reorder without announcing it,
  // show within the cache's minute (PAGE_MAX_AGE_MS).
  api.get(
    "/api/public/featured",
    { schema: { response: { 200: featuredSchema } } },
    async (request, reply) => {
      const kept = answers.get("featured");
      if (kept) return answers.send(request, reply, kept);
      const generation = answers.generation;
      const featured = await listFeaturedArticles(app.ctx);
      const tags = publicPages.home.tags(featured);
      return answers.send(
        request,
        reply,
        answers.keep("featured", featuredSchema, featured, tags, generation),
      );
    },
  );

  api.get(
    "/api/public/articles/:slug",
    {
      schema: {
        params: slugParam,
        response: {
          200: publicArticleSchema,
          301: z.object({ redirectTo: z.string() }),
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const key = `article ${request.params.slug}`;
      const kept = answers.get(key);
      if (kept) return answers.send(request, reply, kept);
      const generation = answers.generation;
      const lookup = await getPublicArticle(app.ctx, request.params.slug);
      if (lookup.kind === "missing") throw notFound("Article not found.");
      if (lookup.kind === "moved") {
        const location = `/api/public/articles/${encodeURIComponent(lookup.slug)}`;
        return reply.status(301).header("location", location).send({ redirectTo: location });
      }
      const tags = publicPages.article.tags(lookup.article);
      return answers.send(
        request,
        reply,
        answers.keep(key, publicArticleSchema, lookup.article, tags, generation),
      );
    },
  );
}
