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
 * Featured articles and one published article by slug (old slugs answer 301); a found article's
 * answer is kept and cleared as the pages showing it are (PublicApiCache).
 */
export async function publicArticleRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const answers = new PublicApiCache(app, "public article answers");

  // Not kept: the list fills up with the most read and most helpful, which views and votes change
  // without announcing it (the home page shows them within its minute in the page cache).
  api.get("/api/public/featured", { schema: { response: { 200: featuredSchema } } }, async () =>
    listFeaturedArticles(app.ctx),
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
