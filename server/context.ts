import type { AppConfig } from "./config.ts";
import type { Db } from "./db/database.ts";
import type { Dialect } from "./db/dialects/dialect.ts";
import type { UserRow } from "./db/schema.ts";
import type { SearchIndex } from "./db/search/searchIndex.ts";
import type { SearchService } from "./services/searchService.ts";
import type { SettingsStore } from "./services/settingsStore.ts";
import type { ObjectStorage } from "./storage/objectStorage.ts";

/** What every route and service needs: built once in buildApp. */
export interface AppContext {
  config: AppConfig;
  db: Db;
  dialect: Dialect;
  search: SearchIndex;
  settings: SettingsStore;
  /** Signs visitor cookies (ratings): from SESSION_SECRET or a secret kept in the database. */
  visitorCookieKey: Buffer;
  /** Search with its analytics log: the API and the results page both go through it. */
  searches: SearchService;
  /** Where uploaded files live (local disk or S3). */
  storage: ObjectStorage;
  /** Called after any content or settings change (the page cache listens). */
  onContentChange: Set<() => void>;
}

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** The signed-in user, or null. */
    user: UserRow | null;
    /** The hashed id of the current session, when there is one. */
    sessionId: string | null;
  }
}
