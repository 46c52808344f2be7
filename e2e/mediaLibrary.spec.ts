import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeMediaFile } from "../server/features/media/mediaUploads.ts";
import { expectFailures } from "./support/pageProblems.ts";
import { signIn } from "./support/signIn.ts";
import { expectAccessible, type Site, startSite } from "./support/site.ts";

const site = startSite();
/** Uploads run sharp on a shared machine: give the page time to catch up. */
const POLL = { timeout: 20_000 };
const PDF = Buffer.from("%PDF-1.4\n%%EOF\n");

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#1e7e34" } })
    .png()
    .toBuffer();

/**
 * Files the upload test chooses are files on disk: Chromium reads a chosen path itself, where a
 * buffer would be sent through the protocol as base64 and rebuilt in the page (for the file over
 * 10 MB that took most of Playwright's 30 s action limit on a busy machine).
 */
let fileDir = "";
beforeAll(() => {
  fileDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-media-spec-"));
});
afterAll(() => {
  if (fileDir) fs.rmSync(fileDir, { recursive: true, force: true });
});

/** Writes `content` to a file named `name`; a number makes a sparse file of that many bytes. */
function onDisk(name: string, content: Buffer | number): string {
  const file = path.join(fileDir, name);
  if (typeof content === "number") {
    fs.writeFileSync(file, "");
    fs.truncateSync(file, content);
  } else {
    fs.writeFileSync(file, content);
  }
  return file;
}

/** A file of the test's own, stored as an upload stores one, so no test relies on another's uploads. */
async function ownFile(filename: string, bytes: Buffer, declaredType: string, on: Site = site) {
  return storeMediaFile(on.app.ctx, { bytes, filename, declaredType, uploadedById: null });
}

/** For a test that counts every file in the library: whatever earlier tests stored is gone. */
async function emptyLibrary() {
  await site.app.ctx.db.deleteFrom("mediaFiles").execute();
}

/** A gate a routed request waits behind, so an in-between state can be seen without sleeping. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe("media library", () => {
  it("uploads chosen files at once with progress and an error per file, then lists them newest first", async () => {
    await emptyLibrary();
    // Small enough that no resized copies are made (the public pages' specs cover those).
    const chosen = [
      onDisk("trail-map.png", await png(320, 200)),
      onDisk("care-guide.pdf", PDF),
      // One byte over the limit without writing 10 MB: the browser refuses it by its size alone.
      onDisk("huge.png", 10 * 1024 * 1024 + 1),
      onDisk("drawing.svg", Buffer.from("<svg/>")),
    ];
    const { page } = await site.open();
    await signIn(page, "editor", "/admin/media");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Media Library");
    await page.getByText("Manage uploaded files and images").waitFor();
    await page.getByText("No files uploaded yet.").waitFor();
    await page.getByText("PNG, JPG, GIF up to 10MB").waitFor();
    await expectAccessible(page);

    // Hold the second finalize so the half-way state can be seen.
    const second = gate();
    let finalizes = 0;
    await page.route("**/api/media/finalize", async (route) => {
      finalizes += 1;
      if (finalizes === 2) await second.opened;
      await route.continue();
    });
    // Choosing is uploading: there is no second step.
    await page.getByLabel("Choose files").setInputFiles(chosen);
    const entries = page.getByTestId("upload-entry");
    await expect.poll(() => entries.count(), POLL).toBe(4);
    const entry = (name: string) => entries.filter({ hasText: name });
    // Each refused file says why, in its own row; the others upload.
    expect(await entry("huge.png").getByRole("alert").textContent()).toBe(
      "huge.png is too large. Maximum size is 10MB.",
    );
    expect(await entry("drawing.svg").getByRole("alert").textContent()).toBe(
      "drawing.svg is not a supported file type.",
    );
    await expect
      .poll(() => entry("trail-map.png").getByTestId("upload-status").textContent(), POLL)
      .toBe("Uploaded");
    expect(
      await entry("trail-map.png")
        .getByRole("progressbar", { name: "Uploading trail-map.png" })
        .getAttribute("aria-valuenow"),
    ).toBe("100");
    const guideProgress = entry("care-guide.pdf").getByRole("progressbar", {
      name: "Uploading care-guide.pdf",
    });
    expect(Number(await guideProgress.getAttribute("aria-valuenow"))).toBeLessThan(100);
    expect(await entry("care-guide.pdf").getByTestId("upload-status").textContent()).toMatch(/^\d+%$/);
    await expectAccessible(page);
    second.open();

    const toast = page.getByTestId("toast");
    await toast.getByText("Cloud upload successful").waitFor();
    await toast.getByText("2 file(s) uploaded to cloud storage successfully.").waitFor();
    await expect
      .poll(() => entry("care-guide.pdf").getByTestId("upload-status").textContent(), POLL)
      .toBe("Uploaded");
    const recent = await page.getByTestId("recent-uploads").getByRole("listitem").allTextContents();
    expect(recent).toHaveLength(2);
    for (const stored of recent) expect(stored).toMatch(/^\/uploads\/media\/[0-9a-f-]{36}\.(png|pdf)$/);
    await page.getByRole("button", { name: "Dismiss huge.png" }).click();
    await expect.poll(() => entries.count(), POLL).toBe(3);

    const cards = page.getByTestId("media-card");
    await expect.poll(() => cards.count(), POLL).toBe(2);
    const first = await cards.first().textContent();
    expect(first).toContain("application");
    expect(first).toContain("care-guide.pdf");
    const image = cards.nth(1);
    expect(await image.textContent()).toMatch(/^image.*trail-map\.png[\d.]+ KB[A-Z][a-z]{2} \d{1,2}/);
    expect(await image.getByRole("img", { name: "trail-map.png" }).count()).toBe(1);
    const view = image.getByRole("link", { name: "View trail-map.png in a new tab" });
    expect(await view.getAttribute("target")).toBe("_blank");
    const served = await fetch(`${site.baseUrl}${await view.getAttribute("href")}`);
    expect(served.headers.get("content-type")).toBe("image/png");
    await expectAccessible(page);
  });

  it("searches file names and says when nothing matches", async () => {
    await ownFile("summit-route.png", await png(64, 48), "image/png");
    await ownFile("packing-list.pdf", PDF, "application/pdf");
    const { page } = await site.open();
    await signIn(page, "editor", "/admin/media");
    const cards = page.getByTestId("media-card");
    // Both are the newest files, so the first page shows them.
    await cards.filter({ hasText: "summit-route.png" }).waitFor();
    await cards.filter({ hasText: "packing-list.pdf" }).waitFor();
    await page.getByRole("searchbox", { name: "Search files" }).fill("SUMMIT");
    await expect
      .poll(() => cards.allTextContents(), POLL)
      .toEqual([expect.stringContaining("summit-route.png")]);
    await page.getByRole("searchbox", { name: "Search files" }).fill("no such file");
    await page.getByText("No files found matching your search.").waitFor();
  });

  it("copies a file's address and loads more files as the last card scrolls into view", async () => {
    // Exactly 45 files: two full pages of 20, then a last page of 5.
    await emptyLibrary();
    const start = Date.parse("2025-06-01T00:00:00Z");
    await site.app.ctx.db
      .insertInto("mediaFiles")
      .values(
        Array.from({ length: 45 }, (_, index) => ({
          filename: `log-${String(index).padStart(2, "0")}.txt`,
          mimeType: "text/plain",
          size: 2048,
          storageKey: `media/log-${index}.txt`,
          url: `/uploads/media/log-${index}.txt`,
          uploadedById: null,
          uploadedAt: new Date(start + index * 60_000).toISOString(),
          width: null,
          height: null,
        })),
      )
      .execute();
    const { page, context } = await site.open();
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signIn(page, "editor", "/admin/media");
    const cards = page.getByTestId("media-card");
    await expect.poll(() => cards.count(), POLL).toBe(20);

    await cards.first().getByRole("button", { name: "Copy URL" }).click();
    await page.getByTestId("toast").getByText("Copied to clipboard").waitFor();
    await page.getByTestId("toast").getByText("The URL has been copied to your clipboard.").waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`^${site.baseUrl}/uploads/media/`));

    const pageTwo = gate();
    await page.route("**/api/admin/media?page=2**", async (route) => {
      await pageTwo.opened;
      await route.continue();
    });
    await cards.last().scrollIntoViewIfNeeded();
    await page.getByText("Loading more files...").waitFor();
    pageTwo.open();
    await expect.poll(() => cards.count(), POLL).toBe(40);
    await cards.last().scrollIntoViewIfNeeded();
    await expect.poll(() => cards.count(), POLL).toBe(45);
    expect(await cards.last().textContent()).toContain("log-00.txt");
    expect(await cards.last().textContent()).toContain("2 KB");
  });

  it("deletes a file after confirming, and works from the keyboard", () => deleteFileFromLibrary(site));

  it("tells the user when the server refuses a file, and when the list cannot be loaded", async () => {
    const { page } = await site.open();
    await signIn(page, "editor", "/admin/media");
    expectFailures(page, [
      {
        because: "a file that is not what its name says is refused",
        status: 415,
        url: /\/api\/media\/finalize$/,
      },
      { because: "the media list request is cut off", status: "failed", url: /\/api\/admin\/media\?/ },
    ]);
    // HTML dressed as a PNG passes the browser's check (it trusts the name); the server reads it.
    await page.getByLabel("Choose files").setInputFiles({
      name: "cat.png",
      mimeType: "image/png",
      buffer: Buffer.from("<!doctype html><script>alert(1)</script>"),
    });
    const refused = page.getByTestId("upload-entry").filter({ hasText: "cat.png" });
    await expect
      .poll(() => refused.getByRole("alert").textContent(), POLL)
      .toMatch(/^Failed to upload file: /);
    expect(await refused.getByTestId("upload-status").textContent()).toBe("Failed");

    await page.route("**/api/admin/media?**", (route) => route.abort());
    await page.getByRole("searchbox", { name: "Search files" }).fill("anything");
    await page.getByText("Failed to fetch media").waitFor();
  });
});

/** Deletes a stored file from the library by keyboard, and checks its address no longer serves it. */
async function deleteFileFromLibrary(site: Site) {
  const file = await ownFile("old-manual.pdf", PDF, "application/pdf", site);
  // Served by the site (/uploads) or straight from the bucket.
  const address = new URL(file.url, site.baseUrl);
  expect((await fetch(address)).status).toBe(200);
  const { page } = await site.open();
  await signIn(page, "admin", "/admin/media");
  await page.getByRole("searchbox", { name: "Search files" }).fill("old-manual");
  const cards = page.getByTestId("media-card");
  await expect.poll(() => cards.allTextContents(), POLL).toEqual([expect.stringContaining("old-manual.pdf")]);
  await page.getByRole("button", { name: "Delete old-manual.pdf" }).focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("alertdialog");
  await confirm.waitFor();
  expect(await confirm.textContent()).toContain(
    "old-manual.pdf is not used in any article. It is removed from storage for good.",
  );
  await confirm.getByRole("button", { name: "Delete" }).click();
  await page.getByText("No files found matching your search.").waitFor();
  // Gone from storage too: its address no longer serves it.
  expect((await fetch(address)).status).toBe(404);
}

describe("media library, files in an S3 bucket", () => {
  const s3Site = startSite({ storage: "s3" });
  it("deletes a file after confirming, and works from the keyboard", () => deleteFileFromLibrary(s3Site));
});
