import type { PostgresPool, PostgresPoolClient } from "kysely";
import type pg from "pg";

/**
 * Statement texts given a name, at most this many: beyond, a text runs unnamed (parsed and
 * planned each time, as before). Each connection keeps the statements it has prepared (a few
 * kilobytes each) until it closes.
 */
const MAX_NAMED = 500;

/**
 * Statements with more values than this run unnamed: a list of ids read by `in (...)` is a text
 * per length, and a deep results page's long lists, seldom run, should not use up the names.
 */
const MAX_VALUES = 50;

const names = new Map<string, string>();

function nameOf(text: string, values: number): string | undefined {
  if (values === 0 || values > MAX_VALUES) return undefined;
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED) {
    name = `cairn_${names.size + 1}`;
    names.set(text, name);
  }
  return name;
}

/**
 * A pool for Kysely whose clients run each statement as a named prepared statement: a
 * connection parses and plans a text once, then binds new values to it (PostgreSQL's plan cache
 * keeps a generic plan once it costs no more than planning each time). For the public search's
 * few statement shapes, run on every keystroke: planning one took 0.1-0.25 ms of a 0.3-1.2 ms
 * statement. The texts must be written so that a generic plan is as good as a planned one (see
 * `tsquery` in postgresSearchEngine.ts). Only statements with parameters (and not too many) are
 * named, and only those Kysely sends as text and values (not cursors).
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let wrapper = wrapped.get(client);
    if (!wrapper) {
      wrapper = {
        // biome-ignore lint/suspicious/noExplicitAny: Kysely's overloads (text and values, or a cursor)
        query: ((text: any, values?: readonly unknown[]) => {
          const name = typeof text === "string" && values ? nameOf(text, values.length) : undefined;
          // biome-ignore lint/suspicious/noExplicitAny: passed on as Kysely gave it
          if (name === undefined) return (client.query as any)(text, values);
          return client.query({ name, text, values: [...values!] });
        }) as PostgresPoolClient["query"],
        release: () => client.release(),
      };
      wrapped.set(client, wrapper);
    }
    return wrapper;
  };
  return {
    connect: async () => wrap(await pool.connect()),
    end: () => pool.end(),
  };
}
