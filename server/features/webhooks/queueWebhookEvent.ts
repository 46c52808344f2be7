import { randomUUID } from "node:crypto";
import type { WebhookEventType } from "../../../shared/schemas/webhook.ts";
import { clock } from "../../platform/clock.ts";
import type { Db } from "../../platform/db/database.ts";
import type { CategoryRow } from "../../platform/db/schema.ts";
import type { AppContext } from "../appContext.ts";
import { findArticleById } from "../articles/articleRepo.ts";
import { tagsOf } from "../articles/articleTagRepo.ts";
import { categoryRefsByIds } from "../categories/categoryRepo.ts";
import { enabledWebhookEndpoints, insertWebhookDeliveries } from "./webhookRepo.ts";

/** The body every delivery carries. */
export interface WebhookEventBody {
  id: string;
  type: string;
  occurredAt: string;
  data: Record<string, unknown>;
}

/**
 * Queues an event for every enabled endpoint that asked for it, in the caller's transaction: the
 * deliveries exist exactly when the change does (a change rolled back queues nothing). The sender
 * takes them from there.
 */
export async function queueWebhookEvent(
  trx: Db,
  type: WebhookEventType,
  /** Read only when some endpoint wants the event. */
  dataOf: () => Promise<Record<string, unknown>> | Record<string, unknown>,
): Promise<void> {
  const endpoints = (await enabledWebhookEndpoints(trx)).filter((endpoint) =>
    (JSON.parse(endpoint.events) as string[]).includes(type),
  );
  if (endpoints.length === 0) return;
  const now = clock.now().toISOString();
  const body: WebhookEventBody = {
    id: `evt_${randomUUID().replaceAll("-", "")}`,
    type,
    occurredAt: now,
    data: await dataOf(),
  };
  const json = JSON.stringify(body);
  await insertWebhookDeliveries(
    trx,
    endpoints.map((endpoint) => ({
      endpointId: endpoint.id,
      eventId: body.id,
      eventType: type,
      body: json,
      status: "pending" as const,
      attempts: 0,
      createdAt: now,
      nextAttemptAt: now,
      claimedUntil: null,
      lastAttemptAt: null,
      responseStatus: null,
      durationMs: null,
      error: null,
      responseExcerpt: null,
    })),
  );
}

/** The site's address for a path: absolute when PUBLIC_URL is set, else the path alone. */
const siteUrl = (ctx: AppContext, path: string) => `${ctx.config.publicUrl ?? ""}${path}`;

/**
 * An article as a receiver sees it: what the public site shows of it, without the body (read it
 * from the public API by slug). Trashed articles are read too, for article.deleted.
 */
export async function articleEventData(
  ctx: AppContext,
  trx: Db,
  id: number,
): Promise<Record<string, unknown>> {
  const row = await findArticleById(trx, id);
  if (!row) return { id };
  const category =
    row.categoryId === null
      ? undefined
      : (await categoryRefsByIds(trx, [row.categoryId])).get(row.categoryId);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    status: row.deletedAt ? (row.statusBeforeTrash ?? row.status) : row.status,
    url: siteUrl(ctx, `/a/${row.slug}`),
    category: category ? { id: category.id, slug: category.slug, name: category.name } : null,
    tags: await tagsOf(trx, id),
    publishedAt: row.publishedAt,
    updatedAt: row.updatedAt,
  };
}

/** Queues an article event with the article as it is in the transaction now. */
export async function queueArticleEvent(
  ctx: AppContext,
  trx: Db,
  type: WebhookEventType,
  id: number,
): Promise<void> {
  await queueWebhookEvent(trx, type, () => articleEventData(ctx, trx, id));
}

/** A category as a receiver sees it. */
export function categoryEventData(
  ctx: AppContext,
  row: Pick<CategoryRow, "id" | "slug" | "name" | "description">,
): Record<string, unknown> {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    url: siteUrl(ctx, `/c/${row.slug}`),
  };
}
