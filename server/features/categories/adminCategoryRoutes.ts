import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  categoryInputSchema,
  categoryOrderSchema,
  categorySchema,
} from "../../../shared/schemas/category.ts";
import { adminErrorResponses } from "../../../shared/schemas/error.ts";
import { idParam } from "../../../shared/schemas/fields.ts";
import { okResponseSchema } from "../../../shared/schemas/ok.ts";
import { requireStaff } from "../auth/authPlugin.ts";
import { trashCategory } from "../trash/trashService.ts";
import { createCategory, listAdminCategories, reorderCategories, updateCategory } from "./categoryService.ts";

const errors = adminErrorResponses;

/** Admin categories: list, create, update, reorder, delete (with their articles). */
export async function adminCategoryRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const staff = { onRequest: requireStaff };

  api.get(
    "/api/admin/categories",
    { ...staff, schema: { response: { 200: z.array(categorySchema), ...errors } } },
    async () => listAdminCategories(app.ctx),
  );

  api.post(
    "/api/admin/categories",
    { ...staff, schema: { body: categoryInputSchema, response: { 201: categorySchema, ...errors } } },
    async (request, reply) =>
      reply.status(201).send(await createCategory(app.ctx, request.body, request.user!.id)),
  );

  api.put(
    "/api/admin/categories/order",
    {
      ...staff,
      schema: { body: categoryOrderSchema, response: { 200: z.array(categorySchema), ...errors } },
    },
    async (request) => reorderCategories(app.ctx, request.body.ids),
  );

  api.put(
    "/api/admin/categories/:id",
    {
      ...staff,
      schema: { params: idParam, body: categoryInputSchema, response: { 200: categorySchema, ...errors } },
    },
    async (request) => updateCategory(app.ctx, request.params.id, request.body, request.user!.id),
  );

  api.delete(
    "/api/admin/categories/:id",
    { ...staff, schema: { params: idParam, response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      await trashCategory(app.ctx, request.params.id, request.user!.id);
      return { ok: true as const };
    },
  );
}
