import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { pageTags } from "../../../shared/pageTags.ts";
import { publicPages } from "../../../shared/publicPages.ts";
import { publicCategoryPageSchema, publicCategoryQuerySchema } from "../../../shared/schemas/article.ts";
import { categorySchema } from "../../../shared/schemas/category.ts";
import { errorResponseSchema } from "../../../shared/schemas/error.ts";
import { slugParam } from "../../../shared/schemas/fields.ts";
import { notFound } from "../../platform/errors.ts";
import { PublicApiCache } from "../pages/publicApiCache.ts";
import { getPublicCategoryPage, listPublicCategories } from "../pages/publicContent.ts";

const categoriesSchema = z.array(categorySchema);

/**
 * The public category list and a category's page of published articles; found answers are kept
 * and cleared as the pages showing the same are (PublicApiCache).
 */
export async function publicCategoryRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const answers = new PublicApiCache(app, "public category answers");

  api.get(
    "/api/public/categories",
    { schema: { response: { 200: categoriesSchema } } },
    async (request, reply) => {
      const kept = answers.get("categories");
      if (kept) return answers.send(request, reply, kept);
      const generation = answers.generation;
      const categories = await listPublicCategories(app.ctx);
      // Counts change with the articles of each category; a category's first article changes
      // the listing (home), which also clears this list.
      const tags = [pageTags.home, ...categories.map((category) => pageTags.category(category.id))];
      return answers.send(
        request,
        reply,
        answers.keep("categories", categoriesSchema, categories, tags, generation),
      );
    },
  );

  api.get(
    "/api/public/categories/:slug",
    {
      schema: {
        params: slugParam,
        querystring: publicCategoryQuerySchema,
        response: { 200: publicCategoryPageSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { page, cursor, sort } = request.query;
      const key = `category ${sort} ${page} ${cursor ?? ""} ${request.params.slug}`;
      const kept = answers.get(key);
      if (kept) return answers.send(request, reply, kept);
      const generation = answers.generation;
      const result = await getPublicCategoryPage(app.ctx, request.params.slug, request.query);
      if (!result) throw notFound("Category not found.");
      const tags = publicPages.category.tags(result);
      return answers.send(
        request,
        reply,
        answers.keep(key, publicCategoryPageSchema, result, tags, generation),
      );
    },
  );
}
