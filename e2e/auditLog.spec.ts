import { describe, expect, it } from "vitest";
import { makeArticle } from "../test/support/contentFactory.ts";
import { signIn } from "./support/signIn.ts";
import { expectAccessible, startSite } from "./support/site.ts";

const site = startSite();

describe("audit log", () => {
  it("shows an admin who changed what, filters it and offers the CSV", async () => {
    const article = await makeArticle(site.app.ctx, {
      slug: "audit-e2e-tarp",
      title: "Tarp shelters",
      status: "draft",
    });
    const { page } = await site.open();
    await signIn(page, "editor", "/admin/articles");
    const published = await page.request.post(`/api/admin/articles/${article.id}/publish`, {
      headers: { origin: site.baseUrl },
    });
    expect(published.status()).toBe(200);
    await page.request.post("/api/admin/categories", {
      headers: { origin: site.baseUrl },
      data: { name: "Audit shelters", slug: "audit-shelters" },
    });

    const admin = await site.open();
    await signIn(admin.page, "admin", "/admin/audit");
    await admin.page.getByRole("heading", { name: "Audit Log", level: 1 }).waitFor();
    const publish = admin.page.getByTestId("audit-entry").filter({ hasText: 'Published "Tarp shelters"' });
    await publish.waitFor();
    expect(await publish.textContent()).toContain("editor@example.com");
    expect(await publish.textContent()).toContain("status: draft → published");
    await expectAccessible(admin.page);

    await admin.page.getByLabel("About").selectOption("category");
    await admin.page.getByRole("button", { name: "Filter" }).click();
    await expect.poll(() => publish.count()).toBe(0);
    await admin.page
      .getByTestId("audit-entry")
      .filter({ hasText: 'Created the category "Audit shelters"' })
      .waitFor();
    expect(await admin.page.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(
      "/api/admin/audit?entityType=category&format=csv",
    );
  });
});
