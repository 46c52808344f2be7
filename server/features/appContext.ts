import type { VirusScanner } from "../platform/antivirus/clamdScanner.ts";
import type { ClusterLink } from "../platform/cluster/clusterLink.ts";
import type { AppConfig } from "../platform/config.ts";
import type { ContentChangeBus } from "../platform/contentChanges.ts";
import type { Db } from "../platform/db/database.ts";
import type { Dialect } from "../platform/db/dialects/dialect.ts";
import type { UserRow } from "../platform/db/schema.ts";
import type { ObjectStorage } from "../platform/storage/objectStorage.ts";
import type { SearchIndex } from "./search/index/searchIndex.ts";
import type { SearchService } from "./search/searchService.ts";
import type { SettingsStore } from "./settings/settingsStore.ts";

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
  /** Scans every uploaded file before it is stored (CLAMAV_URL); null: no scanning. */
  virusScanner: VirusScanner | null;
  /** Content and settings changes, made here or on another instance: caches subscribe to it. */
  contentChanges: ContentChangeBus;
  /** The other instances (REDIS_URL), or none. */
  cluster: ClusterLink;
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
    /** The session must set up two-factor before anything else (see requireStaff). */
    twoFactorSetupRequired: boolean;
    /** The API token the call came with (Authorization: Bearer), when it did. */
    apiToken: { id: number; name: string; scope: "read" | "write" } | null;
  }
}
