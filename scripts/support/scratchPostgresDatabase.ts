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

/**
 * Creates the empty database `name` (letters, digits and underscores) on the PostgreSQL server at
 * `serverUrl`: its URL, and `drop` to remove it again with any sessions still open on it.
 */
export async function createScratchPostgresDatabase(
  serverUrl: string,
  name: string,
): Promise<{ databaseUrl: string; drop: () => Promise<void> }> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  await onServer(serverUrl, `create database ${name} template template0`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
