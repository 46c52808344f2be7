import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectFailures } from "./support/pageProblems.ts";
import { expectAccessible, startSite } from "./support/site.ts";

const site = startSite();

const box = (page: Page) => page.getByRole("combobox", { name: "Search for help articles" });
const options = (page: Page) => page.getByRole("option");

async function typeQuery(page: Page, text: string): Promise<void> {
  await box(page).pressSequentially(text, { delay: 30 });
}

/**
 * Holds the answer to the search for exactly `q` until `release()`: `sent` once the page has
 * asked for it, `settled` once its answer has arrived (or the request failed).
 */
async function holdSearchAnswer(page: Page, q: string) {
  const isHeld = (url: string) => new URL(url).searchParams.get("q") === q;
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/public/search?**", async (route) => {
    if (isHeld(route.request().url())) await held;
    await route.continue().catch(() => {});
  });
  const settled = new Promise<void>((resolve) => {
    const settle = (request: { url(): string }) => {
      if (isHeld(request.url())) resolve();
    };
    page.on("requestfinished", settle);
    page.on("requestfailed", settle);
  });
  const sent = page.waitForRequest((request) => isHeld(request.url()));
  return { sent, release, settled };
}

/** The q of every search the page sends, in order. */
function searchesSent(page: Page): string[] {
  const sent: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/public/search") sent.push(url.searchParams.get("q") ?? "");
  });
  return sent;
}

/** Two animation frames: whatever the page does with an answer it has received is on screen. */
const nextPaint = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

describe("search bar", () => {
  it("suggests from 2 characters: Suggestions then Articles, at most 8 entries, matched words marked", async () => {
    const { page } = await site.open();
    await page.goto("/");
    const sent = searchesSent(page);
    await typeQuery(page, "t");
    expect(await box(page).getAttribute("aria-expanded")).toBe("false");
    await typeQuery(page, "ent");
    await page.getByRole("listbox").waitFor();
    // A loaded machine may show the answer to "te" or "ten" before the one to "tent": the checks
    // below are of the last answer, once it is on screen.
    await expect
      .poll(async () =>
        (await page.getByRole("listbox").locator("mark").first().textContent())?.toLowerCase(),
      )
      .toBe("tent");
    expect(await box(page).getAttribute("aria-expanded")).toBe("true");
    expect(await box(page).getAttribute("aria-controls")).toBe(
      await page.getByRole("listbox").getAttribute("id"),
    );
    const groups = page.getByRole("listbox").getByRole("group");
    const names = await groups.evaluateAll((nodes) =>
      nodes.map((node) => node.firstElementChild?.textContent),
    );
    // Titles holding "tent" ("How to pitch a tent", …) are suggestions; the best others follow.
    expect(names).toEqual(["Suggestions", "Articles"]);
    expect(await options(page).count()).toBeLessThanOrEqual(8);
    const articles = groups.last().getByRole("option");
    expect(await articles.count()).toBeGreaterThan(0);
    expect(await articles.count()).toBeLessThanOrEqual(5);
    const first = (await articles.first().textContent()) ?? "";
    expect(first).toMatch(/Tents & Shelters|Orders & Shipping/);
    // One character never reaches the server (the answer to "tent" is on screen, so "t" came first if at all).
    expect(sent).not.toContain("t");
    expect(sent.at(-1)).toBe("tent");
  });

  it("shows each article once, and the Articles section whenever anything matches", async () => {
    const { page } = await site.open();
    await page.goto("/");
    // One article matches by its title: it is a suggestion and the best result, shown once.
    // Answers to the shorter queries typed on the way ("track your or", …) may list other titles
    // and reach the screen first on a loaded machine: the checks are of the whole query's answer.
    const answered = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === "/api/public/search" &&
        new URL(response.url()).searchParams.get("q") === "track your order",
    );
    await typeQuery(page, "track your order");
    await (await answered).finished();
    await page.getByRole("option", { name: /Track your order/ }).waitFor();
    await nextPaint(page);
    const groupNames = () =>
      page
        .getByRole("listbox")
        .getByRole("group")
        .evaluateAll((nodes) => nodes.map((node) => node.firstElementChild?.textContent));
    expect(await groupNames()).toEqual(["Articles"]);
    expect(await options(page).count()).toBe(1);

    const other = await site.open();
    await other.page.goto("/");
    await typeQuery(other.page, "tent");
    await other.page.getByRole("listbox").waitFor();
    const titles = await options(other.page).evaluateAll((nodes) =>
      nodes.map((node) => node.firstElementChild?.textContent),
    );
    expect(titles.length).toBeGreaterThan(1);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("moves the highlight with the arrow keys; Enter opens it and clears the box", async () => {
    const { page } = await site.open();
    await page.goto("/");
    await typeQuery(page, "tent");
    await page.getByRole("listbox").waitFor();
    expect(await options(page).count()).toBeGreaterThan(1);
    await box(page).press("ArrowDown");
    const firstOption = options(page).first();
    expect(await firstOption.getAttribute("aria-selected")).toBe("true");
    expect(await box(page).getAttribute("aria-activedescendant")).toBe(await firstOption.getAttribute("id"));
    await box(page).press("ArrowDown");
    expect(await options(page).nth(1).getAttribute("aria-selected")).toBe("true");
    expect(await firstOption.getAttribute("aria-selected")).toBe("false");
    await box(page).press("ArrowUp");
    expect(await firstOption.getAttribute("aria-selected")).toBe("true");
    const title = (await firstOption.locator("span").first().textContent()) ?? "";
    await box(page).press("Enter");
    await page.waitForURL("**/a/**");
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    // The search bar lives on the home page; back there, it starts empty.
    await page.goBack();
    expect(await box(page).inputValue()).toBe("");
  });

  it("opens the full results page on Enter with nothing highlighted", async () => {
    const { page } = await site.open();
    await page.goto("/");
    await typeQuery(page, "tent");
    await page.getByRole("listbox").waitFor();
    await box(page).press("Enter");
    await page.waitForURL("**/search?q=tent");
    await page.getByTestId("search-result").first().waitFor();
  });

  it("closes on Escape and on a click outside", async () => {
    const { page } = await site.open();
    await page.goto("/");
    await typeQuery(page, "order");
    await page.getByRole("listbox").waitFor();
    // Each key or click is answered by a re-render: on a busy machine the attribute is read
    // until it shows the answer, not at once.
    await box(page).press("Escape");
    await expect.poll(() => box(page).getAttribute("aria-expanded")).toBe("false");
    expect(await page.getByRole("listbox").isVisible()).toBe(false);
    await box(page).press("ArrowDown");
    await expect.poll(() => box(page).getAttribute("aria-expanded")).toBe("true");
    await page.getByRole("heading", { level: 1, name: "How can we help you?" }).click();
    await expect.poll(() => box(page).getAttribute("aria-expanded")).toBe("false");
  });

  it("stays closed after Escape when the answer to what was typed before it arrives later", async () => {
    const { page } = await site.open();
    await page.goto("/");
    const order = await holdSearchAnswer(page, "order");
    await typeQuery(page, "ord");
    await page.getByRole("listbox").waitFor();
    await typeQuery(page, "er");
    await order.sent;
    await box(page).press("Escape");
    await expect.poll(() => box(page).getAttribute("aria-expanded")).toBe("false");
    order.release();
    await order.settled;
    await nextPaint(page);
    expect(await box(page).getAttribute("aria-expanded")).toBe("false");
    expect(await page.getByRole("listbox").isVisible()).toBe(false);
    // The late answer did refresh what ArrowDown shows.
    await box(page).press("ArrowDown");
    await expect.poll(() => box(page).getAttribute("aria-expanded")).toBe("true");
    await expect
      .poll(async () =>
        (await page.getByRole("listbox").locator("mark").first().textContent())?.toLowerCase(),
      )
      .toBe("order");
  });

  it("never lets an older answer replace a newer one", async () => {
    const { page } = await site.open();
    await page.goto("/");
    // The answer to "re" is held back until the answer to "return policy" is on screen.
    const old = await holdSearchAnswer(page, "re");
    await typeQuery(page, "re");
    await old.sent;
    await typeQuery(page, "turn policy");
    await page
      .getByRole("option", { name: /Return policy/ })
      .first()
      .waitFor();
    const latest = await options(page).allTextContents();
    old.release();
    await old.settled;
    await nextPaint(page);
    expect(await options(page).allTextContents()).toEqual(latest);
  });
});

describe("search failures", () => {
  it("tells the visitor when search fails", async () => {
    const { page } = await site.open();
    await page.goto("/");
    expectFailures(page, [
      { because: "the search request is cut off", status: "failed", url: /\/api\/public\/search\?/ },
    ]);
    await page.route("**/api/public/search?**", (route) => route.abort());
    await typeQuery(page, "tent");
    const toast = page.getByTestId("toast");
    await toast.waitFor();
    expect(await toast.textContent()).toContain("Failed to fetch search results");
  });
});

describe("search results page", () => {
  it("lists ranked results with marked snippets at a shareable, noindex address", async () => {
    const { page } = await site.open();
    const response = await page.goto("/search?q=tent");
    expect(response?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Search results for “tent”");
    const results = page.getByTestId("search-result");
    expect(await results.count()).toBeGreaterThan(0);
    expect(await results.first().locator("mark").count()).toBeGreaterThan(0);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex,nofollow");
    await page.waitForLoadState("networkidle");
    // The box holds the query, but no dropdown opens until the visitor types.
    expect(await box(page).inputValue()).toBe("tent");
    expect(await box(page).getAttribute("aria-expanded")).toBe("false");
    await expectAccessible(page);
  });

  it("shows and hydrates the results page at /SEARCH/", async () => {
    const { page } = await site.open();
    const response = await page.goto("/SEARCH/?q=tent");
    expect(response?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Search results for “tent”");
    // Hydration errors, failed requests and script errors fail the test in the shared page check.
    await page.waitForLoadState("networkidle");
  });

  it("pages through results", async () => {
    const { page } = await site.open();
    await page.goto("/search?q=tent");
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await pagination.getByRole("button", { name: "Next" }).click();
    await page.waitForURL("**/search?q=tent&page=2");
    await expect.poll(() => pagination.getByRole("button", { name: "Previous" }).count()).toBe(1);
    expect(await page.getByTestId("search-result").count()).toBeGreaterThan(0);
  });

  it("helps when nothing matches", async () => {
    const { page } = await site.open();
    await page.goto("/search?q=qqxxzzv");
    const empty = page.getByTestId("search-empty");
    expect(await empty.textContent()).toContain("No articles match “qqxxzzv”.");
    await empty.getByRole("link", { name: "browse the categories" }).click();
    await page.waitForURL((url) => url.pathname === "/");
  });
});
