import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import type { RegisteredRoute } from "../../server/features/auth/routeRegistry.ts";
import type { Db } from "../../server/platform/db/database.ts";

/** An id no test row ever has, so walking every route destroys nothing. */
export const MISSING_ID = "999999";

/** Every registered route whose path starts with the prefix (e.g. "/api/admin"). */
export function routesUnder(app: FastifyInstance, prefix: string): RegisteredRoute[] {
  return app.registeredRoutes.filter((route) => route.url === prefix || route.url.startsWith(`${prefix}/`));
}

/** The route's path with each parameter filled: ids with MISSING_ID, other names with a missing slug. */
export function fillParams(route: RegisteredRoute, values: Record<string, string> = {}): string {
  return route.url.replace(/:(\w+)/g, (_match, name: string) =>
    name in values ? values[name]! : /id$/i.test(name) ? MISSING_ID : "no-such-thing",
  );
}

/** Row counts of every table in the database (migrations' own bookkeeping included). */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const tables = await db.introspection.getTables();
  const counts: Record<string, number> = {};
  for (const table of tables) {
    if (table.isView) continue;
    const row = await sql<{ count: number }>`select count(*) as count from ${sql.table(table.name)}`.execute(
      db,
    );
    counts[table.name] = Number(row.rows[0]?.count);
  }
  return counts;
}
