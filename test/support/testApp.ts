import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe } from "vitest";
import { buildApp } from "../../server/app/buildApp.ts";
import type { DatabaseLocation } from "../../server/backup/databaseDump.ts";
import { createAccount } from "../../server/features/users/userAccounts.ts";
import { type AppConfig, testConfig } from "../../server/platform/config.ts";
import type { Db } from "../../server/platform/db/database.ts";
import type { DialectName } from "../../server/platform/db/dialects/dialect.ts";
import type { UserRow } from "../../server/platform/db/schema.ts";
import type { Role } from "../../shared/schemas/user.ts";
import { createMigratedTestDatabase, testDialects } from "./testDatabases.ts";

/** The origin app.inject requests come from by default (host "localhost:80"). */
export const SITE_ORIGIN = "http://localhost";

type Body = Record<string, unknown> | unknown[] | string;

export interface TestClient {
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(url: string, body?: Body, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  put(url: string, body?: Body, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  delete(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** Any request with a raw body (uploads), carrying this client's origin and session. */
  send(options: InjectOptions): Promise<LightMyRequestResponse>;
}

export interface TestContext {
  dialect: DialectName;
  app: FastifyInstance;
  db: Db;
  /** Where the suite's database lives (for backups). */
  location: DatabaseLocation;
  /** Requests without a session, from the site's own origin. */
  anon: TestClient;
  /** Creates a user directly (password "password123" unless given). */
  createUser(fields?: Partial<Pick<UserRow, "email" | "role">> & { password?: string }): Promise<UserRow>;
  /** Signs in through the API and returns a client carrying that session. */
  signIn(email: string, password?: string): Promise<TestClient>;
  /** A signed-in client for a new user of the role. */
  as(role: Role): Promise<TestClient>;
}

let userCounter = 0;

function clientFor(app: FastifyInstance, cookie?: string): TestClient {
  const send = (
    method: InjectOptions["method"],
    url: string,
    body?: Body,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url,
      headers: {
        origin: SITE_ORIGIN,
        ...(cookie ? { cookie } : {}),
        ...(body !== undefined && typeof body !== "string" ? { "content-type": "application/json" } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: typeof body === "string" ? body : JSON.stringify(body) }),
    });
  return {
    get: (url, headers) => send("GET", url, undefined, headers),
    post: (url, body, headers) => send("POST", url, body ?? {}, headers),
    put: (url, body, headers) => send("PUT", url, body ?? {}, headers),
    delete: (url, headers) => send("DELETE", url, undefined, headers),
    send: (options) =>
      app.inject({
        ...options,
        headers: { origin: SITE_ORIGIN, ...(cookie ? { cookie } : {}), ...options.headers },
      }),
  };
}

/**
 * Runs the suite once per test database (SQLite, and PostgreSQL with TEST_DATABASE_URL),
 * each on a fresh, migrated database. The returned context is filled in before the tests run.
 * The file's tests share that database, so each test creates the rows it reads
 * (test/support/contentFactory.ts), names them apart and counts relative to a before-value.
 */
export function describeEachDatabase(
  name: string,
  suite: (t: TestContext) => void,
  configOverrides: Partial<AppConfig> = {},
): void {
  describeOnDatabases(name, suite, configOverrides, "file");
}

/**
 * As describeEachDatabase, but every test gets a fresh database and app of its own: for suites
 * whose behaviour reads the whole database (dashboard totals, a default order that is the row
 * count), so no test sees what another wrote. The suite's own set-up then belongs in
 * beforeEach, as the app is new for each test.
 */
export function describeEachDatabaseFreshPerTest(
  name: string,
  suite: (t: TestContext) => void,
  configOverrides: Partial<AppConfig> = {},
): void {
  describeOnDatabases(name, suite, configOverrides, "test");
}

function describeOnDatabases(
  name: string,
  suite: (t: TestContext) => void,
  configOverrides: Partial<AppConfig>,
  databasePer: "file" | "test",
): void {
  for (const dialect of testDialects()) {
    describe(`${name} [${dialect}]`, () => {
      const t = { dialect } as TestContext;
      let drop: (() => Promise<void>) | undefined;
      const open = async () => {
        const database = await createMigratedTestDatabase(dialect);
        drop = database.drop;
        t.app = await buildApp({ config: testConfig(configOverrides), database: database.handle });
        await t.app.ready();
        t.db = database.handle.db;
        t.location = database.location;
        t.anon = clientFor(t.app);
        t.createUser = async (fields = {}) => {
          userCounter += 1;
          return createAccount(t.app.ctx, {
            email: fields.email ?? `user${userCounter}-${Date.now()}@example.com`,
            password: fields.password ?? "password123",
            role: fields.role ?? "editor",
          });
        };
        t.signIn = async (email, password = "password123") => {
          const response = await t.anon.post("/api/login", { email, password });
          if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
          const cookie = response.cookies.find((c) => c.name === "cairn_session");
          return clientFor(t.app, `cairn_session=${cookie?.value}`);
        };
        t.as = async (role) => {
          const user = await t.createUser({ role });
          return t.signIn(user.email);
        };
      };
      const close = async () => {
        await t.app?.close();
        await drop?.();
        drop = undefined;
      };
      if (databasePer === "test") {
        beforeEach(open);
        afterEach(close);
      } else {
        beforeAll(open);
        afterAll(close);
      }
      suite(t);
    });
  }
}
