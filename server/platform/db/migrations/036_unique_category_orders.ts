import type { Kysely, Migration } from "kysely";

/**
 * Categories used to take any display order typed, so two could share one and their order on the
 * site depended on their names. From now on the orders are kept unique (0, 1, 2…) by every
 * write; this numbers the existing categories once, in the order the site showed them. Older
 * code reads the new numbers just as well.
 */
export const uniqueCategoryOrdersMigration: Migration = {
  // biome-ignore lint/suspicious/noExplicitAny: migrations see the tables as they were then, untyped
  async up(db: Kysely<any>) {
    // The migrator's connection maps camelCase names to the snake_case columns, as every query does.
    const rows: { id: number; displayOrder: number }[] = await db
      .selectFrom("categories")
      .select(["id", "displayOrder"])
      .orderBy("displayOrder")
      .orderBy("name")
      .orderBy("id")
      .execute();
    for (const [order, row] of rows.entries()) {
      if (Number(row.displayOrder) !== order)
        await db.updateTable("categories").set({ displayOrder: order }).where("id", "=", row.id).execute();
    }
  },
  async down() {
    // The old orders are not kept: unique orders read the same to older code.
  },
};
