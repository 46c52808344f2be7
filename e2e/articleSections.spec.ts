import { describe, expect, it } from "vitest";
import { makeArticle } from "../test/support/contentFactory.ts";
import { expectAccessible, startSite } from "./support/site.ts";

const site = startSite();
const filler = "<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit. ".repeat(12).concat("</p>");
const BODY = [
  "<h2>Choose a pitch</h2>",
  filler,
  "<h3>Check the ground</h3>",
  filler,
  "<h2>Lay out the tent</h2>",
  filler,
  "<h2>Stake it down</h2>",
  filler,
  filler,
].join("");

describe("article sections", () => {
  it("shows a table of contents beside the text on wide screens and follows its links", async () => {
    await makeArticle(site.app.ctx, { slug: "sections-guide", title: "Sections guide", contentHtml: BODY });
    const { page } = await site.open();
    await page.goto("/a/sections-guide");
    const toc = page.getByTestId("toc-side");
    expect(await toc.isVisible()).toBe(true);
    expect(await page.getByTestId("toc-top").isVisible()).toBe(false);
    expect(await toc.getByRole("link").allTextContents()).toEqual([
      "Choose a pitch",
      "Check the ground",
      "Lay out the tent",
      "Stake it down",
    ]);
    await expectAccessible(page);
    await toc.getByRole("link", { name: "Stake it down" }).click();
    await page.waitForURL((url) => url.hash === "#stake-it-down");
    const heading = page.getByRole("heading", { name: "Stake it down" });
    await expect
      .poll(() => heading.evaluate((node) => node.getBoundingClientRect().top < window.innerHeight))
      .toBe(true);
  });

  it("folds the table of contents above the text on phones, and a deep link lands on its section", async () => {
    await makeArticle(site.app.ctx, {
      slug: "sections-phone",
      title: "Sections on a phone",
      contentHtml: BODY,
    });
    const { page } = await site.open({ width: 390, height: 800 });
    await page.goto("/a/sections-phone#lay-out-the-tent");
    const heading = page.getByRole("heading", { name: "Lay out the tent" });
    const inView = () =>
      heading.evaluate((node) => {
        const box = node.getBoundingClientRect();
        return box.top >= 0 && box.top < window.innerHeight;
      });
    expect(await inView()).toBe(true);
    expect(await page.getByTestId("toc-side").isVisible()).toBe(false);
    const folded = page.getByTestId("toc-top");
    expect(await folded.isVisible()).toBe(true);
    const link = folded.getByRole("link", { name: "Check the ground" });
    expect(await link.isVisible()).toBe(false);
    await folded.locator("summary").focus();
    await page.keyboard.press("Enter");
    expect(await link.isVisible()).toBe(true);
    await expectAccessible(page);
    await link.click();
    await page.waitForURL((url) => url.hash === "#check-the-ground");
  });

  it("has the search box with its dropdown at the top of article and category pages", async () => {
    const { page } = await site.open();
    for (const path of ["/a/pitch-a-tent", "/c/tents"]) {
      await page.goto(path);
      const box = page.getByRole("combobox", { name: "Search for help articles" });
      await box.fill("tent");
      await page.getByRole("listbox", { name: "Search suggestions" }).waitFor();
      expect(await page.getByRole("option").count()).toBeGreaterThan(0);
      await expectAccessible(page);
    }
  });

  it("opens a search result at the section that matched, from the dropdown and the results page", async () => {
    await makeArticle(site.app.ctx, {
      slug: "sections-search",
      title: "Sections for search",
      contentHtml: `<p>Intro.</p><h2>First part</h2>${filler}<h2>Guyline tension</h2><p>Tighten each zephyrline evenly.</p>${filler}<h2>Last part</h2>${filler}`,
    });
    const { page } = await site.open();
    await page.goto("/search?q=zephyrline");
    const link = page.getByTestId("search-result").getByRole("link", { name: "Sections for search" });
    expect(await link.getAttribute("href")).toBe("/a/sections-search#guyline-tension");
    expect(await page.getByTestId("search-result").textContent()).toContain("In section: Guyline tension");
    await expectAccessible(page);
    await link.click();
    await page.waitForURL((url) => url.pathname === "/a/sections-search" && url.hash === "#guyline-tension");
    const heading = page.getByRole("heading", { name: "Guyline tension" });
    await expect
      .poll(() => heading.evaluate((node) => node.getBoundingClientRect().top < window.innerHeight))
      .toBe(true);

    await page.goto("/");
    await page.getByRole("combobox", { name: "Search for help articles" }).fill("zephyrline");
    const option = page.getByRole("option").filter({ hasText: "Sections for search" });
    await option.waitFor();
    expect(await option.textContent()).toContain("In: Guyline tension");
    await option.click();
    await page.waitForURL((url) => url.hash === "#guyline-tension");
  });
});
