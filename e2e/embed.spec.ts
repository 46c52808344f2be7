import { describe, expect, it } from "vitest";
import { startSite } from "./support/site.ts";

const site = startSite();

describe("embed mode", () => {
  it("hides header and footer, keeps embed=true while navigating, and remembers it for the session", async () => {
    const { page, context } = await site.open();
    await page.goto("/?embed=true");
    expect(await page.locator("header").count()).toBe(0);
    expect(await page.locator("footer").count()).toBe(0);
    await page.getByTestId("category-card").filter({ hasText: "Tents & Shelters" }).click();
    await page.waitForURL("**/c/tents?embed=true");
    expect(await page.locator("header").count()).toBe(0);
    await page.getByTestId("category-article").filter({ hasText: "How to pitch a tent" }).click();
    await page.waitForURL("**/a/pitch-a-tent?embed=true");
    await page
      .getByRole("navigation", { name: "Breadcrumb" })
      .getByRole("link", { name: "Help Center" })
      .click();
    await page.waitForURL((url) => url.pathname === "/" && url.searchParams.get("embed") === "true");

    // Typed without the parameter in the same tab: the session remembers and puts it back.
    await page.goto("/c/orders");
    await page.waitForURL("**/c/orders?embed=true");
    await expect.poll(() => page.locator("header").count()).toBe(0);

    // Another tab of the same browser is another session.
    const other = await context.newPage();
    await other.goto("/c/orders");
    expect(await other.locator("header").count()).toBe(1);
    expect(new URL(other.url()).search).toBe("");
  });

  it("renders noindex with a canonical link to the normal page", async () => {
    const { page } = await site.open();
    await page.goto("/a/pitch-a-tent?embed=true");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex,nofollow");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/a\/pitch-a-tent$/);
    expect(await page.locator('meta[property="og:title"]').count()).toBe(0);
  });
});
