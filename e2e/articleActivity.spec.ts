import { describe, expect, it } from "vitest";
import { makeArticle } from "../test/support/contentFactory.ts";
import { expectToast } from "./support/editorPage.ts";
import { signIn } from "./support/signIn.ts";
import { expectAccessible, startSite } from "./support/site.ts";

const site = startSite();

describe("the editor's activity panel", () => {
  it("lists who did what to the article, newest first, and adds a staged save at once", async () => {
    const article = await makeArticle(site.app.ctx, {
      slug: "activity-stakes",
      title: "Choosing tent stakes",
      status: "draft",
      verificationInterval: "3-months",
    });
    const { page } = await site.open();
    await signIn(page, "editor", "/admin/articles");
    const headers = { origin: site.baseUrl };
    expect((await page.request.post(`/api/admin/articles/${article.id}/publish`, { headers })).status()).toBe(
      200,
    );
    expect((await page.request.post(`/api/admin/articles/${article.id}/verify`, { headers })).status()).toBe(
      200,
    );

    await page.goto(`/admin/articles/${article.id}/edit`);
    const activity = page.getByRole("list", { name: "Article activity" });
    await activity.waitFor();
    const items = activity.getByRole("listitem");
    await expect.poll(() => items.count()).toBe(2);
    expect(await items.nth(0).textContent()).toContain("editor@example.com");
    expect(await items.nth(1).textContent()).toContain('Published "Choosing tent stakes"');

    await page.getByLabel("Title", { exact: true }).fill("Choosing stakes for sand");
    await page.getByRole("button", { name: "Save Draft" }).click();
    await expectToast(page, "Changes saved");
    await expect.poll(() => items.count()).toBe(3);
    expect(await items.nth(0).textContent()).toContain('Saved unpublished changes to "Choosing tent stakes"');
    await expectAccessible(page);
  });
});
