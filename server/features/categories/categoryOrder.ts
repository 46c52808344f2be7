import type { Db } from "../../platform/db/database.ts";
import { categoriesInOrder, setCategoryOrder } from "./categoryRepo.ts";

/**
 * Keeps every category's order unique and gapless (0, 1, 2…): `ids` in the order wanted are
 * numbered from 0, and only the rows whose number changes are written. Runs in the caller's
 * transaction.
 */
export async function numberCategories(db: Db, ids: number[]): Promise<void> {
  const current = new Map((await categoriesInOrder(db)).map((row) => [row.id, row.displayOrder]));
  for (const [order, id] of ids.entries())
    if (current.get(id) !== order) await setCategoryOrder(db, id, order);
}

/**
 * Puts one category at `position` among the others (0 first; past the end is last) and numbers
 * them all again, so no two share an order. Without a position the category keeps its place.
 */
export async function placeCategory(db: Db, id: number, position: number | undefined): Promise<void> {
  const ids = (await categoriesInOrder(db)).map((row) => row.id);
  if (position !== undefined) {
    const others = ids.filter((other) => other !== id);
    others.splice(Math.min(position, others.length), 0, id);
    await numberCategories(db, others);
  } else {
    await numberCategories(db, ids);
  }
}
