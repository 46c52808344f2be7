import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminErrorResponses } from "../../../shared/schemas/error.ts";
import { idParam } from "../../../shared/schemas/fields.ts";
import { okResponseSchema } from "../../../shared/schemas/ok.ts";
import {
  webhookCreateSchema,
  webhookDeliveryParams,
  webhookDeliverySchema,
  webhookEndpointDetailSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
  webhookUpdateSchema,
} from "../../../shared/schemas/webhook.ts";
import { requireAdmin } from "../auth/authPlugin.ts";
import {
  createWebhookEndpoint,
  deleteWebhook,
  getWebhookEndpoint,
  listWebhooks,
  redeliver,
  rollWebhookSecret,
  sendTestEvent,
  updateWebhook,
} from "./webhookService.ts";

const errors = adminErrorResponses;

/** Webhook endpoints and their deliveries (admins only, never with an API token). */
export async function adminWebhookRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/admin/webhooks",
    { onRequest: requireAdmin, schema: { response: { 200: z.array(webhookEndpointSchema), ...errors } } },
    async () => listWebhooks(app.ctx),
  );

  api.post(
    "/api/admin/webhooks",
    {
      onRequest: requireAdmin,
      schema: { body: webhookCreateSchema, response: { 201: webhookEndpointWithSecretSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await createWebhookEndpoint(app.ctx, request.user!, request.body)),
  );

  api.get(
    "/api/admin/webhooks/:id",
    {
      onRequest: requireAdmin,
      schema: { params: idParam, response: { 200: webhookEndpointDetailSchema, ...errors } },
    },
    async (request) => getWebhookEndpoint(app.ctx, request.params.id),
  );

  api.put(
    "/api/admin/webhooks/:id",
    {
      onRequest: requireAdmin,
      schema: {
        params: idParam,
        body: webhookUpdateSchema,
        response: { 200: webhookEndpointSchema, ...errors },
      },
    },
    async (request) => updateWebhook(app.ctx, request.params.id, request.body, request.user!.id),
  );

  api.delete(
    "/api/admin/webhooks/:id",
    { onRequest: requireAdmin, schema: { params: idParam, response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      await deleteWebhook(app.ctx, request.params.id, request.user!.id);
      return { ok: true as const };
    },
  );

  api.post(
    "/api/admin/webhooks/:id/secret",
    {
      onRequest: requireAdmin,
      schema: { params: idParam, response: { 200: webhookEndpointWithSecretSchema, ...errors } },
    },
    async (request) => rollWebhookSecret(app.ctx, request.params.id, request.user!.id),
  );

  api.post(
    "/api/admin/webhooks/:id/test",
    {
      onRequest: requireAdmin,
      schema: { params: idParam, response: { 200: webhookDeliverySchema, ...errors } },
    },
    async (request) => sendTestEvent(app.ctx, request.params.id),
  );

  api.post(
    "/api/admin/webhooks/:id/deliveries/:deliveryId/redeliver",
    {
      onRequest: requireAdmin,
      schema: { params: webhookDeliveryParams, response: { 200: webhookDeliverySchema, ...errors } },
    },
    async (request) => redeliver(app.ctx, request.params.id, request.params.deliveryId),
  );
}
