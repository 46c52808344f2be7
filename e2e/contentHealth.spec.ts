import { describe, expect, it } from "vitest";
import { checkArticles } from "../server/features/health/contentHealthService.ts";
import { signIn } from "./support/signIn.ts";
import { expectAccessible, startSite } from "./support/site.ts";

const site = startSite();

describe("content health", () => {
  it("lists problems by kind with a link to fix each, and the dashboard card counts them", async () => {
    // As the daily check would, over the seeded articles.
    await checkArticles(site.app.ctx, "all");
    const { page } = await site.open();
    await signIn(page, "admin", "/admin/content-health");
    const created = await page.request.post(`${site.baseUrl}/api/admin/articles`, {
      headers: { origin: site.baseUrl },
      data: {
        title: "Linking to nowhere",
        summary: "Has a broken link",
        seoDescription: "Has a broken link",
        status: "published",
        verificationInterval: "3-months",
        contentHtml:
          '<p>See <a href="/a/no-such-article">this</a>.</p><p><img src="https://cdn.example/tent.png"></p>',
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };

    await page.reload();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Content Health");
    // The list is filtered once the kind's link is the current one: until then it shows every
    // kind, and this article's rows for both of its problems.
    const showKind = async (name: RegExp) => {
      const link = page.getByRole("link", { name });
      await link.click();
      await expect.poll(() => link.getAttribute("aria-current")).toBe("page");
    };
    await showKind(/^Broken links/);
    const row = page.getByTestId("health-row").filter({ hasText: "Linking to nowhere" });
    await row.waitFor();
    expect(await row.textContent()).toContain("Link to /a/no-such-article (no such article)");
    await expectAccessible(page);
    await showKind(/^Images without alt text/);
    await row.waitFor();
    expect(await row.textContent()).toContain("No alt text: https://cdn.example/tent.png");

    await row.getByRole("link", { name: "Fix Linking to nowhere" }).click();
    await page.waitForURL((url) => url.pathname === `/admin/articles/${id}/edit`);

    await page.getByRole("link", { name: "Dashboard", exact: true }).click();
    const counts = page.getByTestId("health-counts");
    await counts.waitFor();
    expect(await counts.textContent()).toMatch(/Broken links1/);
    await expectAccessible(page);
  });
});
