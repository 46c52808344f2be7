import type { Db } from "../db/database.ts";

// Claims of scheduled jobs (table job_runs).

/**
 * Claims the job when nobody has for `periodMs`: one conditional update, atomic on both
 * databases, so of several instances asking at once exactly one gets true.
 */
export async function claimJobRun(db: Db, name: string, now: Date, periodMs: number): Promise<boolean> {
  await db
    .insertInto("jobRuns")
    .values({ name, claimedAt: new Date(0).toISOString(), finishedAt: null })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const claimed = await db
    .updateTable("jobRuns")
    .set({ claimedAt: now.toISOString(), finishedAt: null })
    .where("name", "=", name)
    .where("claimedAt", "<=", new Date(now.getTime() - periodMs).toISOString())
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

export async function finishJobRun(db: Db, name: string, at: Date): Promise<void> {
  await db.updateTable("jobRuns").set({ finishedAt: at.toISOString() }).where("name", "=", name).execute();
}
