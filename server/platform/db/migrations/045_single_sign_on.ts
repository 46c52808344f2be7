import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../dialects/dialect.ts";

/**
 * Single sign-on: each account remembers the identity-provider subject it was first signed in
 * with (issuer + `sub`, which a provider never gives to another person, unlike an email address),
 * and each session how it began ("password" or "sso"), for the account screen's session list.
 */
export function singleSignOnMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("user_identities")
        .ifNotExists()
        .addColumn("issuer", "varchar(500)", (col) => col.notNull())
        .addColumn("subject", "varchar(255)", (col) => col.notNull())
        .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
        .addColumn("created_at", dialect.timestampType, (col) => col.notNull())
        .addPrimaryKeyConstraint("user_identities_pkey", ["issuer", "subject"])
        .addUniqueConstraint("user_identities_user_issuer", ["user_id", "issuer"])
        .execute();
      await db.schema.alterTable("sessions").addColumn("sign_in_method", "varchar(20)").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("sessions").dropColumn("sign_in_method").execute();
      await db.schema.dropTable("user_identities").ifExists().execute();
    },
  };
}
