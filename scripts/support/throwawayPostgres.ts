import { randomBytes } from "node:crypto";
import { createScratchPostgresDatabase } from "./scratchPostgresDatabase.ts";

/**
 * Runs `use` on a new, empty database on the PostgreSQL server at `serverUrl`, and drops it
 * afterwards (whatever happened, sessions still open on it included).
 */
export async function withThrowawayPostgres<T>(
  serverUrl: string,
  use: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const scratch = await createScratchPostgresDatabase(
    serverUrl,
    `cairn_bench_${randomBytes(4).toString("hex")}`,
  );
  try {
    return await use(scratch.databaseUrl);
  } finally {
    await scratch.drop();
  }
}
