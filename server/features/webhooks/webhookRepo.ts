import type { Insertable, Updateable } from "kysely";
import type { Db } from "../../platform/db/database.ts";
import type {
  WebhookDeliveriesTable,
  WebhookDeliveryRow,
  WebhookEndpointRow,
  WebhookEndpointsTable,
} from "../../platform/db/schema.ts";

export type WebhookEndpointListRow = WebhookEndpointRow & { createdByEmail: string | null };

export async function insertWebhookEndpoint(db: Db, row: Insertable<WebhookEndpointsTable>): Promise<number> {
  const inserted = await db
    .insertInto("webhookEndpoints")
    .values(row)
    .returning("id")
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Every endpoint, oldest first, with the email of the admin who registered it. */
export function listWebhookEndpoints(db: Db): Promise<WebhookEndpointListRow[]> {
  return db
    .selectFrom("webhookEndpoints")
    .leftJoin("users", "users.id", "webhookEndpoints.createdBy")
    .selectAll("webhookEndpoints")
    .select("users.email as createdByEmail")
    .orderBy("webhookEndpoints.id")
    .execute();
}

export function findWebhookEndpoint(db: Db, id: number): Promise<WebhookEndpointListRow | undefined> {
  return db
    .selectFrom("webhookEndpoints")
    .leftJoin("users", "users.id", "webhookEndpoints.createdBy")
    .selectAll("webhookEndpoints")
    .select("users.email as createdByEmail")
    .where("webhookEndpoints.id", "=", id)
    .executeTakeFirst();
}

/** The enabled endpoints: a change asks which of them want its event. */
export function enabledWebhookEndpoints(db: Db): Promise<Pick<WebhookEndpointRow, "id" | "events">[]> {
  return db.selectFrom("webhookEndpoints").select(["id", "events"]).where("enabled", "=", 1).execute();
}

export async function updateWebhookEndpoint(
  db: Db,
  id: number,
  changes: Updateable<WebhookEndpointsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable("webhookEndpoints")
    .set(changes)
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteWebhookEndpoint(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom("webhookEndpoints").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Marks the endpoint failing from `at`, unless it already is. */
export async function markEndpointFailing(db: Db, id: number, at: string): Promise<void> {
  await db
    .updateTable("webhookEndpoints")
    .set({ failingSince: at })
    .where("id", "=", id)
    .where("failingSince", "is", null)
    .execute();
}

export async function insertWebhookDeliveries(
  db: Db,
  rows: Insertable<WebhookDeliveriesTable>[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insertInto("webhookDeliveries").values(rows).returning("id").execute();
  return inserted.map((row) => row.id);
}

export function findWebhookDelivery(db: Db, id: number): Promise<WebhookDeliveryRow | undefined> {
  return db.selectFrom("webhookDeliveries").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The endpoint's latest deliveries, newest first. */
export function latestWebhookDeliveries(
  db: Db,
  endpointId: number,
  limit: number,
): Promise<WebhookDeliveryRow[]> {
  return db
    .selectFrom("webhookDeliveries")
    .selectAll()
    .where("endpointId", "=", endpointId)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** Deliveries waiting whose time has come and that no instance holds, oldest first. */
export async function dueWebhookDeliveryIds(db: Db, now: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom("webhookDeliveries")
    .innerJoin("webhookEndpoints", "webhookEndpoints.id", "webhookDeliveries.endpointId")
    .select("webhookDeliveries.id")
    .where("webhookDeliveries.status", "=", "pending")
    .where("webhookDeliveries.nextAttemptAt", "<=", now)
    .where((eb) =>
      eb.or([
        eb("webhookDeliveries.claimedUntil", "is", null),
        eb("webhookDeliveries.claimedUntil", "<", now),
      ]),
    )
    .where("webhookEndpoints.enabled", "=", 1)
    .orderBy("webhookDeliveries.id")
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Takes a waiting delivery until `until`: one conditional update, atomic on both databases, so of
 * several instances asking at once exactly one gets true.
 */
export async function claimWebhookDelivery(db: Db, id: number, now: string, until: string): Promise<boolean> {
  const result = await db
    .updateTable("webhookDeliveries")
    .set({ claimedUntil: until })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .where("nextAttemptAt", "<=", now)
    .where((eb) => eb.or([eb("claimedUntil", "is", null), eb("claimedUntil", "<", now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function updateWebhookDelivery(
  db: Db,
  id: number,
  changes: Updateable<WebhookDeliveriesTable>,
): Promise<void> {
  await db.updateTable("webhookDeliveries").set(changes).where("id", "=", id).execute();
}

/** The endpoint's waiting deliveries stop: it was disabled. */
export async function failPendingDeliveries(db: Db, endpointId: number, reason: string): Promise<void> {
  await db
    .updateTable("webhookDeliveries")
    .set({ status: "failed", nextAttemptAt: null, claimedUntil: null, error: reason })
    .where("endpointId", "=", endpointId)
    .where("status", "=", "pending")
    .execute();
}

/** Deliveries older than `before` are of no further use to anyone reading the log. */
export async function deleteWebhookDeliveriesBefore(db: Db, before: string): Promise<void> {
  await db
    .deleteFrom("webhookDeliveries")
    .where("createdAt", "<", before)
    .where("status", "!=", "pending")
    .execute();
}
