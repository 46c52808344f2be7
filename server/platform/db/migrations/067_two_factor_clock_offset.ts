import type { Kysely, Migration } from "kysely";

/**
 * How many 30-second time steps the user's authenticator app is ahead of (positive) or behind
 * (negative) the server, learned from the code that confirmed set-up. Sign-in then accepts only the
 * code of exactly that step, so a code lives 30 seconds. Set-ups from before this migration get 0.
 */
export const twoFactorClockOffsetMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("user_two_factor")
      .addColumn("clock_offset_steps", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("user_two_factor").dropColumn("clock_offset_steps").execute();
  },
};
