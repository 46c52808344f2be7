import { describe, expect, it } from "vitest";
import { recordSearches } from "../server/features/search/events/searchRecording.ts";
import { signInByApi } from "./support/signIn.ts";
import { expectAccessible, startSite } from "./support/site.ts";

const site = startSite();

describe("search analytics", () => {
  it("counts the result a visitor opens: search, open the second result, the dashboard shows the click", async () => {
    const { page } = await site.open();
    await page.goto("/search?q=tent");
    const results = page.getByTestId("search-result");
    await results.nth(1).waitFor();
    const second = results.nth(1).getByRole("link");
    const title = (await second.textContent()) ?? "";
    await second.click();
    await page.waitForURL((url) => url.pathname.startsWith("/a/"));
    await page.getByRole("heading", { level: 1, name: title }).waitFor();

    await signInByApi(page, "editor", site.baseUrl);
    // The beacon travels on its own; wait until the server has counted it.
    await expect
      .poll(async () => (await (await page.request.get("/api/admin/analytics")).json()).clickThroughRate)
      .toBe(100);
    // Signed in already (the API sign-in set the session cookie): the portal opens straight away.
    await page.goto("/admin");
    await expect.poll(() => page.getByTestId("click-through").textContent()).toBe("100%");
    const opened = page.getByTestId("top-search-article").filter({ hasText: "tent" });
    expect(await opened.getByRole("link").textContent()).toBe(title);
  });

  it("dismisses a no-result query, shows it under Dismissed, and restoring brings it back", async () => {
    const at = new Date();
    await recordSearches(
      site.app.ctx.db,
      ["a", "b", "c"].map((visitor) => ({ query: "qwzx gizmo", resultCount: 0, visitor, at })),
    );
    const { page } = await site.open();
    await signInByApi(page, "editor", site.baseUrl);
    await page.goto("/admin/analytics/searches?list=noResults&days=7");
    const row = page.getByTestId("search-list-row").filter({ hasText: "qwzx gizmo" });
    await row.waitFor();
    await row.getByRole("button", { name: "Dismiss qwzx gizmo" }).click();
    await expect.poll(() => page.getByTestId("toast").textContent()).toContain("Query dismissed");
    await row.waitFor({ state: "detached" });

    await page.getByRole("link", { name: "Dismissed" }).click();
    const dismissed = page.getByTestId("dismissed-query").filter({ hasText: "qwzx gizmo" });
    await dismissed.waitFor();
    // Another window keeps the list and the view.
    await page.getByLabel("Analytics window").selectOption("30");
    await page.waitForURL((url) => url.searchParams.get("days") === "30");
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      list: "noResults",
      days: "30",
      view: "dismissed",
    });
    await dismissed.waitFor();
    await expectAccessible(page);
    await dismissed.getByRole("button", { name: "Restore qwzx gizmo" }).click();
    await expect
      .poll(() => page.getByTestId("toast").allTextContents())
      .toContainEqual(expect.stringContaining("Query restored"));
    await dismissed.waitFor({ state: "detached" });

    await page.getByRole("link", { name: "On the list" }).click();
    await expect.poll(() => row.locator("td").nth(2).textContent()).toBe("3");
  });
});
