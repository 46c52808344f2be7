import { describe, expect, it } from "vitest";
import { signInByApi } from "./support/signIn.ts";
import { startSite } from "./support/site.ts";

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
});
