import type { Expression } from "kysely";
import type { Db } from "../../platform/db/database.ts";
import type { Dialect } from "../../platform/db/dialects/dialect.ts";
import type { AuditLogTable } from "../../platform/db/schema.ts";

export type NewAuditEntry = Omit<AuditLogTable, "id">;

export async function insertAuditEntry(db: Db, entry: NewAuditEntry): Promise<void> {
  await db.insertInto("auditLog").values(entry).execute();
}

export interface AuditFilter {
  actor?: string | undefined;
  action?: string | undefined;
  entityType?: string | undefined;
  entityId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** Entries older than this id (the previous page's last). */
  beforeId?: number | undefined;
  limit: number;
}

/** Entries newest first; `actor` matches the email (contains, any case). */
export function auditRows(db: Db, dialect: Dialect, filter: AuditFilter) {
  let query = db.selectFrom("auditLog").selectAll();
  if (filter.actor) {
    const actor = filter.actor;
    // Entries of the scheduler have no email: a null never matches, as wanted.
    query = query.where((eb) =>
      dialect.containsInsensitive(eb.ref("auditLog.actorEmail") as Expression<string>, actor),
    );
  }
  if (filter.action) query = query.where("action", "=", filter.action);
  if (filter.entityType) query = query.where("entityType", "=", filter.entityType);
  if (filter.entityId !== undefined) query = query.where("entityId", "=", filter.entityId);
  if (filter.from) query = query.where("at", ">=", filter.from);
  if (filter.to) query = query.where("at", "<=", filter.to);
  if (filter.beforeId !== undefined) query = query.where("id", "<", filter.beforeId);
  return query.orderBy("id", "desc").limit(filter.limit).execute();
}

export async function deleteAuditEntriesBefore(db: Db, before: string): Promise<void> {
  await db.deleteFrom("auditLog").where("at", "<", before).execute();
}
