import { describe, expect, it } from "vitest";
import { makeArticle } from "../test/support/contentFactory.ts";
import { expectFailures } from "./support/pageProblems.ts";
import { signIn } from "./support/signIn.ts";
import { expectAccessible, startSite } from "./support/site.ts";

const site = startSite();

describe("preview links", () => {
  it("opens a draft's preview from the editor, which a signed-out colleague can read until it is revoked", async () => {
    const article = await makeArticle(site.app.ctx, {
      slug: "preview-snowshoes",
      title: "Choosing snowshoes",
      summary: "Size them by your weight with a full pack.",
      contentHtml: "<p>Heavier loads need longer frames.</p>",
      status: "draft",
    });
    const { page, context } = await site.open();
    await signIn(page, "editor", `/admin/articles/${article.id}/edit`);
    await page.getByLabel("Title", { exact: true }).waitFor();

    const opened = context.waitForEvent("page");
    await page.getByRole("button", { name: "Preview (opens in a new tab)" }).click();
    const tab = await opened;
    await tab.waitForURL(/\/preview\/[A-Za-z0-9_-]{43}$/);
    const bar = tab.getByRole("status").filter({ hasText: "Preview — not published" });
    await bar.waitFor();
    expect(await tab.getByRole("heading", { level: 1 }).textContent()).toBe("Choosing snowshoes");
    await expectAccessible(tab);
    const address = tab.url();

    // A colleague who is not signed in, in a browser of their own.
    const colleague = await site.open();
    await colleague.page.goto(address);
    await colleague.page.getByRole("status").filter({ hasText: "Preview — not published" }).waitFor();
    expect(await colleague.page.locator(".article-body").textContent()).toContain(
      "Heavier loads need longer frames.",
    );
    expect(await colleague.page.locator('meta[name="robots"]').getAttribute("content")).toBe(
      "noindex,nofollow",
    );
    await expectAccessible(colleague.page);

    const revoked = await page.request.delete(`/api/admin/articles/${article.id}/preview-link`, {
      headers: { origin: site.baseUrl },
    });
    expect(revoked.status()).toBe(204);
    expectFailures(colleague.page, [
      { because: "a revoked preview link answers 410 Gone", status: 410, url: /\/preview\// },
    ]);
    const gone = await colleague.page.reload();
    expect(gone?.status()).toBe(410);
    await colleague.page.getByRole("heading", { name: "This preview link no longer works" }).waitFor();
    await expectAccessible(colleague.page);
  });
});
