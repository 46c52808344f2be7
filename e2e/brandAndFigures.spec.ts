import { describe, expect, it } from "vitest";
import { defaultSiteSettings } from "../shared/defaults.ts";
import type { Category } from "../shared/schemas/category.ts";
import { E2E_SETTINGS } from "./support/fixture.ts";
import { expectFailures } from "./support/pageProblems.ts";
import { signIn } from "./support/signIn.ts";
import { expectAccessible, startSite } from "./support/site.ts";

const site = startSite();

/** What the public site holds: published articles, and the categories that show any. */
async function publishedTotals(): Promise<{ articles: number; categories: number }> {
  const categories = (await site.app.inject("/api/public/categories")).json<Category[]>();
  const shown = categories.filter((category) => category.articleCount > 0);
  return {
    articles: shown.reduce((sum, category) => sum + category.articleCount, 0),
    categories: shown.length,
  };
}

describe("true figures and the brand everywhere", () => {
  it("signs in on a page with the help center's logo, name, colours and real counts", async () => {
    await site.updateSettings({
      site_logo: "/demo/forest-trail.svg",
      brand_colors: { primary: "#7b2cbf", accent: "#fd7e14", background: "#f8f9fa" },
    });
    try {
      const { page } = await site.open();
      await page.goto("/auth");
      await expect
        .poll(() => page.getByRole("heading", { level: 1 }).textContent())
        .toBe("Trailhead Help Admin Portal - Sign in to manage your help center");
      expect(await page.getByTestId("sign-in-logo").locator("img").getAttribute("src")).toBe(
        "/demo/forest-trail.svg",
      );
      await expect.poll(() => page.title()).toBe("Sign In | Admin Portal | Trailhead Help");
      // The panel is drawn in the brand's hue (darkened so that white text stays readable).
      const panelColour = await page
        .getByRole("complementary", { name: "About the help center" })
        .evaluate((node) => getComputedStyle(node).backgroundColor);
      expect(panelColour).not.toBe("rgba(0, 0, 0, 0)");
      const [red, green, blue] = panelColour.match(/\d+/g)!.map(Number);
      expect(blue).toBeGreaterThan(green!);
      expect(red).toBeGreaterThan(green!);

      const totals = await publishedTotals();
      expect(totals.articles).toBeGreaterThan(0);
      const figures = page.getByTestId("help-center-figures");
      await expect
        .poll(() => figures.textContent())
        .toBe(`${totals.articles}published articles${totals.categories}categories`);
      await expectAccessible(page);
    } finally {
      await site.updateSettings({
        site_logo: E2E_SETTINGS.site_logo,
        brand_colors: defaultSiteSettings.brand_colors,
      });
    }
  });

  it("names the site in every tab title and the current year in the footer", async () => {
    const { page } = await site.open();
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()} Trailhead Help.`);
    await page
      .getByRole("link", { name: /Tents & Shelters/ })
      .first()
      .click();
    await expect.poll(() => page.title()).toBe("Tents & Shelters - Trailhead Help");
    await page.goto("/search?q=tent");
    expect(await page.title()).toBe('Search results for "tent" - Trailhead Help');
    expectFailures(page, [
      { because: "an article that does not exist answers 404", status: 404, url: /\/a\/no-such-article$/ },
    ]);
    await page.goto("/a/no-such-article");
    expect(await page.title()).toBe("Article Not Found - Trailhead Help");

    await signIn(page, "editor", "/admin/categories");
    await expect.poll(() => page.title()).toBe("Categories | Admin Portal | Trailhead Help");
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Articles" }).click();
    await expect.poll(() => page.title()).toBe("Articles | Admin Portal | Trailhead Help");
    await page.goto("/admin/articles/new");
    await expect.poll(() => page.title()).toBe("New Article | Admin Portal | Trailhead Help");
  });

  it("names the chosen window on the dashboard's search card", async () => {
    const { page } = await site.open();
    await signIn(page, "editor");
    const searchCard = page.getByTestId("stat-card").nth(2);
    await expect.poll(() => searchCard.locator("h2").textContent()).toBe("Searches, last 30 days");
    await page.getByLabel("Analytics window").selectOption("7");
    await expect.poll(() => searchCard.locator("h2").textContent()).toBe("Searches, last 7 days");
    await expectAccessible(page);
  });

  it("shows no figures on the sign-in page of a help center with nothing published", async () => {
    await site.app.ctx.db.updateTable("articles").set({ status: "draft" }).execute();
    // Written behind the app's back: say so on the content-change bus, as every write path does,
    // so the cached public answers and pages are dropped.
    site.app.ctx.contentChanges.publish();
    expect(await publishedTotals()).toEqual({ articles: 0, categories: 0 });
    const { page } = await site.open();
    const categoriesAnswered = page.waitForResponse((response) =>
      response.url().endsWith("/api/public/categories"),
    );
    await page.goto("/auth");
    await page.getByRole("heading", { name: "Help your customers help themselves" }).waitFor();
    // The categories' answer has arrived (the panel waits for it) and there is nothing to count.
    await categoriesAnswered;
    await page.getByRole("button", { name: "Sign In" }).waitFor();
    expect(await page.getByTestId("help-center-figures").count()).toBe(0);
  });
});
