import type { Insertable, Updateable } from "kysely";
import type { Db } from "../../platform/db/database.ts";
import type { ImportJobRow, ImportJobsTable } from "../../platform/db/schema.ts";

// Import jobs (table import_jobs). The lock value every running job holds: its unique index
// lets one job at a time hold it.
export const RUNNING_LOCK = "import";

/** Inserts the job; throws the database's unique violation when another import holds the lock. */
export async function insertImportJob(db: Db, job: Insertable<ImportJobsTable>): Promise<number> {
  const row = await db.insertInto("importJobs").values(job).returning("id").executeTakeFirstOrThrow();
  return Number(row.id);
}

export function findImportJob(db: Db, id: number): Promise<ImportJobRow | undefined> {
  return db.selectFrom("importJobs").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function importJobWithAuthor(
  db: Db,
  id: number,
): Promise<(ImportJobRow & { authorEmail: string | null }) | undefined> {
  return db
    .selectFrom("importJobs")
    .leftJoin("users", "users.id", "importJobs.createdBy")
    .selectAll("importJobs")
    .select("users.email as authorEmail")
    .where("importJobs.id", "=", id)
    .executeTakeFirst();
}

/** The newest jobs first. */
export function recentImportJobIds(db: Db, limit: number): Promise<number[]> {
  return db
    .selectFrom("importJobs")
    .select("id")
    .orderBy("id", "desc")
    .limit(limit)
    .execute()
    .then((rows) => rows.map((row) => Number(row.id)));
}

/** Updates the job only while it is in `status` (a stale worker cannot overwrite a later state). */
export async function updateImportJob(
  db: Db,
  id: number,
  status: string,
  changes: Updateable<ImportJobsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable("importJobs")
    .set(changes)
    .where("id", "=", id)
    .where("status", "=", status)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Claims a job that checks or imports and that nobody holds, or whose holder has shown no
 * progress since `staleBefore` (it stopped): one conditional update, so exactly one instance wins.
 */
export async function claimImportJob(db: Db, id: number, now: string, staleBefore: string): Promise<boolean> {
  const result = await db
    .updateTable("importJobs")
    .set({ claimedAt: now, updatedAt: now })
    .where("id", "=", id)
    .where("status", "in", ["checking", "importing"])
    .where((eb) => eb.or([eb("claimedAt", "is", null), eb("updatedAt", "<", staleBefore)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Jobs that should be running and that nobody holds (or whose holder stopped). */
export function claimableImportJobs(db: Db, staleBefore: string): Promise<ImportJobRow[]> {
  return db
    .selectFrom("importJobs")
    .selectAll()
    .where("status", "in", ["checking", "importing"])
    .where((eb) => eb.or([eb("claimedAt", "is", null), eb("updatedAt", "<", staleBefore)]))
    .orderBy("id")
    .execute();
}

/** Checked jobs still waiting for confirmation: a new upload replaces them. */
export function waitingImportJobs(db: Db): Promise<ImportJobRow[]> {
  return db.selectFrom("importJobs").selectAll().where("status", "=", "checked").execute();
}
