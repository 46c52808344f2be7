import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { articleSummarySchema, publicArticleSchema } from "../../../shared/schemas/article.ts";
import { errorResponseSchema } from "../../../shared/schemas/error.ts";
import { slugParam } from "../../../shared/schemas/fields.ts";
import { notFound } from "../../platform/errors.ts";
import { getPublicArticle, listFeaturedArticles } from "../pages/publicContent.ts";

/** Featured articles and one published article by slug (old slugs answer 301). */
export async function publicArticleRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/public/featured",
    { schema: { response: { 200: z.array(articleSummarySchema) } } },
    async () => listFeaturedArticles(app.ctx),
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
      const lookup = await getPublicArticle(app.ctx, request.params.slug);
      if (lookup.kind === "missing") throw notFound("Article not found.");
      if (lookup.kind === "moved") {
        const location = `/api/public/articles/${encodeURIComponent(lookup.slug)}`;
        return reply.status(301).header("location", location).send({ redirectTo: location });
      }
      return lookup.article;
    },
  );
}
