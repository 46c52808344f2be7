import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../dialects/dialect.ts";

/**
 * A password someone else chose for an account (an admin, the generated first-admin password, an
 * operator's reset) is temporary: it signs in only until this time, and only to be replaced.
 * Null for passwords the account's owner chose.
 */
export function temporaryPasswordExpiryMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("users")
        .addColumn("temporary_password_expires_at", dialect.timestampType)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("users").dropColumn("temporary_password_expires_at").execute();
    },
  };
}
