import { describe, expect, it } from "vitest";
import { makeArticle, makeCategory } from "../test/support/contentFactory.ts";
import { expectToast } from "./support/editorPage.ts";
import { signIn } from "./support/signIn.ts";
import { expectAccessible, startSite } from "./support/site.ts";

const site = startSite();

describe("trash", () => {
  it("undoes a delete from the toast, and restores from the Trash screen", async () => {
    await makeArticle(site.app.ctx, { slug: "trash-e2e-bivy", title: "Bivy sack care", status: "published" });
    const { page } = await site.open();
    await signIn(page, "editor", "/admin/articles?q=bivy");
    const row = page.locator("tbody tr").filter({ hasText: "Bivy sack care" });
    await row.waitFor();

    await row.getByRole("button", { name: "Delete Bivy sack care" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Article deleted");
    await expect.poll(() => row.count()).toBe(0);
    expect((await page.request.get("/api/public/articles/trash-e2e-bivy")).status()).toBe(404);
    await page.getByTestId("toast").getByRole("button", { name: "Undo" }).click();
    await expectToast(page, "Article restored");
    await row.waitFor();
    expect((await page.request.get("/api/public/articles/trash-e2e-bivy")).status()).toBe(200);

    await row.getByRole("button", { name: "Delete Bivy sack care" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Article deleted");
    await page.getByRole("link", { name: "Trash" }).click();
    await page.getByRole("heading", { name: "Trash", level: 1 }).waitFor();
    const trashed = page.locator("tbody tr").filter({ hasText: "Bivy sack care" });
    await trashed.waitFor();
    expect(await trashed.textContent()).toContain("editor@example.com");
    // Editors restore; only admins delete for good.
    expect(await page.getByRole("button", { name: "Delete Bivy sack care for good" }).count()).toBe(0);
    await expectAccessible(page);
    await trashed.getByRole("button", { name: "Restore Bivy sack care" }).click();
    await expectToast(page, "Article restored");
    await expect.poll(() => trashed.count()).toBe(0);
    expect((await page.request.get("/api/public/articles/trash-e2e-bivy")).status()).toBe(200);
  });

  it("lets an admin delete a category for good and empty the trash, after confirming", async () => {
    const category = await makeCategory(site.app.ctx, { slug: "trash-e2e-ropes", name: "Ropes" });
    await makeArticle(site.app.ctx, { slug: "trash-e2e-knots", title: "Knots", categoryId: category.id });
    const loose = await makeArticle(site.app.ctx, { slug: "trash-e2e-loose", title: "Loose ends" });
    const { page } = await site.open();
    await signIn(page, "admin", "/admin/categories");
    const deleted = await page.request.delete(`/api/admin/categories/${category.id}`, {
      headers: { origin: site.baseUrl },
    });
    expect(deleted.status()).toBe(200);
    await page.request.delete(`/api/admin/articles/${loose.id}`, { headers: { origin: site.baseUrl } });

    await page.goto("/admin/trash");
    const ropes = page.locator("tbody tr").filter({ hasText: "Ropes" });
    await ropes.waitFor();
    expect(await ropes.textContent()).toContain("Category, 1 article");
    await ropes.getByRole("button", { name: "Delete Ropes for good" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete for good?" });
    expect(await confirm.textContent()).toContain(
      "Ropes is deleted for good, with the articles deleted with it",
    );
    await expectAccessible(page);
    await confirm.getByRole("button", { name: "Delete for good" }).click();
    await expectToast(page, "Deleted for good");
    await expect.poll(() => ropes.count()).toBe(0);

    await page.getByRole("button", { name: "Empty trash" }).click();
    await page
      .getByRole("alertdialog", { name: "Empty the trash?" })
      .getByRole("button", { name: "Empty trash" })
      .click();
    await expectToast(page, "Trash emptied");
    await page.getByRole("heading", { name: "The trash is empty" }).waitFor();
    const left = await site.app.ctx.db
      .selectFrom("articles")
      .select("id")
      .where("id", "=", loose.id)
      .execute();
    expect(left).toHaveLength(0);
  });
});
