import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminArticleListQuerySchema,
  adminArticleSummarySchema,
  articleDefaultsSchema,
  articleInputSchema,
  articleSchema,
  articleVersionDetailSchema,
  articleVersionParams,
  articleVersionSchema,
} from "../../../shared/schemas/article.ts";
import { adminErrorResponses } from "../../../shared/schemas/error.ts";
import { idParam } from "../../../shared/schemas/fields.ts";
import { okResponseSchema } from "../../../shared/schemas/ok.ts";
import { requireStaff } from "../auth/authPlugin.ts";
import { trashArticle } from "../trash/trashService.ts";
import { publishArticle, unpublishArticle } from "../verification/verificationService.ts";
import {
  getAdminArticle,
  getArticleVersion,
  listAdminArticles,
  listArticleVersions,
} from "./adminArticleReads.ts";
import { createArticle, updateArticle } from "./articleService.ts";
import { discardArticleDraft, publishArticleDraft, saveArticleDraft } from "./stagedChangesService.ts";

const errors = adminErrorResponses;

/** Admin articles: list, read, versions, create, update, delete, publish, unpublish, staged changes. */
export async function adminArticleRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const staff = { onRequest: requireStaff };

  api.get(
    "/api/admin/articles",
    {
      ...staff,
      schema: {
        querystring: adminArticleListQuerySchema,
        response: { 200: z.array(adminArticleSummarySchema), ...errors },
      },
    },
    async (request, reply) => {
      const { articles, nextCursor } = await listAdminArticles(app.ctx, request.query);
      if (nextCursor !== null) {
        // The next page's address, the way GitHub's API pages: the same query from the cursor on.
        const next = new URLSearchParams(request.raw.url?.split("?")[1] ?? "");
        next.delete("page");
        next.set("cursor", nextCursor);
        reply.header("link", `</api/admin/articles?${next}>; rel="next"`);
      }
      return articles;
    },
  );

  api.get(
    "/api/admin/articles/defaults",
    { ...staff, schema: { response: { 200: articleDefaultsSchema, ...errors } } },
    async () => ({ verificationInterval: (await app.ctx.settings.get()).default_verification_interval }),
  );

  api.get(
    "/api/admin/articles/:id",
    { ...staff, schema: { params: idParam, response: { 200: articleSchema, ...errors } } },
    async (request) => getAdminArticle(app.ctx, request.params.id),
  );

  api.get(
    "/api/admin/articles/:id/versions",
    { ...staff, schema: { params: idParam, response: { 200: z.array(articleVersionSchema), ...errors } } },
    async (request) => listArticleVersions(app.ctx, request.params.id),
  );

  api.get(
    "/api/admin/articles/:id/versions/:versionId",
    {
      onRequest: requireStaff,
      schema: { params: articleVersionParams, response: { 200: articleVersionDetailSchema, ...errors } },
    },
    async (request) => getArticleVersion(app.ctx, request.params.id, request.params.versionId),
  );

  api.post(
    "/api/admin/articles",
    { ...staff, schema: { body: articleInputSchema, response: { 201: articleSchema, ...errors } } },
    async (request, reply) => {
      return reply.status(201).send(await createArticle(app.ctx, request.body, request.user!.id));
    },
  );

  api.put(
    "/api/admin/articles/:id",
    {
      ...staff,
      schema: { params: idParam, body: articleInputSchema, response: { 200: articleSchema, ...errors } },
    },
    async (request) => updateArticle(app.ctx, request.params.id, request.body, request.user!.id),
  );

  api.delete(
    "/api/admin/articles/:id",
    { ...staff, schema: { params: idParam, response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      await trashArticle(app.ctx, request.params.id, request.user!.id);
      return { ok: true as const };
    },
  );

  api.post(
    "/api/admin/articles/:id/publish",
    { ...staff, schema: { params: idParam, response: { 200: articleSchema, ...errors } } },
    async (request) => publishArticle(app.ctx, request.params.id, request.user!.id),
  );

  api.post(
    "/api/admin/articles/:id/unpublish",
    { ...staff, schema: { params: idParam, response: { 200: articleSchema, ...errors } } },
    async (request) => unpublishArticle(app.ctx, request.params.id, request.user!.id),
  );

  api.put(
    "/api/admin/articles/:id/draft",
    {
      ...staff,
      schema: { params: idParam, body: articleInputSchema, response: { 200: articleSchema, ...errors } },
    },
    async (request) => saveArticleDraft(app.ctx, request.params.id, request.body, request.user!.id),
  );

  api.post(
    "/api/admin/articles/:id/draft/publish",
    { ...staff, schema: { params: idParam, response: { 200: articleSchema, ...errors } } },
    async (request) => publishArticleDraft(app.ctx, request.params.id, request.user!.id),
  );

  api.delete(
    "/api/admin/articles/:id/draft",
    { ...staff, schema: { params: idParam, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await discardArticleDraft(app.ctx, request.params.id, request.user!.id);
      return reply.status(204).send(null);
    },
  );
}
