import type { Kysely, Migration } from "kysely";
import type { Dialect } from "../dialects/dialect.ts";

/**
 * Two-factor sign-in with an authenticator app. `user_two_factor`: one row per user who started
 * or finished set-up, the TOTP secret encrypted (AES-256-GCM with a server key), and the last
 * time step a code was accepted in, so the same code never works twice.
 * `two_factor_recovery_codes`: ten single-use codes per user, only their argon2id hashes kept.
 * `two_factor_challenges`: the short-lived state between a right password and the code, keyed
 * by the SHA-256 of the token in the browser's cookie; it is not a session.
 */
export function twoFactorMigration(dialect: Dialect): Migration {
  const ts = dialect.timestampType;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("user_two_factor")
        .ifNotExists()
        .addColumn("user_id", "integer", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
        .addColumn("secret_ciphertext", "text", (col) => col.notNull())
        .addColumn("created_at", ts, (col) => col.notNull())
        .addColumn("confirmed_at", ts)
        .addColumn("last_used_step", "bigint")
        .execute();
      await db.schema
        .createTable("two_factor_recovery_codes")
        .ifNotExists()
        .addColumn("id", dialect.idType, (col) =>
          dialect.autoIncrement ? col.primaryKey().autoIncrement() : col.primaryKey(),
        )
        .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
        .addColumn("code_hash", "text", (col) => col.notNull())
        .addColumn("used_at", ts)
        .execute();
      await db.schema
        .createIndex("two_factor_recovery_codes_user")
        .ifNotExists()
        .on("two_factor_recovery_codes")
        .column("user_id")
        .execute();
      await db.schema
        .createTable("two_factor_challenges")
        .ifNotExists()
        .addColumn("id", "text", (col) => col.primaryKey())
        .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
        .addColumn("created_at", ts, (col) => col.notNull())
        .addColumn("expires_at", ts, (col) => col.notNull())
        .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("two_factor_challenges").ifExists().execute();
      await db.schema.dropTable("two_factor_recovery_codes").ifExists().execute();
      await db.schema.dropTable("user_two_factor").ifExists().execute();
    },
  };
}
