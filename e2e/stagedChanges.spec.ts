import { describe, expect, it } from "vitest";
import { makeArticle } from "../test/support/contentFactory.ts";
import { expectToast } from "./support/editorPage.ts";
import { signIn } from "./support/signIn.ts";
import { expectAccessible, startSite } from "./support/site.ts";

const site = startSite();

/** The title a signed-out visitor sees on the article's public page. */
async function publicTitle(slug: string): Promise<string | number> {
  const response = await fetch(`${site.baseUrl}/api/public/articles/${slug}`);
  return response.ok ? ((await response.json()) as { title: string }).title : response.status;
}

describe("staged changes to a published article", () => {
  it("saves changes without touching the live page, compares, discards, publishes and unpublishes", async () => {
    const article = await makeArticle(site.app.ctx, {
      slug: "staged-drying",
      title: "Drying a wet tent",
      summary: "Never pack it away damp.",
      contentHtml: "<p>Hang the fly in the shade.</p>",
      status: "published",
    });
    const { page } = await site.open();
    await signIn(page, "editor", `/admin/articles/${article.id}/edit`);
    const title = page.getByLabel("Title", { exact: true });
    await title.waitFor();
    const status = page.locator("h1 + *");
    expect(await status.textContent()).toBe("Published");

    await title.fill("Drying a soaked tent");
    await page.getByRole("button", { name: "Save Draft" }).click();
    await expectToast(page, "Changes saved");
    const banner = page.getByRole("region", { name: "This article has unpublished changes" });
    await banner.waitFor();
    expect(await status.textContent()).toBe("Published · changes pending");
    expect(await publicTitle("staged-drying")).toBe("Drying a wet tent");
    await expectAccessible(page);

    await banner.getByRole("button", { name: "Compare with live" }).click();
    const compare = page.getByRole("dialog", { name: "Unpublished changes compared with the live article" });
    await compare.locator("del").first().waitFor();
    expect(await compare.locator("del").first().textContent()).toBe("removed: wet");
    expect(await compare.locator("ins").first().textContent()).toBe("added: soaked");
    await expectAccessible(page);
    await compare.getByRole("button", { name: "Close" }).first().click();
    await compare.waitFor({ state: "hidden" });

    // The staged changes are what the editor opens with, and the list says they are pending.
    await page.reload();
    await title.waitFor();
    expect(await title.inputValue()).toBe("Drying a soaked tent");
    await page.goto("/admin/articles?status=changes-pending");
    const row = page.getByRole("row").filter({ hasText: "Drying a wet tent" });
    await row.waitFor();
    expect(await row.textContent()).toContain("Published · changes pending");
    await row.getByRole("link", { name: "Edit Drying a wet tent" }).click();
    await title.waitFor();

    await banner.getByRole("button", { name: "Discard changes" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Discard changes" }).click();
    await expectToast(page, "Changes discarded");
    await banner.waitFor({ state: "hidden" });
    expect(await title.inputValue()).toBe("Drying a wet tent");
    expect(await status.textContent()).toBe("Published");

    await title.fill("Drying a tent after rain");
    await page.keyboard.press("Control+s");
    await expectToast(page, "Changes saved");
    await banner.waitFor();
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expectToast(page, "Article published");
    await banner.waitFor({ state: "hidden" });
    expect(await publicTitle("staged-drying")).toBe("Drying a tent after rain");

    await page.getByRole("button", { name: "Unpublish" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Unpublish this article?" });
    await expectAccessible(page);
    await confirm.getByRole("button", { name: "Unpublish" }).click();
    await expectToast(page, "Article unpublished");
    await expect.poll(() => status.textContent()).toBe("Draft");
    expect(await publicTitle("staged-drying")).toBe(404);
  });
});
