import { describe, expect, it } from "vitest";
import { expectAccessible, startSite } from "./support/site.ts";

const site = startSite();

describe("API reference page", () => {
  it("renders every route group from the site's own assets, with no policy violation", async () => {
    const { page } = await site.open();
    const violations: string[] = [];
    const elsewhere: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    page.on("request", (request) => {
      if (!request.url().startsWith(site.baseUrl) && !request.url().startsWith("data:"))
        elsewhere.push(request.url());
    });
    await page.goto("/api/docs");
    await page
      .getByRole("heading", { name: /Cairn API/ })
      .first()
      .waitFor();
    await page.getByText("/api/admin/tokens").first().waitFor({ state: "attached" });
    expect(await page.title()).toBe("Cairn API reference");
    expect(violations).toEqual([]);
    expect(elsewhere).toEqual([]);
    // Every route is drawn at once (some 13,000 elements): axe takes over a minute on them.
    await expectAccessible(page);
  }, 300_000);
});
