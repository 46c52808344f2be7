import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { makeArticle, makeCategory } from "../test/support/contentFactory.ts";
import { expectToast } from "./support/editorPage.ts";
import { signIn } from "./support/signIn.ts";
import { expectAccessible, startSite } from "./support/site.ts";

const site = startSite();
const LANTERN_ARTICLES = 45;
let lightingId = 0;

beforeAll(async () => {
  lightingId = (await makeCategory(site.app.ctx, { slug: "lighting", name: "Lighting" })).id;
  for (let n = 1; n <= LANTERN_ARTICLES; n += 1)
    await makeArticle(site.app.ctx, {
      slug: `lantern-guide-${n}`,
      title: `Lantern guide ${n}`,
      summary: `Lantern tip number ${n}`,
      status: n % 2 === 0 ? "draft" : "published",
      categoryId: lightingId,
    });
});

/** Chooses an option in each select (by its accessible name), all in one task of the page. */
async function chooseInOneTask(page: Page, choices: [name: string, value: string][]): Promise<void> {
  await page.evaluate((pairs) => {
    for (const [name, value] of pairs) {
      const select = document.querySelector<HTMLSelectElement>(`select[aria-label="${name}"]`);
      if (!select) throw new Error(`no select named ${name}`);
      select.value = value;
      select.dispatchEvent(new Event("change", { bubbles: true }));
    }
  }, choices);
}

describe("admin article list", () => {
  it("shows 20 articles, then loads more while scrolling, with 'Loading more articles...'", async () => {
    const { page } = await site.open();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/admin\/articles\?(.*&)?cursor=/, async (route) => {
      await held;
      await route.continue();
    });
    await signIn(page, "editor", "/admin/articles");
    const rows = page.locator("tbody tr");
    await expect.poll(() => rows.count()).toBe(20);
    await expectAccessible(page);
    const all = (await (await page.request.get("/api/admin/articles")).json()) as unknown[];
    expect(all.length).toBeGreaterThan(40);
    expect(await page.getByRole("columnheader").allTextContents()).toEqual([
      "Title",
      "Category",
      "Status",
      "Helpful Votes",
      "Updated",
      "Views",
      "Actions",
    ]);

    await rows.last().scrollIntoViewIfNeeded();
    await page.getByText("Loading more articles...").waitFor();
    release();
    await expect.poll(() => rows.count()).toBe(40);
    await expect
      .poll(async () => {
        await rows.last().scrollIntoViewIfNeeded();
        return rows.count();
      })
      .toBe(all.length);
  });

  it("searches on the server as you type and keeps search and filters in the address", async () => {
    const { page } = await site.open();
    await signIn(page, "editor", "/admin/articles");
    const rows = page.locator("tbody tr");
    await expect.poll(() => rows.count()).toBe(20);
    await page.getByRole("searchbox", { name: "Search articles" }).fill("lantern guide 1");
    await page.waitForURL((url) => url.searchParams.get("q") === "lantern guide 1");
    // "Lantern guide 1" and 10 to 19.
    await expect.poll(() => rows.count()).toBe(11);
    // A filter chosen before the search box's pause ends takes the words typed with it.
    await page.getByRole("searchbox", { name: "Search articles" }).fill("lantern guide 2");
    await page.getByLabel("Status").selectOption("draft");
    await page.waitForURL(
      (url) => url.searchParams.get("status") === "draft" && url.searchParams.get("q") === "lantern guide 2",
    );
    // Drafts are the even ones: 2 and 20 to 28.
    await expect.poll(() => rows.count()).toBe(6);
    expect(new Set(await rows.locator("td:nth-child(3)").allTextContents())).toEqual(new Set(["Draft"]));
    // Two filters changed in one task, before the router has rendered the first one's address:
    // the second must not start from the address before the first and undo it.
    await chooseInOneTask(page, [
      ["Category", String(lightingId)],
      ["Sort by", "title"],
    ]);
    await page.waitForURL(
      (url) =>
        url.searchParams.get("category") === String(lightingId) && url.searchParams.get("sort") === "title",
    );
    expect(new URL(page.url()).searchParams.get("status")).toBe("draft");

    await page.reload();
    await expect.poll(() => rows.count()).toBe(6);
    expect(await page.getByRole("searchbox", { name: "Search articles" }).inputValue()).toBe(
      "lantern guide 2",
    );
    expect(await page.getByLabel("Status").inputValue()).toBe("draft");
    expect(await page.getByLabel("Category").inputValue()).toBe(String(lightingId));

    await page.getByLabel("Category").selectOption("Orders & Shipping");
    await page.getByText("No articles found matching your search.").waitFor();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Clear search and filters" }).click();
    await expect.poll(() => rows.count()).toBe(20);
    // The order is no filter: it stays.
    expect(new URL(page.url()).search).toBe("?sort=title");

    // The menu's link to the bare list empties the search box too.
    const box = page.getByRole("searchbox", { name: "Search articles" });
    await box.fill("lantern");
    await page.waitForURL((url) => url.searchParams.get("q") === "lantern");
    await page.getByRole("navigation").getByRole("link", { name: "Articles", exact: true }).click();
    await page.waitForURL((url) => url.search === "");
    await expect.poll(() => box.inputValue()).toBe("");
    await expect.poll(() => rows.count()).toBe(20);
  });

  it("publishes a draft and deletes an article after confirming, with toasts", async () => {
    const { page } = await site.open();
    await signIn(page, "editor", "/admin/articles?q=lantern%20guide%202");
    const row = page.locator("tbody tr").filter({ hasText: "Lantern guide 2Lantern tip number 2" });
    await row.waitFor();
    expect(await row.getByRole("link", { name: /^View/ }).count()).toBe(0);
    await row.getByRole("button", { name: "Publish Lantern guide 2" }).click();
    await expectToast(page, "Article published");
    await expect.poll(() => row.locator("td:nth-child(3)").textContent()).toBe("Published");
    expect(await row.getByRole("button", { name: /^Publish/ }).count()).toBe(0);
    const view = row.getByRole("link", { name: "View Lantern guide 2 (opens in a new tab)" });
    expect(await view.getAttribute("href")).toBe("/a/lantern-guide-2");
    expect(await view.getAttribute("target")).toBe("_blank");

    await row.getByRole("button", { name: "Delete Lantern guide 2" }).click();
    const confirm = page.getByRole("alertdialog");
    expect(await confirm.textContent()).toContain("Are you sure you want to delete this article?");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    expect(await row.count()).toBe(1);
    await row.getByRole("button", { name: "Delete Lantern guide 2" }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Article deleted");
    await expect.poll(() => row.count()).toBe(0);
    expect((await page.request.get("/api/public/articles/lantern-guide-2")).status()).toBe(404);
  });

  it("invites to create the first article when there are none", async () => {
    await site.app.ctx.db.deleteFrom("articles").execute();
    const { page } = await site.open();
    await signIn(page, "admin", "/admin/articles");
    await page.getByText("No articles yet. Create your first article!").waitFor();
    const create = page.getByRole("link", { name: "Create Article" });
    expect(await create.getAttribute("href")).toBe("/admin/articles/new");
    await expectAccessible(page);
    await create.click();
    await page.getByRole("heading", { name: "New Article" }).waitFor();
  });
});
