import { describe, expect, it } from "vitest";
import { expectFailures } from "./support/pageProblems.ts";
import { expectAccessible, startSite } from "./support/site.ts";

const site = startSite();

describe("home", () => {
  it("shows hero, search bar, categories and popular articles, hydrated without errors", async () => {
    const { page } = await site.open();
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("How can we help you?");
    expect(
      await page
        .getByText("Search our help center or browse categories to find what you're looking for")
        .count(),
    ).toBe(1);
    expect(await page.getByPlaceholder("Search for help articles...").count()).toBe(1);
    const cards = page.getByTestId("category-card");
    // The empty category is not listed.
    expect(await cards.count()).toBe(2);
    expect(await cards.first().textContent()).toContain("Tents & Shelters");
    expect(await cards.first().textContent()).toContain("14 articles");
    expect(await cards.first().textContent()).toContain("Pitching, care and repair of tents.");
    const featured = page.getByTestId("featured-article");
    expect(await featured.count()).toBeGreaterThanOrEqual(3);
    const first = await featured.filter({ hasText: "How to pitch a tent" }).textContent();
    expect(first).toContain("Step-by-step instructions");
    expect(first).toContain("Tents & Shelters");
    expect(first).toMatch(/\d+ min read/);
    await page.waitForLoadState("networkidle");
    await expectAccessible(page);
  });

  it("lays categories out 3 wide on desktop and 1 wide on phones", async () => {
    const desktop = await site.open({ width: 1280, height: 900 });
    await desktop.page.goto("/");
    const tops = await desktop.page
      .getByTestId("category-card")
      .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().top));
    expect(new Set(tops).size).toBe(1);
    const phone = await site.open({ width: 375, height: 800 });
    await phone.page.goto("/");
    const phoneTops = await phone.page
      .getByTestId("category-card")
      .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().top));
    expect(new Set(phoneTops).size).toBe(2);
  });

  it("opens a category from its card inside the app", async () => {
    const { page } = await site.open();
    await page.goto("/");
    await page.getByTestId("category-card").filter({ hasText: "Orders & Shipping" }).click();
    await page.waitForURL("**/c/orders");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Orders & Shipping");
  });
});

describe("header and footer from settings", () => {
  it("falls back to the built-in logo and shows the site name and links", async () => {
    const { page } = await site.open();
    await page.goto("/");
    await page.getByTestId("builtin-logo").waitFor();
    const header = page.locator("header");
    expect(await header.textContent()).toContain("Trailhead Help");
    const shop = header.getByRole("link", { name: "Shop" });
    expect(await shop.getAttribute("target")).toBe("_blank");
    expect(await shop.getAttribute("rel")).toContain("noopener");
    const border = await shop.evaluate((node) => getComputedStyle(node).borderTopColor);
    // The accent #fd7e14, after the round trip through HSL.
    expect(border).toMatch(/^rgb\(25[0-5], 12[5-7], 2[0-4]\)$/);
    expect(await shop.evaluate((node) => getComputedStyle(node).borderTopWidth)).toBe("2px");
    const contact = header.getByRole("link", { name: "Contact" });
    expect(await contact.getAttribute("target")).toBe("_blank");
    const support = header.getByRole("link", { name: "Support" });
    expect(await support.getAttribute("target")).toBeNull();
  });

  it("keeps / links in the app (no reload)", async () => {
    const { page } = await site.open();
    await page.goto("/c/orders");
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = "still here";
    });
    await page.locator("header").getByRole("link", { name: "Support" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("still here");
  });

  it("lists only complete footer links, resources, tagline and copyright", async () => {
    const { page } = await site.open();
    await page.goto("/");
    const footer = page.locator("footer");
    const text = (await footer.textContent()) ?? "";
    expect(text).toContain("Support");
    expect(text).toContain("Warranty");
    expect(text).not.toContain("Half link");
    expect(text).toContain("Company");
    expect(text).toContain("About");
    expect(text).toContain("Premium outdoor equipment for your adventures.");
    expect(text).toContain(`© ${new Date().getFullYear()} Trailhead Help`);
    expect(await footer.getByRole("link", { name: "RSS Feed" }).getAttribute("href")).toBe(
      "/api/public/rss.xml",
    );
    expect(await footer.getByRole("link", { name: "Sitemap" }).getAttribute("href")).toBe(
      "/api/public/sitemap.xml",
    );
  });

  it("turns brand colours into the theme and uses the favicon from settings", async () => {
    await site.updateSettings({
      brand_colors: { primary: "#1d4ed8", accent: "#fd7e14", background: "#ffffff" },
      favicon_url: "/favicon-test.png",
    });
    try {
      const { page } = await site.open();
      expectFailures(page, [
        {
          because: "the favicon named in the settings is not a real file",
          status: 404,
          url: /\/favicon-test\.png$/,
        },
      ]);
      await page.goto("/");
      const primary = await page
        .getByTestId("theme-root")
        .evaluate((node) => getComputedStyle(node).getPropertyValue("--brand-primary").trim());
      expect(primary).toBe("224 76% 48%");
      expect(await page.locator('link[rel="icon"]').getAttribute("href")).toBe("/favicon-test.png");
    } finally {
      await site.updateSettings({
        brand_colors: { primary: "#1e7e34", accent: "#fd7e14", background: "#f8f9fa" },
        favicon_url: "",
      });
    }
  });
});
