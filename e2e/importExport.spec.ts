import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { extractZip } from "../server/features/transfer/safeZipExtract.ts";
import { projectRoot } from "../server/platform/paths.ts";
import { zipOfFolder } from "../test/support/zipFiles.ts";
import { signIn } from "./support/signIn.ts";
import { expectAccessible, startSite } from "./support/site.ts";

const site = startSite();
const FIXTURE = path.join(projectRoot, "test", "fixtures", "zendesk");
const articleCount = (
  JSON.parse(fs.readFileSync(path.join(FIXTURE, "articles.json"), "utf8")) as { articles: unknown[] }
).articles.length;
const work = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-e2e-import-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe("Import & export screen", () => {
  it("uploads a Zendesk .zip, shows its dry run, imports it with progress, and downloads an export", async () => {
    const archive = path.join(work, "zendesk-export.zip");
    fs.writeFileSync(archive, await zipOfFolder(FIXTURE, "zendesk-export"));
    const { page } = await site.open();
    await signIn(page, "admin", "/admin/import-export");
    await page.getByRole("heading", { name: "Import & export", level: 1 }).waitFor();
    await expectAccessible(page);

    await page.getByLabel("Archive (.zip)").setInputFiles(archive);
    await page.getByLabel("Source").selectOption("auto");
    await page.getByRole("button", { name: "Upload and check" }).click();

    const check = page.getByRole("heading", { name: /Check of zendesk-export\.zip \(Zendesk Guide\)/ });
    await check.waitFor({ timeout: 60_000 });
    const checked = page.getByRole("region", { name: /Check of zendesk-export\.zip/ });
    expect(await checked.getByText("Would create", { exact: true }).count()).toBe(1);
    expect(await checked.textContent()).toContain(`${articleCount} articles, 8 categories`);
    // The fixture's broken references are listed under their article.
    const warnings = page.getByRole("table", { name: /Warnings and skipped items/ });
    expect(await warnings.textContent()).toMatch(/unresolved reference/);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Import now" }).click();
    const progress = page.getByRole("progressbar", { name: /Importing zendesk-export\.zip/ });
    await progress.waitFor();
    expect(await progress.getAttribute("aria-valuemin")).toBe("0");
    expect(Number(await progress.getAttribute("aria-valuenow"))).toBeGreaterThanOrEqual(0);
    await expectAccessible(page);

    await page
      .getByRole("heading", { name: /Imported zendesk-export\.zip \(Zendesk Guide\)/ })
      .waitFor({ timeout: 120_000 });
    const done = page.getByRole("region", { name: /Imported zendesk-export\.zip/ });
    expect(await done.getByText("Created", { exact: true }).count()).toBe(1);
    expect(await done.textContent()).toContain(`${articleCount} articles, 8 categories`);
    await expectAccessible(page);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download export (.zip)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^cairn-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const saved = path.join(work, "export.zip");
    await download.saveAs(saved);
    await extractZip(saved, path.join(work, "export"));
    const files = (fs.readdirSync(path.join(work, "export"), { recursive: true }) as string[]).map((name) =>
      name.split(path.sep).join("/"),
    );
    expect(files).toContain("redirects.json");
    expect(files.filter((name) => name.endsWith(".md")).length).toBeGreaterThanOrEqual(articleCount);
  });

  it("is for admins only", async () => {
    const { page } = await site.open();
    await signIn(page, "editor", "/admin/import-export");
    await page.getByRole("heading", { name: "Access Denied" }).waitFor();
    expect(await page.getByRole("button", { name: "Upload and check" }).count()).toBe(0);
  });
});
