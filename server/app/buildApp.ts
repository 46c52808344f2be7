import { randomUUID } from "node:crypto";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { DestinationStream } from "pino";
import { registerRouteDocumentation } from "../features/apiDocs/documentedRoutes.ts";
import { registerBearerAuth } from "../features/apiTokens/bearerAuth.ts";
import type { AppContext } from "../features/appContext.ts";
import { registerAuth } from "../features/auth/authPlugin.ts";
import { registerRouteRegistry } from "../features/auth/routeRegistry.ts";
import { redisHeldSearches } from "../features/search/events/redisHeldSearches.ts";
import { createSearchIndex } from "../features/search/index/createSearchIndex.ts";
import { registerSearchRateLimit } from "../features/search/searchRateLimit.ts";
import { SearchService } from "../features/search/searchService.ts";
import { SettingsStore } from "../features/settings/settingsStore.ts";
import { stopImportJobs } from "../features/transfer/importJobs.ts";
import { clientAddressKey } from "../lib/clientAddressKey.ts";
import { clamdScanner } from "../platform/antivirus/clamdScanner.ts";
import { singleInstance } from "../platform/cluster/clusterLink.ts";
import { sharedRateLimitStore } from "../platform/cluster/sharedRateLimitStore.ts";
import type { AppConfig } from "../platform/config.ts";
import { ContentChangeBus } from "../platform/contentChanges.ts";
import { type DatabaseHandle, openDatabase } from "../platform/db/database.ts";
import { migrateToLatest } from "../platform/db/migrate.ts";
import { AccessLog } from "../platform/http/accessLog.ts";
import { registerCsrfCheck } from "../platform/http/csrf.ts";
import { answerFrameworkError, registerErrorHandler } from "../platform/http/errorHandler.ts";
import { registerHostCheck } from "../platform/http/hostCheck.ts";
import { registerPublicRateLimit } from "../platform/http/publicRateLimit.ts";
import { registerSecurityHeaders } from "../platform/http/securityHeaders.ts";
import { loadVisitorCookieKey } from "../platform/http/visitorCookieKey.ts";
import { loggerOptions } from "../platform/logger.ts";
import { createObjectStorage } from "../platform/storage/createObjectStorage.ts";
import { joinCluster } from "./joinCluster.ts";
import { registerRoutes } from "./registerRoutes.ts";

export interface BuildOptions {
  config: AppConfig;
  /** An open database; when absent one is opened from the config and closed with the app. */
  database?: DatabaseHandle;
  /** Where log lines go (default stdout); tests pass a stream to read them. */
  logStream?: DestinationStream;
}

const requestIdPattern = /^[A-Za-z0-9._-]{1,64}$/;

/** Builds the whole app: plugins, routes, database (migrated). Never listens; tests use inject. */
export async function buildApp({ config, database, logStream }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    logController: new AccessLog(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    connectionTimeout: 60_000,
    keepAliveTimeout: 5_000,
    requestTimeout: 30_000,
    return503OnClosing: true,
    // Start-up loads the page renderer and warms the search index; on a busy host that takes
    // longer than Fastify's 10 s default, and a server that starts slowly should still start.
    pluginTimeout: 120_000,
    requestIdHeader: "x-request-id",
    genReqId: (request) => {
      const given = request.headers["x-request-id"];
      return typeof given === "string" && requestIdPattern.test(given) ? given : randomUUID();
    },
    routerOptions: { maxParamLength: 500 },
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const handle =
    database ??
    openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
    });
  await migrateToLatest(handle);
  const search = createSearchIndex(handle.dialect, handle.db);
  const settings = new SettingsStore(handle.db);
  const visitorCookieKey = await loadVisitorCookieKey(handle.db, config);
  const ctx: AppContext = {
    config,
    db: handle.db,
    dialect: handle.dialect,
    search,
    settings,
    visitorCookieKey,
    searches: new SearchService(
      {
        db: handle.db,
        searchReader: handle.searchReader,
        search,
        settings,
        visitorKey: visitorCookieKey,
        rowLocks: handle.dialect.rowLocks,
        answerCacheEntries: config.searchCacheEntries,
      },
      config.searchTypingPauseMs,
      (error) => app.log.warn({ err: error }, "search event not logged"),
    ),
    storage: await createObjectStorage(config),
    virusScanner: config.virusScan
      ? clamdScanner(config.virusScan.address, config.virusScan.timeoutMs, (reason) =>
          app.log.error(
            { clamd: config.virusScan?.address, reason },
            "virus scanner unavailable: upload refused",
          ),
        )
      : null,
    contentChanges: new ContentChangeBus(),
    cluster: singleInstance,
  };
  // Settings are re-read at once after a change (synchronous readers such as the CSP see it). A
  // write here already put its new words into this instance's search vocabulary; another
  // instance's words are read again on the next search.
  ctx.contentChanges.subscribe("settings", (change) => {
    if (change.scope === "everything") settings.reload();
  });
  ctx.contentChanges.subscribe("search words", (_change, origin) => {
    if (origin === "elsewhere") search.refreshWords();
  });
  // Any change may change any search's answer (a word, a title, a category's name, synonyms).
  ctx.contentChanges.subscribe("search answers", () => ctx.searches.forgetAnswers());
  ctx.cluster = await joinCluster(config, ctx.contentChanges, app.log);
  if (ctx.cluster.redis) ctx.searches.shareHeldSearches(redisHeldSearches(ctx.cluster.redis));
  app.decorate("ctx", ctx);
  app.addHook("onClose", async () => {
    // An import stops at its next article; another start (or instance) takes it over.
    await stopImportJobs(ctx);
    // Searches still waiting for their visitor's pause are logged before the database closes
    // (those held in Redis are left to the other instances).
    await ctx.searches.close();
    await ctx.cluster.close();
    if (!database) await handle.close();
    ctx.storage.close?.();
  });

  // Hooks that every answer runs take a callback: an async hook costs each request a promise.
  app.addHook("onSend", (request, reply, payload, done) => {
    reply.header("x-request-id", request.id);
    done(null, payload);
  });
  await app.register(cookie);
  // Counted in Redis across instances when there is one (per instance while it is unreachable).
  // Keyed per address, an IPv6 address by its /64 (one subscriber can use any address in it).
  await app.register(rateLimit, {
    global: false,
    store: sharedRateLimitStore(ctx.cluster),
    keyGenerator: (request) => clientAddressKey(request.ip),
  });
  registerHostCheck(app);
  registerPublicRateLimit(app);
  registerSearchRateLimit(app);
  registerSecurityHeaders(app);
  registerAuth(app);
  registerBearerAuth(app);
  registerCsrfCheck(app);
  registerRouteRegistry(app);
  registerRouteDocumentation(app);
  await registerRoutes(app);
  return app;
}
