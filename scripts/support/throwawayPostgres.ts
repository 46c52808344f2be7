import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * Runs `use` on a new, empty database on the PostgreSQL server at `serverUrl`, and drops it
 * afterwards (whatever happened, sessions still open on it included).
 */
export async function withThrowawayPostgres<T>(
  serverUrl: string,
  use: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const name = `cairn_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template template0`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await use(url.toString());
  } finally {
    // A fresh connection: the one above may not outlive a PostgreSQL restart during `use`.
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  }
}
