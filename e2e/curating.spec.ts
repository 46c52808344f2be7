import { describe, expect, it } from "vitest";
import { makeArticle, makeCategory } from "../test/support/contentFactory.ts";
import { expectToast } from "./support/editorPage.ts";
import { signIn } from "./support/signIn.ts";
import { expectAccessible, startSite } from "./support/site.ts";

const site = startSite();
const day = 86_400_000;

describe("curating and finding articles", () => {
  it("marks an article Featured in the editor, and the home page's Popular Articles shows it first", async () => {
    const article = await makeArticle(site.app.ctx, {
      slug: "curate-headlamp",
      title: "Headlamp batteries",
      status: "published",
    });
    const { page } = await site.open();
    await signIn(page, "editor", `/admin/articles/${article.id}/edit`);
    const featured = page.getByRole("checkbox", { name: /Featured/ });
    await featured.waitFor();
    expect(await featured.isChecked()).toBe(false);
    await featured.check();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expectToast(page, "Article published");
    const popular = (await (await fetch(`${site.baseUrl}/api/public/featured`)).json()) as { slug: string }[];
    expect(popular[0]?.slug).toBe("curate-headlamp");
    await page.reload();
    await featured.waitFor();
    expect(await featured.isChecked()).toBe(true);
  });

  it("filters the list to articles needing verification and sorts it by title or helpfulness", async () => {
    const category = await makeCategory(site.app.ctx, { slug: "curate-cat", name: "Curating" });
    await makeArticle(site.app.ctx, {
      title: "Zebra due",
      categoryId: category.id,
      helpfulCount: 9,
      verificationExpiresAt: new Date(Date.now() - day).toISOString(),
    });
    await makeArticle(site.app.ctx, {
      title: "Aardvark fine",
      categoryId: category.id,
      helpfulCount: 2,
      verificationExpiresAt: new Date(Date.now() + 60 * day).toISOString(),
    });
    await makeArticle(site.app.ctx, {
      title: "Mongoose fine",
      categoryId: category.id,
      helpfulCount: 5,
      verificationExpiresAt: new Date(Date.now() + 60 * day).toISOString(),
    });
    const { page } = await site.open();
    await signIn(page, "editor", `/admin/articles?category=${category.id}`);
    const titles = () => page.locator("tbody tr td:first-child a").allTextContents();
    // Newest change first by default (each factory article is newer than the one before).
    await expect.poll(titles).toEqual(["Mongoose fine", "Aardvark fine", "Zebra due"]);

    await page.getByLabel("Sort by").selectOption("title");
    await expect.poll(titles).toEqual(["Aardvark fine", "Mongoose fine", "Zebra due"]);
    expect(new URL(page.url()).searchParams.get("sort")).toBe("title");
    await page.getByLabel("Sort by").selectOption("helpful");
    await expect.poll(titles).toEqual(["Zebra due", "Mongoose fine", "Aardvark fine"]);
    // The box shows the address's filter, which the router updates a moment after the click:
    // check() would read the box before it follows.
    const needsVerification = page.getByRole("checkbox", { name: "Needs verification" });
    await needsVerification.click();
    await expect.poll(() => needsVerification.isChecked()).toBe(true);
    await expect.poll(titles).toEqual(["Zebra due"]);
    expect(new URL(page.url()).searchParams.get("due")).toBe("1");
    await expectAccessible(page);
  });
});
