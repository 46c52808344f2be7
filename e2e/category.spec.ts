import { describe, expect, it } from "vitest";
import { formatShortDate } from "../client/ui/formatDate.ts";
import { expectFailures } from "./support/pageProblems.ts";
import { publicArticle } from "./support/publicApi.ts";
import { expectAccessible, startSite } from "./support/site.ts";

const site = startSite();

const cardTitles = (page: import("playwright-core").Page) =>
  page.getByTestId("category-article").locator("h2").allTextContents();

describe("category page", () => {
  it("shows breadcrumb, name, description, count and 3-column cards", async () => {
    const { page } = await site.open();
    const response = await page.goto("/c/tents");
    expect(response?.status()).toBe(200);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    expect(await crumbs.textContent()).toBe("Help CenterTents & Shelters");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Tents & Shelters");
    expect(await page.getByText("Pitching, care and repair of tents.").count()).toBe(1);
    expect(await page.getByText("14 articles").count()).toBe(1);
    const cards = page.getByTestId("category-article");
    expect(await cards.count()).toBe(12);
    const tops = await cards.evaluateAll((nodes) =>
      nodes.slice(0, 4).map((node) => Math.round(node.getBoundingClientRect().top)),
    );
    expect(new Set(tops.slice(0, 3)).size).toBe(1);
    expect(tops[3]).toBeGreaterThan(tops[0]!);
    const card = (await cards.filter({ hasText: "Waterproofing your tent" }).textContent()) ?? "";
    // The date the server holds, in the site's own format: the test's clock plays no part.
    const { updatedAt } = await publicArticle(site, "waterproofing-your-tent");
    expect(card).toContain(`Updated ${formatShortDate(updatedAt)}`);
    expect(card).toContain("1 min read");
    expect(card).toContain("30");
    await page.waitForLoadState("networkidle");
    await expectAccessible(page);
  });

  it("sorts by Most Recent, Most Popular and A-Z", async () => {
    const { page } = await site.open();
    await page.goto("/c/tents");
    expect((await cardTitles(page))[0]).toBe("How to pitch a tent");
    const sort = page.getByLabel("Sort by");
    await sort.selectOption({ label: "A-Z" });
    await page.waitForURL("**/c/tents?sort=title");
    await expect.poll(async () => (await cardTitles(page))[0]).toBe("Anchoring on sand");
    const titles = await cardTitles(page);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
    await sort.selectOption({ label: "Most Popular" });
    await expect.poll(async () => (await cardTitles(page))[0]).toBe("Waterproofing your tent");
  });

  it("pages with previous and next, and filters locally (hiding pagination)", async () => {
    const { page } = await site.open();
    await page.goto("/c/tents");
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    expect(await pagination.getByRole("link", { name: "Previous" }).count()).toBe(0);
    // Links a crawler follows, to the page after the last article shown (a cursor, not a number).
    await pagination.getByRole("link", { name: "Next" }).click();
    await page.waitForURL(/\/c\/tents\?cursor=[\w-]+\.[\w-]+$/);
    await expect.poll(() => page.getByTestId("category-article").count()).toBe(2);
    expect(await pagination.getByRole("link", { name: "Next" }).count()).toBe(0);
    expect(await pagination.getByRole("link", { name: "Previous" }).count()).toBe(1);
    await pagination.getByRole("link", { name: "Previous" }).click();
    await page.waitForURL("**/c/tents");
    await expect.poll(() => page.getByTestId("category-article").count()).toBe(12);

    const filter = page.getByPlaceholder("Search in Tents & Shelters...");
    await filter.fill("WATERPROOF");
    await expect.poll(() => cardTitles(page)).toEqual(["Waterproofing your tent"]);
    expect(await pagination.count()).toBe(0);
    await filter.fill("tent owners");
    expect((await cardTitles(page)).length).toBeGreaterThan(1);
    await filter.fill("zzz nothing");
    expect(await page.getByText("No articles found matching your search.").count()).toBe(1);
    await filter.fill("");
    expect(await pagination.count()).toBe(1);
  });

  it("says so when a category has no articles", async () => {
    const { page } = await site.open();
    await page.goto("/c/empty-shelf");
    expect(await page.getByText("No articles in this category yet.").count()).toBe(1);
  });

  it("tells the visitor when a category cannot be fetched", async () => {
    const { page } = await site.open();
    await page.goto("/");
    expectFailures(page, [
      {
        because: "the category request is cut off to make the error show",
        status: "failed",
        url: /\/api\/public\/categories\/orders\?/,
      },
    ]);
    await page.route("**/api/public/categories/orders?**", (route) => route.abort());
    await page.getByTestId("category-card").filter({ hasText: "Orders & Shipping" }).click();
    const toast = page.getByTestId("toast");
    await toast.waitFor();
    expect(await toast.textContent()).toContain("Failed to fetch category");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Category Not Found");
  });

  it("shows and hydrates the category at its address written in capitals with a trailing slash", async () => {
    const { page } = await site.open();
    const response = await page.goto("/C/tents/");
    expect(response?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Tents & Shelters");
    // Hydration errors, failed requests and script errors fail the test in the shared page check.
    await page.waitForLoadState("networkidle");
  });

  it("shows 'Category Not Found' with HTTP 404", async () => {
    const { page } = await site.open();
    expectFailures(page, [{ because: "the category does not exist", status: 404, url: /\/c\/nope$/ }]);
    const response = await page.goto("/c/nope");
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Category Not Found");
    expect(await page.getByText("The category you're looking for doesn't exist.").count()).toBe(1);
    expect(await page.getByRole("link", { name: "Back to Help Center" }).getAttribute("href")).toBe("/");
  });
});

describe("not-found page", () => {
  it("answers any unknown address with 404 and '404 Page Not Found'", async () => {
    const { page } = await site.open();
    expectFailures(page, [
      { because: "nothing is at this address", status: 404, url: /\/this\/does\/not\/exist$/ },
    ]);
    const response = await page.goto("/this/does/not/exist");
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("404 Page Not Found");
    await page.waitForLoadState("networkidle");
    await expectAccessible(page);
  });
});
