import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { startSite, waitUntilHydrated } from "./support/site.ts";

const site = startSite();

const box = (page: Page) => page.getByRole("combobox", { name: "Search for help articles" });
const isHydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"));

/**
 * Holds every request for the public bundle's JavaScript until `release` is called: the page
 * stays as the server's HTML drew it, as on a phone still fetching the script.
 */
async function holdScripts(page: Page): Promise<{ release: () => void; held: () => number }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await page.route(
    (url) => url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js"),
    async (route) => {
      held += 1;
      await released;
      await route.continue().catch(() => {
        // The test may end (and its page close) with the script still held.
      });
    },
  );
  return { release, held: () => held };
}

describe("a public page before its script has run", () => {
  it("requests no script before the page's load event, then hydrates", async () => {
    for (const path of ["/", "/c/tents", "/a/pitch-a-tent"]) {
      const { page } = await site.open();
      await page.goto(path);
      expect(await isHydrated(page)).toBe(true);
      const timing = await page.evaluate(() => {
        const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
        return {
          loadEventStart: navigation.loadEventStart,
          scripts: performance
            .getEntriesByType("resource")
            .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
            .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
        };
      });
      expect(timing.loadEventStart).toBeGreaterThan(0);
      expect(timing.scripts.length, path).toBeGreaterThan(0);
      const early = timing.scripts.filter((script) => script.startTime < timing.loadEventStart);
      expect(early, `${path}: scripts requested before the load event`).toEqual([]);
    }
  });

  it("keeps what was typed into the search box before hydration and opens the dropdown for it", async () => {
    const { page } = await site.open({ waitForHydration: false });
    const scripts = await holdScripts(page);
    await page.goto("/");
    // The page has loaded and asked for its script, which is held: nothing of it has run.
    await expect.poll(scripts.held).toBeGreaterThan(0);
    await box(page).pressSequentially("tent", { delay: 30 });
    expect(await isHydrated(page)).toBe(false);
    expect(await page.getByRole("listbox").isVisible()).toBe(false);

    scripts.release();
    await waitUntilHydrated(page);
    expect(await box(page).inputValue()).toBe("tent");
    await page.getByRole("option").first().waitFor();
    expect(await box(page).getAttribute("aria-expanded")).toBe("true");
    await expect
      .poll(async () =>
        (await page.getByRole("listbox").locator("mark").first().textContent())?.toLowerCase(),
      )
      .toBe("tent");
    // Typing on goes on from the early text.
    await box(page).pressSequentially("s", { delay: 30 });
    expect(await box(page).inputValue()).toBe("tents");
  });

  it("submits a search typed before the script arrived to the results page", async () => {
    const { page } = await site.open({ waitForHydration: false });
    const scripts = await holdScripts(page);
    await page.goto("/a/pitch-a-tent");
    await expect.poll(scripts.held).toBeGreaterThan(0);
    await box(page).pressSequentially("waterproof", { delay: 30 });
    await box(page).press("Enter");
    // A plain GET form: the browser loads the server-rendered results page itself.
    await page.waitForURL("**/search?q=waterproof");
    expect(await isHydrated(page)).toBe(false);
    const results = page.getByTestId("search-result");
    await results.first().waitFor();
    expect(await results.first().textContent()).toMatch(/waterproof/i);
    scripts.release();
  });
});
