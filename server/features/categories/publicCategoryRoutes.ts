import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { publicCategoryPageSchema, publicCategoryQuerySchema } from "../../../shared/schemas/article.ts";
import { categorySchema } from "../../../shared/schemas/category.ts";
import { errorResponseSchema } from "../../../shared/schemas/error.ts";
import { slugParam } from "../../../shared/schemas/fields.ts";
import { notFound } from "../../platform/errors.ts";
import { getPublicCategoryPage, listPublicCategories } from "../pages/publicContent.ts";

/** The public category list and a category's page of published articles. */
export async function publicCategoryRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get("/api/public/categories", { schema: { response: { 200: z.array(categorySchema) } } }, async () =>
    listPublicCategories(app.ctx),
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
    async (request) => {
      const result = await getPublicCategoryPage(app.ctx, request.params.slug, request.query);
      if (!result) throw notFound("Category not found.");
      return result;
    },
  );
}
