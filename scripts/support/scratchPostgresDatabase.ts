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
