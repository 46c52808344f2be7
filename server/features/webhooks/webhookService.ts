import { randomBytes, randomUUID } from "node:crypto";
import {
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointDetail,
  type WebhookEndpointWithSecret,
  type webhookCreateSchema,
  type webhookUpdateSchema,
} from "../../../shared/schemas/webhook.ts";
import { clock } from "../../platform/clock.ts";
import type { UserRow } from "../../platform/db/schema.ts";
import { badRequest, conflict, notFound } from "../../platform/errors.ts";
import type { AppContext } from "../appContext.ts";
import { recordAudit } from "../audit/recordAudit.ts";
import type { WebhookEventBody } from "./queueWebhookEvent.ts";
import { refusalOfUrl } from "./webhookAddress.ts";
import { sendDeliveryNow } from "./webhookDispatcher.ts";
import { presentWebhookDelivery, presentWebhookEndpoint } from "./webhookPresenter.ts";
import {
  deleteWebhookEndpoint,
  failPendingDeliveries,
  findWebhookDelivery,
  findWebhookEndpoint,
  insertWebhookDeliveries,
  insertWebhookEndpoint,
  latestWebhookDeliveries,
  listWebhookEndpoints,
  updateWebhookEndpoint,
} from "./webhookRepo.ts";

/** Deliveries shown on an endpoint's screen. */
const DELIVERIES_SHOWN = 50;

type CreateInput = ReturnType<typeof webhookCreateSchema.parse>;
type UpdateInput = ReturnType<typeof webhookUpdateSchema.parse>;

const endpointNotFound = () => notFound("Webhook endpoint not found.");

/** "whsec_" and 32 random bytes (256 bits) in base64url. */
const newSecret = () => `whsec_${randomBytes(32).toString("base64url")}`;

function assertSendable(ctx: AppContext, url: string): void {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw badRequest("Enter an http:// or https:// address", "url");
  }
  const refusal = refusalOfUrl(parsed, ctx.config.webhookAllowPrivate);
  if (refusal) throw badRequest(refusal, "url");
}

async function loadEndpoint(ctx: AppContext, id: number) {
  const row = await findWebhookEndpoint(ctx.db, id);
  if (!row) throw endpointNotFound();
  return row;
}

/** POST /api/admin/webhooks: answers the endpoint with its secret, which is never shown again. */
export async function createWebhookEndpoint(
  ctx: AppContext,
  creator: UserRow,
  input: CreateInput,
): Promise<WebhookEndpointWithSecret> {
  assertSendable(ctx, input.url);
  const now = clock.now().toISOString();
  const secret = newSecret();
  const id = await ctx.db.transaction().execute(async (trx) => {
    const id = await insertWebhookEndpoint(trx, {
      url: input.url,
      description: input.description,
      events: JSON.stringify(input.events),
      secret,
      enabled: 1,
      failingSince: null,
      disabledAt: null,
      disabledReason: null,
      createdBy: creator.id,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(trx, creator.id, {
      action: "webhook.create",
      entityType: "webhook",
      entityId: id,
      summary: `Added the webhook ${input.url}`,
    });
    return id;
  });
  return { ...presentWebhookEndpoint(await loadEndpoint(ctx, id)), secret };
}

export async function listWebhooks(ctx: AppContext): Promise<WebhookEndpoint[]> {
  return (await listWebhookEndpoints(ctx.db)).map(presentWebhookEndpoint);
}

/** GET /api/admin/webhooks/:id: the endpoint and its latest deliveries. */
export async function getWebhookEndpoint(ctx: AppContext, id: number): Promise<WebhookEndpointDetail> {
  const row = await loadEndpoint(ctx, id);
  const deliveries = await latestWebhookDeliveries(ctx.db, id, DELIVERIES_SHOWN);
  return { ...presentWebhookEndpoint(row), deliveries: deliveries.map(presentWebhookDelivery) };
}

/**
 * PUT /api/admin/webhooks/:id. Disabling drops the deliveries still waiting; enabling starts
 * afresh (no longer failing).
 */
export async function updateWebhook(
  ctx: AppContext,
  id: number,
  input: UpdateInput,
  actorId: number,
): Promise<WebhookEndpoint> {
  if (input.url !== undefined) assertSendable(ctx, input.url);
  const now = clock.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const row = await findWebhookEndpoint(trx, id);
    if (!row) throw endpointNotFound();
    const wasEnabled = row.enabled === 1;
    const enabled = input.enabled ?? wasEnabled;
    await updateWebhookEndpoint(trx, id, {
      ...(input.url === undefined ? {} : { url: input.url }),
      ...(input.events === undefined ? {} : { events: JSON.stringify(input.events) }),
      ...(input.description === undefined ? {} : { description: input.description }),
      ...(enabled === wasEnabled
        ? {}
        : enabled
          ? { enabled: 1, failingSince: null, disabledAt: null, disabledReason: null }
          : { enabled: 0, disabledAt: now, disabledReason: null }),
      updatedAt: now,
    });
    if (!enabled && wasEnabled) await failPendingDeliveries(trx, id, "Not sent: the endpoint was disabled");
    await recordAudit(trx, actorId, {
      action: "webhook.update",
      entityType: "webhook",
      entityId: id,
      summary: `Saved the webhook ${input.url ?? row.url}`,
      changes: { url: [row.url, input.url ?? row.url], enabled: [wasEnabled, enabled] },
    });
  });
  return presentWebhookEndpoint(await loadEndpoint(ctx, id));
}

export async function deleteWebhook(ctx: AppContext, id: number, actorId: number): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await findWebhookEndpoint(trx, id);
    if (!row || !(await deleteWebhookEndpoint(trx, id))) throw endpointNotFound();
    await recordAudit(trx, actorId, {
      action: "webhook.delete",
      entityType: "webhook",
      entityId: id,
      summary: `Removed the webhook ${row.url}`,
    });
  });
}

/** POST /api/admin/webhooks/:id/secret: a new secret, shown once; the old one stops signing at once. */
export async function rollWebhookSecret(
  ctx: AppContext,
  id: number,
  actorId: number,
): Promise<WebhookEndpointWithSecret> {
  const secret = newSecret();
  await ctx.db.transaction().execute(async (trx) => {
    const row = await findWebhookEndpoint(trx, id);
    if (!row) throw endpointNotFound();
    await updateWebhookEndpoint(trx, id, { secret, updatedAt: clock.now().toISOString() });
    await recordAudit(trx, actorId, {
      action: "webhook.roll_secret",
      entityType: "webhook",
      entityId: id,
      summary: `Rolled the secret of the webhook ${row.url}`,
    });
  });
  return { ...presentWebhookEndpoint(await loadEndpoint(ctx, id)), secret };
}

/** Writes a delivery for one endpoint and sends it now, once; answers it as it ended. */
async function sendOnce(
  ctx: AppContext,
  endpointId: number,
  body: WebhookEventBody,
): Promise<WebhookDelivery> {
  const now = clock.now().toISOString();
  const [deliveryId] = await insertWebhookDeliveries(ctx.db, [
    {
      endpointId,
      eventId: body.id,
      eventType: body.type,
      body: JSON.stringify(body),
      status: "pending",
      attempts: 0,
      createdAt: now,
      nextAttemptAt: now,
      claimedUntil: null,
      lastAttemptAt: null,
      responseStatus: null,
      durationMs: null,
      error: null,
      responseExcerpt: null,
    },
  ]);
  await sendDeliveryNow(ctx, deliveryId!);
  return presentWebhookDelivery((await findWebhookDelivery(ctx.db, deliveryId!))!);
}

/**
 * POST /api/admin/webhooks/:id/test: a `webhook.test` event sent at once to this endpoint (enabled
 * or not, so a receiver can be checked before turning it back on), tried once.
 */
export async function sendTestEvent(ctx: AppContext, id: number): Promise<WebhookDelivery> {
  const endpoint = await loadEndpoint(ctx, id);
  return sendOnce(ctx, id, {
    id: `evt_${randomUUID().replaceAll("-", "")}`,
    type: WEBHOOK_TEST_EVENT,
    occurredAt: clock.now().toISOString(),
    data: { endpointId: endpoint.id, message: "A test event from Cairn" },
  });
}

/**
 * POST /api/admin/webhooks/:id/deliveries/:deliveryId/redeliver: the same event (same id and body,
 * so a receiver that keeps event ids sees a repeat) sent again at once, as a new delivery.
 */
export async function redeliver(ctx: AppContext, id: number, deliveryId: number): Promise<WebhookDelivery> {
  await loadEndpoint(ctx, id);
  const delivery = await findWebhookDelivery(ctx.db, deliveryId);
  if (!delivery || delivery.endpointId !== id) throw notFound("Delivery not found.");
  if (delivery.status === "pending")
    throw conflict("This delivery is still being sent; wait for it to finish.", "DELIVERY_PENDING");
  return sendOnce(ctx, id, JSON.parse(delivery.body) as WebhookEventBody);
}
