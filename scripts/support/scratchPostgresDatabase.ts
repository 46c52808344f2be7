import pg from "pg";

async function onServer(serverUrl: string, statement: string): Promise<void> {
  // A fresh connection each time: an earlier one may not outlive a PostgreSQL restart.
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

const plainName = /^[a-z0-9_]+$/;

/**
 * The database `name` on the PostgreSQL server at `serverUrl`, created empty when it does not
 * exist yet (`created` says which): for a benchmark that keeps its seeded database between runs.
 */
export async function keptPostgresDatabase(
  serverUrl: string,
  name: string,
): Promise<{ databaseUrl: string; created: boolean; drop: () => Promise<void> }> {
  if (!plainName.test(name)) throw new Error(`not a plain database name: ${name}`);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  let exists: boolean;
  try {
    exists = (await admin.query("select 1 from pg_database where datname = $1", [name])).rowCount === 1;
  } finally {
    await admin.end();
  }
  if (!exists) await onServer(serverUrl, `create database ${name} template template0`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    created: !exists,
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * Creates the database `name` (letters, digits and underscores) on the PostgreSQL server at
 * `serverUrl`, empty or as a copy of the database `template`: its URL, and `drop` to remove it
 * again with any sessions still open on it.
 */
export async function createScratchPostgresDatabase(
  serverUrl: string,
  name: string,
  template = "template0",
): Promise<{ databaseUrl: string; drop: () => Promise<void> }> {
  if (!plainName.test(name)) throw new Error(`not a plain database name: ${name}`);
  if (!plainName.test(template)) throw new Error(`not a plain database name: ${template}`);
  await onServer(serverUrl, `create database ${name} template ${template}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
