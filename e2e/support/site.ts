import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { FastifyInstance } from "fastify";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, expect } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/support/chromiumArgs.ts";
import { buildApp } from "../../server/app/buildApp.ts";
import { saveSiteSettings } from "../../server/features/settings/settingsService.ts";
import { type AppConfig, testConfig } from "../../server/platform/config.ts";
import type { SiteSettingsInput } from "../../shared/schemas/settings.ts";
import { E2E_SETTINGS, seedE2eContent } from "./fixture.ts";
import { seedStaffUsers } from "./staffUsers.ts";

export interface Site {
  app: FastifyInstance;
  baseUrl: string;
  browser: Browser;
  /** A fresh browser context (own cookies and session storage) and page; console errors are collected. */
  open(options?: {
    width?: number;
    height?: number;
  }): Promise<{ page: Page; context: BrowserContext; errors: string[] }>;
  /** Changes settings as an admin save would (and clears the page cache). */
  updateSettings(input: SiteSettingsInput): Promise<void>;
}

/**
 * One server per spec file: the production build on a fresh SQLite database with the suite's
 * help center, listening on a free port, and one headless Chromium.
 */
export function startSite(config: Partial<AppConfig> = {}): Site {
  const site = {} as Site;
  let dataDir = "";
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-e2e-"));
    const app = await buildApp({
      config: testConfig({
        dataDir,
        host: "localhost",
        port: 0,
        publicRateLimitPerMinute: 1_000_000_000,
        ...config,
      }),
    });
    await seedE2eContent(app.ctx);
    await seedStaffUsers(app.ctx);
    await saveSiteSettings(app.ctx, E2E_SETTINGS);
    await app.listen({ host: "localhost", port: 0 });
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    site.app = app;
    site.baseUrl = `http://localhost:${port}`;
    site.browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
    });
    site.open = async ({ width = 1280, height = 900 } = {}) => {
      const context = await site.browser.newContext({ viewport: { width, height }, baseURL: site.baseUrl });
      contexts.push(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      return { page, context, errors };
    };
    site.updateSettings = async (input) => {
      await saveSiteSettings(app.ctx, input);
    };
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await site.browser?.close();
    await site.app?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return site;
}

/** No serious or critical accessibility violation (axe). */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
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

/** No hydration mismatch or script error was reported in the console. */
export function expectNoScriptErrors(errors: string[]): void {
  // A missing logo is expected in this suite (the fallback is under test); nothing else is.
  expect(errors.filter((text) => !text.includes("Failed to load resource"))).toEqual([]);
}
