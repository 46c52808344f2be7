/**
 * Takes the README's screenshots from the production build (`npm run build` first): the demo
 * help center on a scratch SQLite database, an editor's staged changes to a published article,
 * the editor showing them. Writes docs/images/*.png.
 *
 *   node --import tsx scripts/screenshots.ts
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { buildApp } from "../server/app/buildApp.ts";
import { createAccount } from "../server/features/users/userAccounts.ts";
import { testConfig } from "../server/platform/config.ts";
import { projectRoot } from "../server/platform/paths.ts";
import { seedDemo } from "../server/seed/seedDemo.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./support/chromiumArgs.ts";

const EDITOR = { email: "dana@example.com", password: "Screenshot-Editor-2290" };
const OUT_DIR = path.join(projectRoot, "docs/images");

if (!fs.existsSync(path.join(projectRoot, "dist/server/entryServer.js")))
  throw new Error("No production build: run `npm run build` first.");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-screenshots-"));
const app = await buildApp({ config: testConfig({ dataDir, host: "localhost", port: 0 }) });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
try {
  await seedDemo(app.ctx);
  await createAccount(app.ctx, { ...EDITOR, role: "editor" });
  await app.listen({ host: "localhost", port: 0 });
  const address = app.server.address();
  const baseUrl = `http://localhost:${typeof address === "object" && address ? address.port : 0}`;

  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, baseURL: baseUrl });
  const headers = { origin: baseUrl };
  const signedIn = await context.request.post("/api/login", { data: EDITOR, headers });
  if (!signedIn.ok()) throw new Error(`sign-in failed: ${signedIn.status()}`);
  const [target] = (await (await context.request.get("/api/admin/articles?status=published")).json()) as {
    id: number;
  }[];
  if (!target) throw new Error("The demo has no published article");
  const live = (await (await context.request.get(`/api/admin/articles/${target.id}`)).json()) as Record<
    string,
    unknown
  > & { title: string };
  // A staged save carries the whole article, as the editor sends it; only the title changes.
  const staged = await context.request.put(`/api/admin/articles/${target.id}/draft`, {
    headers,
    data: {
      title: `${live.title} (2027 update)`,
      summary: live.summary,
      contentHtml: live.contentHtml,
      status: "published",
      categoryId: live.categoryId,
      coverImageUrl: live.coverImageUrl,
      tags: live.tags,
      updatedAt: live.updatedAt,
    },
  });
  if (!staged.ok()) throw new Error(`staging failed: ${staged.status()} ${await staged.text()}`);

  const page = await context.newPage();
  await page.goto(`/admin/articles/${target.id}/edit`);
  await page.getByRole("region", { name: "This article has unpublished changes" }).waitFor();
  await page.getByRole("list", { name: "Article activity" }).waitFor();
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const file = path.join(OUT_DIR, "editor-unpublished-changes.png");
  await page.screenshot({ path: file });
  console.log(`wrote ${path.relative(projectRoot, file)}`);
} finally {
  await browser.close();
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
