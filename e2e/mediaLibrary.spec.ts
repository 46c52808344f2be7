import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { signIn } from "./support/signIn.ts";
import { expectAccessible, expectNoScriptErrors, startSite } from "./support/site.ts";

const site = startSite();

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#1e7e34" } })
    .png()
    .toBuffer();

/** A gate a routed request waits behind, so an in-between state can be seen without sleeping. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe("media library", () => {
  it("uploads chosen files with progress, then lists them newest first with a toast", async () => {
    const { page, errors } = await site.open();
    await signIn(page, "editor", "/admin/media");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Media Library");
    await page.getByText("Manage uploaded files and images").waitFor();
    await page.getByText("No files uploaded yet.").waitFor();
    await page.getByText("PNG, JPG, GIF up to 10MB").waitFor();
    await expectAccessible(page);

    const upload = page.getByRole("button", { name: /^Upload \d+ file\(s\)$/ });
    expect(await upload.textContent()).toBe("Upload 0 file(s)");
    expect(await upload.isDisabled()).toBe(true);

    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    const chooser = page.getByLabel("Choose files");
    await chooser.setInputFiles([
      { name: "trail-map.png", mimeType: "image/png", buffer: await png(1200, 800) },
      { name: "care-guide.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") },
      { name: "spare.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") },
      { name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(10 * 1024 * 1024 + 1) },
      { name: "drawing.svg", mimeType: "image/svg+xml", buffer: Buffer.from("<svg/>") },
    ]);
    expect(alerts).toEqual([
      "File huge.png is too large. Maximum size is 10MB.",
      "File drawing.svg is not a supported file type.",
    ]);
    const selected = page.getByRole("listitem").filter({ hasText: /\d KB$/ });
    await page.getByRole("heading", { name: "Selected Files" }).waitFor();
    expect(await selected.count()).toBe(3);
    expect(await selected.first().textContent()).toMatch(/^trail-map\.png[\d.]+ KB$/);
    await page.getByRole("button", { name: "Remove spare.pdf" }).click();
    expect(await upload.textContent()).toBe("Upload 2 file(s)");

    // Hold the second finalize so the half-way state can be seen.
    const second = gate();
    let finalizes = 0;
    await page.route("**/api/media/finalize", async (route) => {
      finalizes += 1;
      if (finalizes === 2) await second.opened;
      await route.continue();
    });
    await upload.click();
    const progress = page.getByRole("progressbar", { name: "Upload progress" });
    await expect.poll(() => progress.getAttribute("aria-valuenow")).toBe("50");
    expect(await page.getByRole("button", { name: "Uploading..." }).isDisabled()).toBe(true);
    second.open();

    const toast = page.getByTestId("toast");
    await toast.getByText("Cloud upload successful").waitFor();
    await toast.getByText("2 file(s) uploaded to cloud storage successfully.").waitFor();
    expect(await upload.textContent()).toBe("Upload 0 file(s)");
    expect(await page.getByRole("heading", { name: "Selected Files" }).count()).toBe(0);
    const recent = await page.getByTestId("recent-uploads").getByRole("listitem").allTextContents();
    expect(recent).toHaveLength(2);
    for (const path of recent) expect(path).toMatch(/^\/uploads\/media\/[0-9a-f-]{36}\.(png|pdf)$/);

    const cards = page.getByTestId("media-card");
    await expect.poll(() => cards.count()).toBe(2);
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
    expectNoScriptErrors(errors);
  });

  it("searches file names and says when nothing matches", async () => {
    const { page } = await site.open();
    await signIn(page, "editor", "/admin/media");
    const cards = page.getByTestId("media-card");
    await expect.poll(() => cards.count()).toBeGreaterThan(1);
    await page.getByRole("searchbox", { name: "Search files" }).fill("TRAIL");
    await expect.poll(() => cards.allTextContents()).toEqual([expect.stringContaining("trail-map.png")]);
    await page.getByRole("searchbox", { name: "Search files" }).fill("no such file");
    await page.getByText("No files found matching your search.").waitFor();
  });

  it("copies a file's address and loads more files as the last card scrolls into view", async () => {
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
    await expect.poll(() => cards.count()).toBe(20);

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
    await expect.poll(() => cards.count()).toBe(40);
    await cards.last().scrollIntoViewIfNeeded();
    await expect.poll(() => cards.count()).toBe(47);
    expect(await cards.last().textContent()).toContain("log-00.txt");
    expect(await cards.last().textContent()).toContain("2 KB");
  });

  it("deletes a file after confirming, and works from the keyboard", async () => {
    const { page } = await site.open();
    await signIn(page, "admin", "/admin/media");
    await page.getByRole("searchbox", { name: "Search files" }).fill("care-guide");
    const cards = page.getByTestId("media-card");
    await expect.poll(() => cards.count()).toBe(1);
    await page.getByRole("button", { name: "Delete care-guide.pdf" }).focus();
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("alertdialog");
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain("Are you sure you want to delete care-guide.pdf?");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await page.getByText("No files found matching your search.").waitFor();
  });

  it("tells the user when the server refuses a file, and when the list cannot be loaded", async () => {
    const { page } = await site.open();
    await signIn(page, "editor", "/admin/media");
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    // HTML dressed as a PNG passes the browser's check (it trusts the name); the server reads it.
    await page.getByLabel("Choose files").setInputFiles({
      name: "cat.png",
      mimeType: "image/png",
      buffer: Buffer.from("<!doctype html><script>alert(1)</script>"),
    });
    await page.getByRole("button", { name: "Upload 1 file(s)" }).click();
    await expect.poll(() => alerts.length).toBe(1);
    expect(alerts[0]).toMatch(/^Upload failed\. Please try again\.\n\nFailed to upload file: /);
    expect(await page.getByRole("button", { name: "Upload 1 file(s)" }).isEnabled()).toBe(true);

    await page.route("**/api/admin/media?**", (route) => route.abort());
    await page.getByRole("searchbox", { name: "Search files" }).fill("anything");
    await page.getByText("Failed to fetch media").waitFor();
  });
});
