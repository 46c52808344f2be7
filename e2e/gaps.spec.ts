import { describe, expect, it } from "vitest";
import { recordSearches } from "../server/features/search/events/searchRecording.ts";
import { signIn } from "./support/signIn.ts";
import { expectAccessible, startSite } from "./support/site.ts";

const site = startSite();

describe("from a missing answer to a published one", () => {
  it("writes an article from the no-result list, shows the query covered once published, and counts the gap closed", async () => {
    await recordSearches(
      site.app.ctx.db,
      Array.from({ length: 3 }, (_, i) => ({
        query: "warp drive",
        resultCount: 0,
        visitor: `gap-visitor-${i}`,
        at: new Date(Date.now() - 3_600_000),
      })),
    );
    const { page } = await site.open();
    await signIn(page, "admin", "/admin/analytics/searches?list=noResults&days=7");
    const row = page.getByTestId("search-list-row").filter({ hasText: "warp drive" });
    await row.waitFor();
    await expectAccessible(page);
    await row.getByRole("button", { name: "Write an article for warp drive" }).click();
    await page.waitForURL((url) => /^\/admin\/articles\/\d+\/edit$/.test(url.pathname));
    const id = Number(new URL(page.url()).pathname.split("/")[3]);
    expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe("warp drive");

    await page.goto("/admin/analytics/searches?list=noResults&days=7");
    expect(await row.getByTestId("gap-status").textContent()).toBe("Linked (draft): warp drive");
    // Published (as the editor's Publish does).
    const headers = { origin: site.baseUrl };
    await page.request.put(`${site.baseUrl}/api/admin/articles/${id}/verification`, {
      headers,
      data: { verificationInterval: "3-months" },
    });
    expect(
      (await page.request.post(`${site.baseUrl}/api/admin/articles/${id}/publish`, { headers })).status(),
    ).toBe(200);
    await page.reload();
    await row.getByTestId("gap-status").waitFor();
    expect(await row.getByTestId("gap-status").textContent()).toBe("Covered: warp drive");

    await page.getByRole("link", { name: "Dashboard", exact: true }).click();
    const closed = page.getByTestId("gap-closed").filter({ hasText: "warp drive" });
    await closed.waitFor();
    expect(await closed.textContent()).toContain("0 searches");
    await expectAccessible(page);
  });
});
