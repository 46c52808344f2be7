import { CamelCasePlugin, Kysely, PostgresDialect, type PostgresPool, sql } from "kysely";
import type pg from "pg";
import type { Database } from "../schema.ts";
import { type Dialect, escapeLike, isClosedDatabase } from "./dialect.ts";
import { SEARCH_READER_OPTIONS } from "./postgresSearchReader.ts";
import { preparingPool } from "./preparedStatements.ts";

const INT8_OID = 20;
const TIMESTAMPTZ_OID = 1184;

/** Socket errors from Node, seen when the server is down or the connection is cut. */
const unavailableCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
]);
/** What `pg` throws itself (no SQLSTATE) when a connection ends or cannot be had in time. */
const unavailableMessages =
  /Connection terminated|connection error|not queryable|timeout exceeded when trying to connect|terminating connection/i;

export const postgresDialect: Dialect = {
  name: "postgres",
  idType: "serial",
  autoIncrement: false,
  timestampType: "timestamptz",
  containsInsensitive(column, term) {
    return sql<boolean>`${column} ilike ${`%${escapeLike(term)}%`}`;
  },
  isUniqueViolation(error) {
    return (error as { code?: string })?.code === "23505";
  },
  isUnavailable(error) {
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
    if (
      typeof code === "string" &&
      (unavailableCodes.has(code) || code.startsWith("08") || code.startsWith("57P"))
    )
      return true;
    return (typeof message === "string" && unavailableMessages.test(message)) || isClosedDatabase(error);
  },
  rowLocks: true,
  async ping(db) {
    await sql`select 1`.execute(db);
  },
  async sizeInBytes(db) {
    const result = await sql<{ bytes: string }>`select pg_database_size(current_database()) as bytes`.execute(
      db,
    );
    return Number(result.rows[0]?.bytes ?? 0);
  },
  async settleAfterBulkWrite(db, tables) {
    // Autovacuum would get there, within a minute or so when it runs at all (it can be off).
    // Until then a table that grew from nothing is planned as holding a row (the home page's
    // lists were sorted from every article: 225 ms at 100,000 articles), and with the new rows
    // not yet in the visibility map, an index-only count visits every row (the categories'
    // article counts: 6 against 2 ms at 10,000). Plain VACUUM takes no lock writers wait on.
    // It is an operator's step (an import's end, a reindex, a bulk seed), not a request: the
    // pool's statement timeout, meant for requests, does not apply (on 100,000 articles, under
    // load, it took longer than 15 s and failed). VACUUM cannot run in a transaction, so the
    // timeout is lifted for the session and put back to the pool's before the connection
    // returns to it.
    await db.connection().execute(async (connection) => {
      await sql`set statement_timeout = 0`.execute(connection);
      try {
        if (tables?.length)
          await sql`vacuum (analyze) ${sql.join(tables.map((table) => sql.table(table)))}`.execute(
            connection,
          );
        else await sql`vacuum (analyze)`.execute(connection);
      } finally {
        await sql`reset statement_timeout`.execute(connection);
      }
    });
  },
};

/** Kysely instances over connections whose planner is set up for search (see openPostgres). */
const searchReaders = new WeakSet<Kysely<Database>>();

/** True for the search reader `openPostgres` made: its connections need no per-search setting. */
export function isSearchReader(db: Kysely<Database>): boolean {
  return searchReaders.has(db);
}

async function openPool(url: string, max: number, options?: string): Promise<pg.Pool> {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5_000,
    // Connections idle for 30 s are closed, but not the last one: a new connection plans its
    // first statements with the server's catalogue caches cold, and a quiet help center's
    // searches, each after a pause, paid that every time (a search after 62 s idle at 100,000
    // articles: 77-119 ms with no connection kept, 44-70 ms with one; BENCHMARKS).
    idleTimeoutMillis: 30_000,
    min: 1,
    statement_timeout: 15_000,
    ...(options ? { options } : {}),
    types: {
      getTypeParser(oid: number, format?: "text" | "binary") {
        if (oid === INT8_OID) return (value: string) => Number(value);
        if (oid === TIMESTAMPTZ_OID) return (value: string) => new Date(value).toISOString();
        return pg.types.getTypeParser(oid, format);
      },
    } as pg.CustomTypesConfig,
  });
  // An idle client that errors (server restart) must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  // Nor may a checked-out one: a transaction between two queries has no query to fail, so the
  // client emits 'error' with no listener (the pool listens only while it is idle), which ended
  // the process on every PostgreSQL restart under load (npm run bench:load). Its next query fails
  // instead ("not queryable": 503), and the pool drops it when it is released.
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
  return pool;
}

const kyselyOver = (pool: () => Promise<PostgresPool>) =>
  new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });

/**
 * Pools whose results look like SQLite's: counts as numbers, timestamps as ISO strings (the
 * parsers are per pool, so nothing global changes). `db` serves everything; `searchReader`,
 * a smaller pool, only the public search's reads. Its connections start with the search's
 * planner settings (SEARCH_READER_OPTIONS: sequential scans priced out, the trigram threshold),
 * which saves each search the round trips of transactions that would set them locally; every
 * other query keeps the planner's own choice. They also run each statement prepared
 * (preparingPool): a search's few shapes are parsed and planned once per connection. Kysely
 * makes each pool at its first query, and `pg` is loaded then: an instance on SQLite never
 * needs it.
 */
export function openPostgres(
  url: string,
  poolSize: number,
): { db: Kysely<Database>; searchReader: Kysely<Database> } {
  const searchReader = kyselyOver(async () =>
    preparingPool(await openPool(url, Math.max(2, Math.ceil(poolSize / 2)), SEARCH_READER_OPTIONS)),
  );
  searchReaders.add(searchReader);
  return { db: kyselyOver(() => openPool(url, poolSize)), searchReader };
}
