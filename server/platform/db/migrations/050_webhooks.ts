import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../dialects/dialect.ts";

/**
 * Webhooks: the endpoints admins register, and one delivery row per event and endpoint, written
 * in the transaction of the change it reports (so an event exists exactly when its change does).
 * A delivery keeps its body as sent, so a retry or a redelivery sends the same bytes; the claim
 * columns let one instance of several take it.
 */
export function webhooksMigration(dialect: Dialect): Migration {
  const ts = dialect.timestampType;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("webhook_endpoints")
        .ifNotExists()
        .addColumn("id", dialect.idType, (col) =>
          dialect.autoIncrement ? col.primaryKey().autoIncrement() : col.primaryKey(),
        )
        .addColumn("url", "text", (col) => col.notNull())
        .addColumn("description", "text", (col) => col.notNull())
        .addColumn("events", "text", (col) => col.notNull())
        .addColumn("secret", "text", (col) => col.notNull())
        .addColumn("enabled", "integer", (col) => col.notNull())
        .addColumn("failing_since", ts)
        .addColumn("disabled_at", ts)
        .addColumn("disabled_reason", "text")
        .addColumn("created_by", "integer", (col) => col.references("users.id").onDelete("set null"))
        .addColumn("created_at", ts, (col) => col.notNull())
        .addColumn("updated_at", ts, (col) => col.notNull())
        .execute();
      await db.schema
        .createTable("webhook_deliveries")
        .ifNotExists()
        .addColumn("id", dialect.idType, (col) =>
          dialect.autoIncrement ? col.primaryKey().autoIncrement() : col.primaryKey(),
        )
        .addColumn("endpoint_id", "integer", (col) =>
          col.notNull().references("webhook_endpoints.id").onDelete("cascade"),
        )
        .addColumn("event_id", "text", (col) => col.notNull())
        .addColumn("event_type", "text", (col) => col.notNull())
        .addColumn("body", "text", (col) => col.notNull())
        .addColumn("status", "text", (col) => col.notNull())
        .addColumn("attempts", "integer", (col) => col.notNull())
        .addColumn("created_at", ts, (col) => col.notNull())
        .addColumn("next_attempt_at", ts)
        .addColumn("claimed_until", ts)
        .addColumn("last_attempt_at", ts)
        .addColumn("response_status", "integer")
        .addColumn("duration_ms", "integer")
        .addColumn("error", "text")
        .addColumn("response_excerpt", "text")
        .execute();
      // The sender's question: what is due now.
      await db.schema
        .createIndex("webhook_deliveries_due")
        .ifNotExists()
        .on("webhook_deliveries")
        .columns(["status", "next_attempt_at"])
        .execute();
      // An endpoint's screen: its latest deliveries.
      await db.schema
        .createIndex("webhook_deliveries_endpoint")
        .ifNotExists()
        .on("webhook_deliveries")
        .columns(["endpoint_id", "id"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("webhook_deliveries").ifExists().execute();
      await db.schema.dropTable("webhook_endpoints").ifExists().execute();
    },
  };
}
