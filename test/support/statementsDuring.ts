import Database from "better-sqlite3";
import pg from "pg";
import { vi } from "vitest";

/** One statement as its driver was given it: the SQL text and the values bound to it. */
export interface RunStatement {
  sql: string;
  parameters: readonly unknown[];
}

type StatementMethod = (...args: unknown[]) => unknown;

/** The prototype of better-sqlite3's statements, whose calls (all, get, run, iterate) each run one. */
function sqliteStatementPrototype(): Record<"all" | "get" | "run" | "iterate", StatementMethod> {
  const probe = new Database(":memory:");
  try {
    return Object.getPrototypeOf(probe.prepare("select 1"));
  } finally {
    probe.close();
  }
}

/**
 * Every statement run on either database, in order, while `work` runs: what a test needs to
 * count a request's statements or to ask the database how it plans one of them. It listens at
 * the drivers (better-sqlite3's statements, pg's clients) because a spy on `db.executeQuery`
 * sees only the prepared queries: Kysely's query builders and transactions run theirs without
 * it. It hears every database in the process: `work` should be the only thing running.
 */
export async function statementsDuring(work: () => Promise<unknown>): Promise<RunStatement[]> {
  const statements: RunStatement[] = [];
  const sqliteStatement = sqliteStatementPrototype();
  const spies: { mockRestore(): void }[] = (["all", "get", "run", "iterate"] as const).map((method) => {
    const original = sqliteStatement[method];
    return vi.spyOn(sqliteStatement, method).mockImplementation(function (
      this: { source: string },
      ...args: unknown[]
    ) {
      // Kysely binds the values as one array; better-sqlite3 also takes them one by one.
      const values = args.length === 1 && Array.isArray(args[0]) ? args[0] : args;
      statements.push({ sql: this.source, parameters: [...values] });
      return original.apply(this, args);
    });
  });
  const query = pg.Client.prototype.query;
  spies.push(
    vi.spyOn(pg.Client.prototype, "query").mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      // A text and values, or a config (a named statement, a cursor) carrying both.
      const first = args[0] as string | { text?: string; values?: unknown[] };
      statements.push(
        typeof first === "string"
          ? { sql: first, parameters: Array.isArray(args[1]) ? [...args[1]] : [] }
          : { sql: first?.text ?? "", parameters: [...(first?.values ?? [])] },
      );
      // biome-ignore lint/suspicious/noExplicitAny: passed on as given
      return (query as any).apply(this, args);
    }),
  );
  try {
    await work();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return statements;
}
