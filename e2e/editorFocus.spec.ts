import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { insertArticleVersion } from "../server/features/articles/articleVersionRepo.ts";
import { makeArticle } from "../test/support/contentFactory.ts";
import { expectToast } from "./support/editorPage.ts";
import { signIn } from "./support/signIn.ts";
import { expectAccessible, startSite } from "./support/site.ts";

const site = startSite();

const hasFocus = (locator: Locator) => locator.evaluate((node) => node === document.activeElement);
const bodyHasFocus = (page: Page) =>
  page.evaluate(() => document.activeElement?.classList.contains("ProseMirror") ?? false);

describe("focus and small things in the editor", () => {
  it("focuses a new article's title and keeps focus where it was through every save, the first Ctrl+S included", async () => {
    const { page } = await site.open();
    await signIn(page, "editor", "/admin/articles/new");
    const title = page.getByLabel("Title", { exact: true });
    await expect.poll(() => hasFocus(title)).toBe(true);
    await page.keyboard.type("Lighting a stove in wind");
    await page.getByLabel("Summary").fill("Shield the flame.");
    await page.getByLabel("Category").selectOption({ label: "Tents & Shelters" });
    const body = page.getByRole("textbox", { name: "Article content" });
    await body.click();
    await page.keyboard.type("Turn your back to the wind");

    // The first save of a new article moves it to its own address; the caret stays in the text.
    await page.keyboard.press("Control+s");
    await expectToast(page, "Article created");
    await page.waitForURL(/\/admin\/articles\/\d+\/edit$/);
    await page.getByRole("heading", { name: "Edit Article" }).waitFor();
    expect(await bodyHasFocus(page)).toBe(true);
    await page.keyboard.type(" first.");
    expect(await body.textContent()).toBe("Turn your back to the wind first.");

    await title.focus();
    await page.keyboard.press("End");
    await page.keyboard.type(" safely");
    await page.keyboard.press("Control+s");
    await expect.poll(() => page.getByTestId("toast").last().textContent()).toContain("Article updated");
    expect(await hasFocus(title)).toBe(true);

    const saveDraft = page.getByRole("button", { name: "Save Draft" });
    await page.getByLabel("Summary").fill("Shield the flame with your body.");
    await saveDraft.click();
    await expect.poll(() => saveDraft.textContent()).toBe("Save Draft");
    expect(await hasFocus(saveDraft)).toBe(true);
    await expectAccessible(page);
  });

  it("names the author of imported content and tells apart versions saved in the same minute", async () => {
    const article = await makeArticle(site.app.ctx, {
      slug: "seam-sealing",
      title: "Seam sealing",
      summary: "Keep the rain out.",
      status: "draft",
      authorName: "Trailhead Outfitters Support Team",
      createdAt: "2026-05-04T10:15:07.000Z",
    });
    // A second save 35 seconds later, in the same minute.
    const [first] = await site.app.ctx.db
      .selectFrom("articleVersions")
      .select("snapshot")
      .where("articleId", "=", article.id)
      .execute();
    await insertArticleVersion(site.app.ctx.db, {
      articleId: article.id,
      snapshot: first!.snapshot,
      editorId: null,
      authorName: "Trailhead Outfitters Support Team",
      createdAt: "2026-05-04T10:15:42.000Z",
    });
    const { page } = await site.open();
    await signIn(page, "editor", `/admin/articles/${article.id}/edit`);
    const history = page.getByRole("button", { name: /^(Current|Version \d)/ });
    await expect.poll(() => history.count()).toBe(2);
    const lines = await history.allTextContents();
    expect(lines[0]).toMatch(
      /^CurrentMay 4, 2026 \d{1,2}:\d{2}:42 [AP]Mby Trailhead Outfitters Support Team$/,
    );
    expect(lines[1]).toMatch(
      /^Version 1May 4, 2026 \d{1,2}:\d{2}:07 [AP]Mby Trailhead Outfitters Support Team$/,
    );
  });
});
