import { expect, it } from "vitest";
import type { AuditEntry } from "../../../shared/schemas/audit.ts";
import { makeArticle } from "../../../test/support/contentFactory.ts";
import { describeEachDatabase } from "../../../test/support/testApp.ts";
import { recordAudit } from "./recordAudit.ts";

describeEachDatabase("an article's audit entries (the editor's history)", (t) => {
  it("shows any staff member that article's actions only, newest first, and not the whole log", async () => {
    const editor = await t.as("editor");
    const created = (
      await editor.post("/api/admin/articles", { title: "Guy lines", verificationInterval: "1-month" })
    ).json();
    const other = (
      await editor.post("/api/admin/articles", { title: "Tent pegs", verificationInterval: "1-month" })
    ).json();
    await editor.post(`/api/admin/articles/${created.id}/publish`);
    const live = (await editor.get(`/api/admin/articles/${created.id}`)).json();
    expect(
      (
        await editor.put(`/api/admin/articles/${created.id}/draft`, {
          title: "Guy lines, tightened",
          updatedAt: live.updatedAt,
        })
      ).statusCode,
    ).toBe(200);
    await editor.post(`/api/admin/articles/${created.id}/verify`);
    await editor.delete(`/api/admin/articles/${created.id}`);
    await editor.post(`/api/admin/trash/articles/${created.id}/restore`);

    const response = await editor.get(`/api/admin/articles/${created.id}/audit`);
    expect(response.statusCode).toBe(200);
    const page = response.json() as { entries: AuditEntry[]; nextCursor: number | null };
    expect(page.entries.map((entry) => entry.action)).toEqual([
      "article.restore",
      "article.trash",
      "article.verify",
      "article.stage",
      "article.publish",
      "article.create",
    ]);
    expect(page.entries.every((entry) => entry.entityId === created.id)).toBe(true);
    expect(page.entries[0]!.actor?.email).toMatch(/@example\.com$/);
    expect(page.nextCursor).toBeNull();
    // Reading the history records nothing.
    expect((await editor.get(`/api/admin/articles/${created.id}/audit`)).json().entries).toHaveLength(6);

    const otherPage = (await editor.get(`/api/admin/articles/${other.id}/audit`)).json();
    expect(otherPage.entries.map((entry: AuditEntry) => entry.action)).toEqual(["article.create"]);

    expect((await editor.get("/api/admin/audit")).statusCode).toBe(403);
    expect((await t.anon.get(`/api/admin/articles/${created.id}/audit`)).statusCode).toBe(401);
    expect((await editor.get("/api/admin/articles/99999999/audit")).statusCode).toBe(404);
    expect((await editor.get(`/api/admin/articles/${created.id}/audit?cursor=abc`)).statusCode).toBe(400);
    expect((await editor.get(`/api/admin/articles/${created.id}/audit?actor=x`)).statusCode).toBe(400);
  });

  it("pages a long history by cursor", async () => {
    const editor = await t.as("editor");
    const article = await makeArticle(t.app.ctx, { title: "Long history" });
    for (let index = 0; index < 55; index += 1)
      await recordAudit(t.db, null, {
        action: "article.update",
        entityType: "article",
        entityId: article.id,
        summary: `Change ${index}`,
      });
    const first = (await editor.get(`/api/admin/articles/${article.id}/audit`)).json();
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0].summary).toBe("Change 54");
    expect(first.nextCursor).toBe(first.entries[49].id);
    const second = (
      await editor.get(`/api/admin/articles/${article.id}/audit?cursor=${first.nextCursor}`)
    ).json();
    expect(second.entries.map((entry: AuditEntry) => entry.summary)).toEqual([
      "Change 4",
      "Change 3",
      "Change 2",
      "Change 1",
      "Change 0",
    ]);
    expect(second.nextCursor).toBeNull();
  });
});
