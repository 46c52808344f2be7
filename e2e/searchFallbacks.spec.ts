import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible, startSite } from "./support/site.ts";

const site = startSite();

const box = (page: Page) => page.getByRole("combobox", { name: "Search for help articles" });

describe("when a search finds nothing", () => {
  it("offers “Did you mean …?” on the results page, one click away", async () => {
    const { page } = await site.open();
    await page.goto(`/search?q=${encodeURIComponent("pich tnt")}`);
    const offer = page.getByTestId("search-did-you-mean");
    expect(await offer.textContent()).toBe("Did you mean pitch tent?");
    await expectAccessible(page);
    await offer.getByRole("link", { name: "pitch tent" }).click();
    await page.waitForURL((url) => url.searchParams.get("q") === "pitch tent");
    await expect.poll(() => page.getByTestId("search-result").count()).toBeGreaterThan(0);
    expect(await page.getByTestId("search-result").first().textContent()).toContain("How to pitch a tent");
  });

  it("offers “Did you mean …?” in the dropdown, chosen with the keyboard", async () => {
    const { page } = await site.open();
    await page.goto("/");
    await box(page).pressSequentially("pich tnt", { delay: 30 });
    const offer = page.getByRole("option", { name: "Did you mean pitch tent?" });
    await offer.waitFor();
    await box(page).press("ArrowDown");
    expect(await offer.getAttribute("aria-selected")).toBe("true");
    await box(page).press("Enter");
    await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("q") === "pitch tent");
  });

  it("labels results that answer only part of the query, on the results page and in the dropdown", async () => {
    const query = "track order xylophone zorblax";
    const { page } = await site.open();
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    expect(await page.getByTestId("search-partial").textContent()).toContain(
      "Results for part of your search.",
    );
    expect(await page.getByTestId("search-result").first().textContent()).toContain("Track your order");
    await expectAccessible(page);

    await page.goto("/");
    await box(page).pressSequentially(query, { delay: 20 });
    await page.getByRole("group", { name: "Results for part of your search" }).waitFor();
    expect(await page.getByRole("option", { name: /Track your order/ }).count()).toBe(1);
  });
});
