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
});
