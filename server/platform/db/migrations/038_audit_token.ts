import type { Kysely, Migration } from "kysely";

/**
 * An audit entry made by a call with an API token names the token beside its admin: the
 * admin answers for the token, but the entry must show that a script, not a person, acted.
 * The name is copied in so the entry still says which token after it is revoked. Nullable
 * columns unread by older code: safe while the previous version still runs.
 */
export const auditTokenMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("audit_log").addColumn("via_token_id", "integer").execute();
    await db.schema.alterTable("audit_log").addColumn("via_token_name", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("audit_log").dropColumn("via_token_name").execute();
    await db.schema.alterTable("audit_log").dropColumn("via_token_id").execute();
  },
};
