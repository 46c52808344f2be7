import type { Kysely, Migration } from "kysely";

/**
 * A session started by a password sign-in while two-factor is required for staff, by someone
 * without it: until they set it up, that session reaches nothing but the set-up.
 */
export const sessionTwoFactorSetupMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("sessions")
      .addColumn("two_factor_setup_required", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("sessions").dropColumn("two_factor_setup_required").execute();
  },
};
