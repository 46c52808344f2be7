import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Category } from "../shared/schemas/category.ts";
import { expectToast } from "./support/editorPage.ts";
import { signIn } from "./support/signIn.ts";
import { expectAccessible, startSite } from "./support/site.ts";

const site = startSite();

const rowNames = (page: Page) =>
  page.getByTestId("category-row").locator("td:nth-child(3)").allTextContents();

async function storedOrder(): Promise<string[]> {
  const { db } = site.app.ctx;
  const rows = await db
    .selectFrom("categories")
    .select(["name", "displayOrder"])
    .orderBy("displayOrder")
    .execute();
  return rows.map((row) => `${row.displayOrder} ${row.name}`);
}

describe("categories: reorder, empty ones hidden, deletes that say what they take", () => {
  it("reorders by keyboard with every step announced, and saves unique orders", async () => {
    const { page } = await site.open();
    await signIn(page, "editor", "/admin/categories");
    await expect.poll(() => rowNames(page)).toEqual(["Tents & Shelters", "Orders & Shipping", "Empty Shelf"]);
    const announcement = page.getByTestId("reorder-announcement");
    const handle = page.getByRole("button", { name: /^Reorder Orders & Shipping/ });
    await handle.focus();
    await page.keyboard.press("Space");
    await expect
      .poll(() => announcement.textContent())
      .toBe(
        "Orders & Shipping picked up, position 2 of 3. Use the arrow keys to move it, Space to drop it, Escape to cancel.",
      );
    expect(await handle.getAttribute("aria-pressed")).toBe("true");
    await expectAccessible(page);

    await page.keyboard.press("ArrowUp");
    await expect.poll(() => announcement.textContent()).toBe("Orders & Shipping moved to position 1 of 3.");
    expect(await rowNames(page)).toEqual(["Orders & Shipping", "Tents & Shelters", "Empty Shelf"]);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => announcement.textContent()).toBe("Orders & Shipping moved to position 3 of 3.");
    // The handle keeps the focus while its row moves.
    expect(await handle.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.keyboard.press("Escape");
    await expect
      .poll(() => announcement.textContent())
      .toBe("Reordering cancelled. Orders & Shipping is back at position 2 of 3.");
    expect(await rowNames(page)).toEqual(["Tents & Shelters", "Orders & Shipping", "Empty Shelf"]);

    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Space");
    await expectToast(page, "Category order saved");
    await expect.poll(() => announcement.textContent()).toBe("The new order is saved.");
    expect(await storedOrder()).toEqual(["0 Orders & Shipping", "1 Tents & Shelters", "2 Empty Shelf"]);
    await page.reload();
    await expect.poll(() => rowNames(page)).toEqual(["Orders & Shipping", "Tents & Shelters", "Empty Shelf"]);
  });

  it("reorders by dragging a row with the pointer", async () => {
    const { page } = await site.open();
    await signIn(page, "editor", "/admin/categories");
    const rows = page.getByTestId("category-row");
    await expect.poll(() => rows.count()).toBe(3);
    const before = await rowNames(page);
    await rows.filter({ hasText: "Empty Shelf" }).dragTo(rows.first());
    await expectToast(page, "Category order saved");
    const after = ["Empty Shelf", ...before.filter((name) => name !== "Empty Shelf")];
    await expect.poll(() => rowNames(page)).toEqual(after);
    expect(await storedOrder()).toEqual(after.map((name, index) => `${index} ${name}`));
  });

  it("names the category and how many articles go with it before deleting", async () => {
    const { page } = await site.open();
    await signIn(page, "editor", "/admin/categories");
    const tents = (await (await page.request.get("/api/admin/categories")).json()).find(
      (category: Category) => category.name === "Tents & Shelters",
    ) as Category;
    expect(tents.articleCount).toBeGreaterThan(1);
    await page.getByRole("button", { name: "Delete Tents & Shelters" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Tents & Shelters?" });
    expect(await confirm.textContent()).toContain(
      `Delete the category "Tents & Shelters" and the ${tents.articleCount} articles in it (drafts included)? This cannot be undone.`,
    );
    await expectAccessible(page);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Delete Empty Shelf" }).click();
    expect(await page.getByRole("alertdialog", { name: "Delete Empty Shelf?" }).textContent()).toContain(
      'Delete the category "Empty Shelf"? It holds no articles.',
    );
  });

  it("leaves categories with nothing published off the public site's lists", async () => {
    const { page } = await site.open();
    await page.goto("/");
    const cards = page.getByTestId("category-card");
    expect(await cards.allTextContents()).not.toContainEqual(expect.stringContaining("Empty Shelf"));
    expect(await cards.count()).toBe(2);
    const sitemap = await (await page.request.get("/api/public/sitemap.xml")).text();
    expect(sitemap).not.toContain("/c/empty-shelf");
    expect(sitemap).toContain("/c/tents");
  });
});
