import { describe, expect, it } from "vitest";
import { formatLongDate, formatShortDate } from "../client/ui/formatDate.ts";
import { expectToast } from "./support/editorPage.ts";
import { publicArticle } from "./support/publicApi.ts";
import { signIn } from "./support/signIn.ts";
import { startSite } from "./support/site.ts";

/**
 * The public pages and the editor's save and publish on PostgreSQL (the rest of the browser
 * suite runs on SQLite). Without TEST_DATABASE_URL there is no server to run on: the run
 * reports these tests as skipped.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("the site on PostgreSQL", () => {
  const site = startSite({ database: "postgres" });

  it("serves home, category, article and search pages from PostgreSQL", async () => {
    const { page } = await site.open();
    expect((await page.goto("/"))?.status()).toBe(200);
    const categories = page.getByTestId("category-card");
    // The fixture's empty category is not listed.
    expect(await categories.count()).toBe(2);
    expect(await categories.first().textContent()).toContain("14 articles");
    expect(
      await page.getByTestId("featured-article").filter({ hasText: "How to pitch a tent" }).count(),
    ).toBe(1);

    expect((await page.goto("/c/tents"))?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Tents & Shelters");
    expect(await page.getByTestId("category-article").count()).toBe(12);
    const card =
      (await page
        .getByTestId("category-article")
        .filter({ hasText: "Waterproofing your tent" })
        .textContent()) ?? "";
    const waterproofing = await publicArticle(site, "waterproofing-your-tent");
    expect(card).toContain(`Updated ${formatShortDate(waterproofing.updatedAt)}`);

    expect((await page.goto("/a/pitch-a-tent"))?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("How to pitch a tent");
    const pitch = await publicArticle(site, "pitch-a-tent");
    expect(await page.locator("article").textContent()).toContain(
      `Updated ${formatLongDate(pitch.updatedAt)}`,
    );
    expect(await page.getByTestId("article-body").locator("table").count()).toBe(1);

    expect((await page.goto("/search?q=waterproofing"))?.status()).toBe(200);
    const results = page.getByTestId("search-result");
    expect(await results.first().textContent()).toContain("Waterproofing your tent");
    expect(await results.first().locator("mark").count()).toBeGreaterThan(0);
  });

  it("saves a draft and publishes it from the editor; the public site and search show it", async () => {
    const { page } = await site.open();
    await signIn(page, "editor", "/admin/articles/new");
    await page.getByLabel("Title", { exact: true }).fill("Drying a wet tent");
    await page.getByLabel("Summary").fill("Never pack it away damp.");
    await page.getByRole("textbox", { name: "Article content" }).click();
    await page.keyboard.type("Hang the fly over a line in the shade.");
    await page.getByRole("button", { name: "Save Draft" }).click();
    await expectToast(page, "Article created");
    await page.waitForURL(/\/admin\/articles\/\d+\/edit$/);
    const articleId = Number(/articles\/(\d+)\/edit/.exec(page.url())![1]);
    const draft = await (await page.request.get(`/api/admin/articles/${articleId}`)).json();
    expect(draft).toMatchObject({ slug: "drying-a-wet-tent", status: "draft" });
    expect(draft.contentHtml).toContain("Hang the fly over a line in the shade.");
    expect((await fetch(`${site.baseUrl}/api/public/articles/drying-a-wet-tent`)).status).toBe(404);

    await page.getByLabel("Verification interval").selectOption("1-month");
    await page.getByRole("button", { name: "Publish" }).click();
    await expectToast(page, "Article published");
    expect((await (await page.request.get(`/api/admin/articles/${articleId}`)).json()).status).toBe(
      "published",
    );

    await page.goto("/a/drying-a-wet-tent");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Drying a wet tent");
    expect(await page.getByTestId("article-body").textContent()).toContain(
      "Hang the fly over a line in the shade.",
    );
    // The search index takes the publication in as it is saved; the page is asked again until then.
    await expect
      .poll(async () => {
        await page.goto("/search?q=drying");
        return page.getByTestId("search-result").allTextContents();
      })
      .toContainEqual(expect.stringContaining("Drying a wet tent"));
  });
});
