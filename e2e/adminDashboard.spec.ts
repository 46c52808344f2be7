import { describe, expect, it } from "vitest";
import { recordSearches } from "../server/features/search/events/searchRecording.ts";
import { pressEscapeAsDialogOpens } from "./support/escapeAsDialogOpens.ts";
import { signIn } from "./support/signIn.ts";
import { expectAccessible, startSite } from "./support/site.ts";

const site = startSite();
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

describe("admin dashboard", () => {
  it("shows verification, stats with real trends, recent articles and search analytics", async () => {
    const { db } = site.app.ctx;
    let visitors = 0;
    const search = (query: string, resultCount: number, days: number) => {
      visitors += 1;
      return { query, resultCount, at: new Date(daysAgo(days)), visitor: `visitor-${visitors}` };
    };
    // Through the same write path as real searches, so the daily rollups hold them too.
    await recordSearches(db, [
      ...Array.from({ length: 5 }, () => search("tent pegs", 3, 1)),
      ...Array.from({ length: 3 }, () => search("warp drive", 0, 2)),
      search("stove", 2, 3),
      search("teleporter", 0, 4),
      // The 30 days before: 5 searches, so this window's 10 are +100 %.
      ...Array.from({ length: 5 }, () => search("older", 1, 45)),
    ]);
    const published = (await site.app.inject("/api/public/sitemap.xml")).body.match(/\/a\//g)?.length ?? 0;
    // Every published article due since yesterday; only articles whose due date has come count.
    await db
      .updateTable("articles")
      .set({ verificationExpiresAt: daysAgo(1) })
      .where("status", "=", "published")
      .execute();
    const { page } = await site.open();
    await signIn(page, "admin");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Dashboard");
    expect(await page.getByRole("link", { name: "New Article" }).getAttribute("href")).toBe(
      "/admin/articles/new",
    );

    const verificationHeading = page.getByRole("heading", { name: /^Articles Needing Verification/ });
    await expect
      .poll(() => verificationHeading.textContent())
      .toBe(`Articles Needing Verification (${published})`);
    const items = page.getByTestId("verification-item");
    expect(await items.count()).toBe(5);
    expect(await page.getByText(`And ${published - 5} more articles need verification`).count()).toBe(1);
    expect(await items.first().textContent()).toContain("Last verified: Never");
    expect(await items.first().textContent()).toMatch(/Due (now|[A-Z][a-z]{2} \d{1,2}, \d{4})/);

    const stats = page.getByTestId("stat-card");
    await expect.poll(() => stats.count()).toBe(4);
    const statText = await stats.allTextContents();
    expect(statText[0]).toMatch(/^Total Articles\d+\d+ published in the last 30 days \(\d+ before\)$/);
    expect(statText[1]).toMatch(/^Categories3[\d.]+ articles per category$/);
    expect(statText[2]).toBe("Searches, last 30 days10+100% vs previous 30 days");
    expect(statText[3]).toMatch(
      /^Avg. Helpfulness\d+%(\d+% in the last 30 days( \(\d+% before\))?|From \d+ votes?)$/,
    );

    expect(await page.getByTestId("recent-article").count()).toBe(3);
    expect(await page.getByTestId("top-search").allTextContents()).toEqual([
      "tent pegs5",
      "warp drive3",
      "stove1",
    ]);
    const widths = await page
      .getByTestId("search-bar")
      .evaluateAll((bars) => bars.map((bar) => (bar as HTMLElement).style.width));
    expect(widths).toEqual(["100%", "60%", "20%"]);
    expect(await page.getByTestId("no-result-query").allTextContents()).toEqual([
      "warp drive3",
      "teleporter1",
    ]);
    await expectAccessible(page);

    const firstTitle = await items.first().locator("p").first().textContent();
    await items.first().getByRole("button", { name: "Mark Verified" }).click();
    await expect.poll(() => page.getByTestId("toast").textContent()).toContain("Article verified");
    await expect
      .poll(() => verificationHeading.textContent())
      .toBe(`Articles Needing Verification (${published - 1})`);
    expect(await items.allTextContents()).not.toContain(expect.stringContaining(firstTitle!));

    // Everything verified recently: the green card; one due in 5 days is coming up, not counted.
    await db
      .updateTable("articles")
      .set({ lastVerifiedAt: daysAgo(0), verificationExpiresAt: daysAgo(-90) })
      .execute();
    await db
      .updateTable("articles")
      .set({ verificationExpiresAt: daysAgo(-5) })
      .where("title", "=", firstTitle!)
      .execute();
    await page.reload();
    await page.getByRole("heading", { name: "All Articles Up to Date" }).waitFor();
    const comingUp = page.getByRole("region", { name: "Coming up (due within 14 days, not yet due)" });
    expect(await comingUp.getByTestId("verification-item").textContent()).toContain(firstTitle!);
    expect(await comingUp.getByTestId("verification-item").textContent()).toMatch(
      /Due [A-Z][a-z]{2} \d{1,2}, \d{4}/,
    );
  });

  it("highlights the current sidebar item and folds the sidebar into a menu on phones", async () => {
    const { page } = await site.open({ width: 375, height: 800 });
    await signIn(page, "editor", "/admin/dashboard");
    expect(await page.getByRole("navigation", { name: "Admin" }).isVisible()).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.waitFor();
    expect(await menu.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBe("page");
    expect(await menu.getByText("editor@example.com").count()).toBe(1);
    expect(await menu.getByTestId("avatar").textContent()).toBe("ED");
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Categories" }).click();
    await page.waitForURL("**/admin/categories");
    await menu.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Open menu" }).click();
    // The address changes at once; the page (a separate chunk) and the highlight follow when it
    // has loaded, as a navigation in a transition does: wait for what the user then sees.
    await expect
      .poll(() => menu.getByRole("link", { name: "Categories" }).getAttribute("aria-current"))
      .toBe("page");
    expect(await menu.getByRole("link", { name: "Dashboard" }).getAttribute("aria-current")).toBeNull();
    // The settings logo is missing in this suite: the built-in one stands in.
    expect(await menu.getByTestId("builtin-logo").count()).toBe(1);
    // The public icons' drawing comes from the shared stylesheet: outlined here too, not filled.
    const logoIcon = menu.getByTestId("builtin-logo").locator("svg");
    expect(
      await logoIcon.evaluate((node) => {
        const style = getComputedStyle(node);
        return [style.fill, style.strokeWidth, node.getBoundingClientRect().width];
      }),
    ).toEqual(["none", "2px", 20]);
    await expectAccessible(page);
  });

  it("closes the phone menu on an Escape pressed the moment it opens", async () => {
    const { page } = await site.open({ width: 375, height: 800 });
    await signIn(page, "editor", "/admin/dashboard");
    await pressEscapeAsDialogOpens(page, 'button[aria-label="Open menu"]');
    await page.getByRole("dialog", { name: "Menu" }).waitFor({ state: "hidden", timeout: 5_000 });
  });
});
