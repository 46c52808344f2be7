import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";

/** One column of a list's order, as `table.column` (camelCase, as every query names it). */
export interface KeysetColumn {
  column: string;
  direction: "asc" | "desc";
}

/**
 * The rows after `key` in the order of `columns` (or before it, `before`), as a condition an
 * index in that order answers by a range read: the first column's bound (`title >= ?`) starts the
 * range, the full comparison drops the few rows equal on it. Written out column by column rather
 * than as a row value, because the columns' directions may differ (A-Z, then newest first).
 * `key` holds one value per column; its items may be a prepared query's placeholders.
 */
export function keysetCondition<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: readonly KeysetColumn[],
  key: readonly unknown[],
  before = false,
): Expression<SqlBool> {
  const ref = (index: number) => sql.ref(columns[index]!.column);
  const beyond = (index: number) => ((columns[index]!.direction === "asc") !== before ? ">" : "<");
  const alternatives = columns.map((_, index) =>
    eb.and([
      ...columns.slice(0, index).map((__, equal) => eb(ref(equal), "=", key[equal])),
      eb(ref(index), beyond(index), key[index]),
    ]),
  );
  return eb.and([eb(ref(0), `${beyond(0)}=`, key[0]), eb.or(alternatives)]);
}

/** `query` ordered by `columns`, or in reverse (to read the page before a key). */
export function orderedBy<Q extends { orderBy: (ref: never, direction: "asc" | "desc") => Q }>(
  query: Q,
  columns: readonly KeysetColumn[],
  reverse = false,
): Q {
  let ordered = query;
  for (const { column, direction } of columns) {
    const flipped = reverse ? (direction === "asc" ? "desc" : "asc") : direction;
    ordered = ordered.orderBy(sql.ref(column) as never, flipped);
  }
  return ordered;
}
