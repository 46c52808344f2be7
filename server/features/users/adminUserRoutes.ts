import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { adminErrorResponses } from "../../../shared/schemas/error.ts";
import { idParam } from "../../../shared/schemas/fields.ts";
import { okResponseSchema } from "../../../shared/schemas/ok.ts";
import { sessionsEndedSchema, signOutEveryoneSchema } from "../../../shared/schemas/session.ts";
import {
  staffUserSchema,
  userCreateSchema,
  userSchema,
  userUpdateSchema,
} from "../../../shared/schemas/user.ts";
import { signOutAsAdmin } from "../auth/adminSignOut.ts";
import { requireAdmin } from "../auth/authPlugin.ts";
import { type Actor, createUser, deleteUser, listUsers, updateUser } from "./userAccounts.ts";

const errors = adminErrorResponses;

const actorOf = (request: FastifyRequest): Actor => ({
  userId: request.user!.id,
  sessionId: request.sessionId,
});

/** User management (admins only), and ending other people's sessions. */
export async function adminUserRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/admin/users",
    { onRequest: requireAdmin, schema: { response: { 200: z.array(staffUserSchema), ...errors } } },
    async () => listUsers(app.ctx),
  );

  api.post(
    "/api/admin/users",
    {
      onRequest: requireAdmin,
      schema: { body: userCreateSchema, response: { 201: userSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await createUser(app.ctx, request.body, request.user!.id)),
  );

  api.put(
    "/api/admin/users/:id",
    {
      onRequest: requireAdmin,
      schema: { params: idParam, body: userUpdateSchema, response: { 200: userSchema, ...errors } },
    },
    async (request) => updateUser(app.ctx, request.params.id, request.body, actorOf(request)),
  );

  api.delete(
    "/api/admin/users/:id",
    { onRequest: requireAdmin, schema: { params: idParam, response: { 200: okResponseSchema, ...errors } } },
    async (request) => {
      await deleteUser(app.ctx, request.params.id, actorOf(request));
      return { ok: true as const };
    },
  );

  api.post(
    "/api/admin/users/:id/sign-out",
    {
      onRequest: requireAdmin,
      schema: { params: idParam, response: { 200: sessionsEndedSchema, ...errors } },
    },
    async (request) => ({
      sessionsEnded: await signOutAsAdmin(app.ctx, actorOf(request), { userId: request.params.id }),
    }),
  );

  api.post(
    "/api/admin/users/sign-out-everyone",
    {
      onRequest: requireAdmin,
      schema: { body: signOutEveryoneSchema, response: { 200: sessionsEndedSchema, ...errors } },
    },
    async (request) => ({ sessionsEnded: await signOutAsAdmin(app.ctx, actorOf(request), "everyone") }),
  );
}
