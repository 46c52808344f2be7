import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PutBucketCorsCommand, S3Client } from "@aws-sdk/client-s3";
import AxeBuilder from "@axe-core/playwright";
import type { FastifyInstance } from "fastify";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/support/chromiumArgs.ts";
import { buildApp } from "../../server/app/buildApp.ts";
import { saveSiteSettings } from "../../server/features/settings/settingsService.ts";
import { type AppConfig, testConfig } from "../../server/platform/config.ts";
import type { SiteSettingsInput } from "../../shared/schemas/settings.ts";
import { type RunningS3Server, startS3Server } from "../../test/support/s3Server.ts";
import { type ReservedDatabase, reserveTestDatabase } from "../../test/support/testDatabases.ts";
import { E2E_EXPECTED_FAILURES, E2E_SETTINGS, seedE2eContent } from "./fixture.ts";
import { unexpectedProblems, watchContext } from "./pageProblems.ts";
import { seedStaffUsers } from "./staffUsers.ts";

export interface Site {
  app: FastifyInstance;
  baseUrl: string;
  browser: Browser;
  /**
   * A fresh browser context (own cookies and session storage) and page. Every page of the
   * context is watched: a console error, an uncaught page error or a failed request to the site
   * fails the test after it ends, unless `expectFailures` allowed it. Its pages' `goto` and
   * `reload` return once a public page has also hydrated (its script starts only after the page
   * has loaded, and a click before then is a click on plain HTML), unless `waitForHydration` is
   * false or the navigation waits only for `commit`.
   */
  open(options?: {
    width?: number;
    height?: number;
    /** The browser's User-Agent; headless Chromium's own names it a bot (views ignore bots). */
    userAgent?: string;
    waitForHydration?: boolean;
  }): Promise<{ page: Page; context: BrowserContext }>;
  /** Changes settings as an admin save would (and clears the page cache). */
  updateSettings(input: SiteSettingsInput): Promise<void>;
}

export interface SiteOptions {
  config?: Partial<AppConfig>;
  /** Where uploads go: local disk, or a real S3-protocol server (s3rver) on loopback. */
  storage?: "disk" | "s3";
  /** SQLite, or a scratch PostgreSQL database made on the server at TEST_DATABASE_URL. */
  database?: "sqlite" | "postgres";
}

/**
 * How long a test waits for something a person would see (a row, a toast, a page): a server
 * round trip takes milliseconds, but the machine running the suite is shared by several
 * browsers and test processes, where a pause of several seconds has been seen. A wrong result
 * still fails; it only fails later.
 */
export const SEEN_WITHIN_MS = 20_000;

/** The bucket lets the portal's pages PUT files straight into it, as a real bucket is set up to. */
async function allowUploadsFromBrowsers(s3: RunningS3Server): Promise<void> {
  const client = new S3Client({
    region: s3.options.region,
    endpoint: s3.options.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.options.accessKeyId!, secretAccessKey: s3.options.secretAccessKey! },
  });
  await client.send(
    new PutBucketCorsCommand({
      Bucket: s3.options.bucket,
      CORSConfiguration: {
        CORSRules: [
          {
            AllowedOrigins: ["*"],
            AllowedMethods: ["GET", "PUT"],
            AllowedHeaders: ["*"],
            MaxAgeSeconds: 600,
          },
        ],
      },
    }),
  );
  client.destroy();
}

/**
 * One server per spec file: the production build on a fresh database with the suite's help
 * center, listening on a free port, and one headless Chromium. After each test every browser
 * context it opened is checked for unexpected failures, then closed.
 */
export function startSite({ config = {}, storage = "disk", database = "sqlite" }: SiteOptions = {}): Site {
  const site = {} as Site;
  let dataDir = "";
  let contexts: BrowserContext[] = [];
  let s3: RunningS3Server | undefined;
  let postgres: ReservedDatabase | undefined;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-e2e-"));
    if (storage === "s3") {
      s3 = await startS3Server();
      await allowUploadsFromBrowsers(s3);
    }
    if (database === "postgres") postgres = await reserveTestDatabase("postgres");
    const app = await buildApp({
      config: testConfig({
        dataDir,
        host: "localhost",
        port: 0,
        publicRateLimitPerMinute: 1_000_000_000,
        ...(s3 ? { s3: s3.options } : {}),
        ...(postgres ? { databaseUrl: postgres.location.databaseUrl } : {}),
        ...config,
      }),
    });
    await seedE2eContent(app.ctx);
    await seedStaffUsers(app.ctx);
    await saveSiteSettings(app.ctx, E2E_SETTINGS);
    // A spec that must know its address before the app is built (PUBLIC_URL) names the port.
    await app.listen({ host: "localhost", port: config.port ?? 0 });
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    site.app = app;
    site.baseUrl = `http://localhost:${port}`;
    site.browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
    });
    site.open = async ({ width = 1280, height = 900, userAgent, waitForHydration = true } = {}) => {
      const context = await site.browser.newContext({
        viewport: { width, height },
        ...(userAgent ? { userAgent } : {}),
        baseURL: site.baseUrl,
        // The page policy lets images come from any https: address, as a real bucket's are; the
        // bucket here is s3rver on plain http, which the policy would block for that reason alone.
        bypassCSP: storage === "s3",
      });
      context.setDefaultTimeout(SEEN_WITHIN_MS);
      contexts.push(context);
      watchContext(context, E2E_EXPECTED_FAILURES);
      if (waitForHydration) context.on("page", waitForHydrationAfterNavigation);
      const page = await context.newPage();
      if (waitForHydration) waitForHydrationAfterNavigation(page);
      return { page, context };
    };
    site.updateSettings = async (input) => {
      await saveSiteSettings(app.ctx, input);
    };
  });
  afterEach(async () => {
    const opened = contexts;
    contexts = [];
    const problems = opened.flatMap((context) => unexpectedProblems(context));
    for (const context of opened) await context.close().catch(() => {});
    expect(problems, "console errors, page errors or failed requests no test expected").toEqual([]);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await site.browser?.close();
    await site.app?.close();
    await postgres?.drop();
    await s3?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return site;
}

/**
 * Whether the page has hydrated, or will never: the server's public pages carry the script
 * loader (`script[data-src]`) and mark `<html data-hydrated>` once hydrated; other documents
 * (the portal, JSON, files) have nothing to wait for.
 */
export function waitUntilHydrated(page: Page): Promise<unknown> {
  return page.waitForFunction(
    () =>
      !document.querySelector("script[data-src]") || document.documentElement.hasAttribute("data-hydrated"),
  );
}

const waitingPages = new WeakSet<Page>();

/** Makes the page's goto and reload also wait until the page they load has hydrated. */
function waitForHydrationAfterNavigation(page: Page): void {
  if (waitingPages.has(page)) return;
  waitingPages.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== "commit") await waitUntilHydrated(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== "commit") await waitUntilHydrated(page);
    return response;
  };
}

/** No serious or critical accessibility violation (axe). */
export async function expectAccessible(page: Page): Promise<void> {
  // Legacy mode runs axe in each frame and gathers the results here, instead of carrying every
  // node's partial result into a blank page to finish there; only violations are returned.
  // Together they cut the 27,000-element API reference from 77-92 s to 25 s with the same
  // violations. Cross-origin frames go untested either way (the suite has no network).
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  const bad = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  expect(
    bad.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
    ),
  ).toEqual([]);
}
