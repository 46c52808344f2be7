import { describe, expect, it } from "vitest";
import { recordSearches } from "../server/features/search/events/searchRecording.ts";
import { expectToast } from "./support/editorPage.ts";
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

  it("links several selected queries to one new article, or to an existing one", async () => {
    await recordSearches(
      site.app.ctx.db,
      ["camp stove fuel", "gas canister", "butane refill", "tent repair kit"].flatMap((query) =>
        Array.from({ length: 2 }, (_, i) => ({
          query,
          resultCount: 0,
          visitor: `gaps-many-${query}-${i}`,
          at: new Date(Date.now() - 3_600_000),
        })),
      ),
    );
    const { page } = await site.open();
    const listPath = "/admin/analytics/searches?list=noResults&days=7";
    await signIn(page, "admin", listPath);
    // A row by its own query (a linked article's title may name another row's query).
    const row = (text: string) =>
      page
        .getByTestId("search-list-row")
        .filter({ has: page.getByRole("checkbox", { name: `Select ${text}`, exact: true }) });
    await row("gas canister").waitFor();
    await page.getByRole("checkbox", { name: "Select gas canister" }).check();
    await page.getByRole("checkbox", { name: "Select camp stove fuel" }).check();
    await page.getByRole("checkbox", { name: "Select butane refill" }).check();
    const selection = page.getByRole("region", { name: "Selected queries" });
    expect(await selection.textContent()).toContain("3 queries selected");
    expect(await selection.textContent()).toContain("A new article is titled “gas canister”");
    await expectAccessible(page);
    await selection.getByRole("button", { name: "Write one article for them" }).click();
    await page.waitForURL((url) => /^\/admin\/articles\/\d+\/edit$/.test(url.pathname));
    expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe("gas canister");

    await page.goto(listPath);
    for (const query of ["gas canister", "camp stove fuel", "butane refill"]) {
      await row(query).getByTestId("gap-status").waitFor();
      expect(await row(query).getByTestId("gap-status").textContent()).toBe("Linked (draft): gas canister");
    }

    await page.getByRole("checkbox", { name: "Select tent repair kit" }).check();
    await page.getByRole("button", { name: "Link to an existing article" }).click();
    const dialog = page.getByRole("dialog", { name: "Link 1 query to an article" });
    await dialog.getByLabel("Find an article").fill("gas canister");
    await dialog.getByRole("radio", { name: /gas canister/ }).check();
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Link", exact: true }).click();
    await expectToast(page, "Queries linked");
    await row("tent repair kit").getByTestId("gap-status").waitFor();
    expect(await row("tent repair kit").getByTestId("gap-status").textContent()).toBe(
      "Linked (draft): gas canister",
    );
    expect(await page.getByRole("region", { name: "Selected queries" }).count()).toBe(0);
  });
});
