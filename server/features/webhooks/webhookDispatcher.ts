import type { FastifyBaseLogger } from "fastify";
import { clock } from "../../platform/clock.ts";
import type { WebhookDeliveryRow } from "../../platform/db/schema.ts";
import type { AppContext } from "../appContext.ts";
import { postWebhook } from "./postWebhook.ts";
import {
  claimWebhookDelivery,
  dueWebhookDeliveryIds,
  failPendingDeliveries,
  findWebhookDelivery,
  findWebhookEndpoint,
  markEndpointFailing,
  updateWebhookDelivery,
  updateWebhookEndpoint,
} from "./webhookRepo.ts";

/** A delivery is retried for this long after its event; an endpoint failing this long is disabled. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 3_600_000;
/** The wait after the first failed attempt; it doubles after each one, up to the cap. */
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 3 * 3_600_000;
/** How often each instance looks for due deliveries (a change made here is sent at once). */
const POLL_MS = 5_000;
/** Deliveries sent at once by one instance. */
const BATCH = 10;

/** The wait before the next attempt after `attempts` failed ones: 30 s, 1 min, 2 min… at most 3 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

/** Held by the sender long enough to finish the attempt; after that another instance may take it. */
const claimUntil = (ctx: AppContext, now: number) =>
  new Date(now + ctx.config.webhookTimeoutMs + 60_000).toISOString();

/**
 * Sends one delivery the sender has claimed and records the attempt. `manual` (a test event, a
 * redelivery an admin asked for) is tried once and leaves the endpoint's failing state alone;
 * otherwise a failure schedules the next attempt with back-off, gives up 24 hours after the event,
 * and disables an endpoint whose deliveries have all failed for 24 hours.
 */
export async function attemptDelivery(
  ctx: AppContext,
  delivery: WebhookDeliveryRow,
  mode: "scheduled" | "manual",
): Promise<void> {
  const endpoint = await findWebhookEndpoint(ctx.db, delivery.endpointId);
  if (!endpoint) return;
  const attempt = await postWebhook({
    url: endpoint.url,
    secret: endpoint.secret,
    body: delivery.body,
    eventType: delivery.eventType,
    deliveryId: delivery.id,
    allowPrivate: ctx.config.webhookAllowPrivate,
    timeoutMs: ctx.config.webhookTimeoutMs,
  });
  const now = clock.nowMs();
  const nowIso = new Date(now).toISOString();
  const attempts = delivery.attempts + 1;
  const record = {
    attempts,
    lastAttemptAt: nowIso,
    responseStatus: attempt.responseStatus,
    durationMs: attempt.durationMs,
    error: attempt.error,
    responseExcerpt: attempt.responseExcerpt,
    claimedUntil: null,
  };
  await ctx.db.transaction().execute(async (trx) => {
    if (attempt.ok) {
      await updateWebhookDelivery(trx, delivery.id, { ...record, status: "succeeded", nextAttemptAt: null });
      if (mode === "scheduled") await updateWebhookEndpoint(trx, endpoint.id, { failingSince: null });
      return;
    }
    const givingUp = mode === "manual" || now - Date.parse(delivery.createdAt) >= WEBHOOK_RETRY_WINDOW_MS;
    await updateWebhookDelivery(trx, delivery.id, {
      ...record,
      status: givingUp ? "failed" : "pending",
      nextAttemptAt: givingUp ? null : new Date(now + retryDelayMs(attempts)).toISOString(),
    });
    if (mode === "manual") return;
    await markEndpointFailing(trx, endpoint.id, nowIso);
    const failingSince = endpoint.failingSince ?? nowIso;
    if (endpoint.enabled === 1 && now - Date.parse(failingSince) >= WEBHOOK_RETRY_WINDOW_MS) {
      const reason = `Every delivery failed for 24 hours (last: ${attempt.error ?? "no answer"})`;
      await updateWebhookEndpoint(trx, endpoint.id, {
        enabled: 0,
        disabledAt: nowIso,
        disabledReason: reason.slice(0, 500),
        updatedAt: nowIso,
      });
      await failPendingDeliveries(trx, endpoint.id, "Not sent: the endpoint was disabled");
    }
  });
}

/**
 * Sends every delivery that is due, each taken by one instance only (claimWebhookDelivery), until
 * none is left. Answers how many this instance sent.
 */
export async function deliverDueWebhooks(ctx: AppContext): Promise<number> {
  let sent = 0;
  for (;;) {
    const now = clock.nowMs();
    const nowIso = new Date(now).toISOString();
    const ids = await dueWebhookDeliveryIds(ctx.db, nowIso, BATCH);
    if (ids.length === 0) return sent;
    const claimed: WebhookDeliveryRow[] = [];
    for (const id of ids) {
      if (!(await claimWebhookDelivery(ctx.db, id, nowIso, claimUntil(ctx, now)))) continue;
      const row = await findWebhookDelivery(ctx.db, id);
      if (row) claimed.push(row);
    }
    // Another instance took them all: it sends them, and this one looks again.
    if (claimed.length === 0 && ids.length < BATCH) return sent;
    await Promise.all(claimed.map((row) => attemptDelivery(ctx, row, "scheduled")));
    sent += claimed.length;
  }
}

/** Claims and sends one delivery now (a test event, a redelivery). */
export async function sendDeliveryNow(ctx: AppContext, id: number): Promise<void> {
  const now = clock.nowMs();
  const nowIso = new Date(now).toISOString();
  if (!(await claimWebhookDelivery(ctx.db, id, nowIso, claimUntil(ctx, now)))) return;
  const row = await findWebhookDelivery(ctx.db, id);
  if (row) await attemptDelivery(ctx, row, "manual");
}

/**
 * The sender on this instance: looks for due deliveries every few seconds, and at once after a
 * content change (made here or on another instance, whichever claims each delivery sends it).
 * Returns a stop function that waits for the attempts under way.
 */
export function startWebhookDispatcher(ctx: AppContext, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  let queued = false;
  let stopped = false;
  const run = () => {
    if (queued || stopped) return;
    queued = true;
    running = running.then(async () => {
      queued = false;
      try {
        await deliverDueWebhooks(ctx);
      } catch (error) {
        log.warn({ err: error }, "webhook deliveries failed; they are tried again shortly");
      }
    });
  };
  const unsubscribe = ctx.contentChanges.subscribe("webhook dispatcher", () => run());
  const timer = setInterval(run, POLL_MS);
  timer.unref();
  run();
  return async () => {
    stopped = true;
    clearInterval(timer);
    unsubscribe();
    await running;
  };
}
