import { afterEach, expect, it } from "vitest";
import { makeArticle } from "../../../test/support/contentFactory.ts";
import { describeEachDatabaseFreshPerTest, type TestClient } from "../../../test/support/testApp.ts";
import { clock } from "../../platform/clock.ts";
import { pruneAuditLog } from "./auditService.ts";

describeEachDatabaseFreshPerTest("audit log", (t) => {
  let editor: TestClient;
  let admin: TestClient;
  afterEach(() => clock.reset());

  const setUp = async () => {
    editor = await t.as("editor");
    admin = await t.as("admin");
  };
  const entries = async (query = "") => (await admin.get(`/api/admin/audit${query}`)).json();

  it("records each article action with its actor and changes, newest first, and nothing for reads", async () => {
    await setUp();
    const created = (
      await editor.post("/api/admin/articles", { title: "Audit me", verificationInterval: "1-month" })
    ).json();
    await editor.put(`/api/admin/articles/${created.id}`, {
      title: "Audit me twice",
      updatedAt: created.updatedAt,
    });
    await editor.post(`/api/admin/articles/${created.id}/publish`);
    await editor.post(`/api/admin/articles/${created.id}/verify`);
    await editor.delete(`/api/admin/articles/${created.id}`);
    await editor.post(`/api/admin/trash/articles/${created.id}/restore`);
    const before = (await entries()).entries.length;
    const signIns = await entries("?action=auth.sign_in");
    expect(signIns.entries).toHaveLength(2);
    // Reads change nothing and record nothing.
    await editor.get(`/api/admin/articles/${created.id}`);
    await editor.get("/api/admin/articles");
    await editor.get("/api/admin/trash");
    await t.anon.get("/api/public/articles/audit-me");
    expect((await entries()).entries).toHaveLength(before);
    const page = await entries("?entityType=article");
    expect(page.entries.map((entry: { action: string }) => entry.action)).toEqual([
      "article.restore",
      "article.trash",
      "article.verify",
      "article.publish",
      "article.update",
      "article.create",
    ]);
    const update = page.entries.find((entry: { action: string }) => entry.action === "article.update");
    expect(update).toMatchObject({
      entityType: "article",
      entityId: created.id,
      actor: { email: expect.stringMatching(/@/) },
      changes: { title: ["Audit me", "Audit me twice"] },
    });
    expect(update.changes.status).toBeUndefined();
    expect(page.nextCursor).toBeNull();
  });

  it("writes no entry for a refused change, and lets only admins read, filter, page and export", async () => {
    await setUp();
    const draft = await makeArticle(t.app.ctx, { status: "draft", verificationInterval: "none" });
    expect((await editor.post(`/api/admin/articles/${draft.id}/publish`)).statusCode).toBe(400);
    expect((await entries("?entityType=article")).entries).toEqual([]);

    expect((await editor.get("/api/admin/audit")).statusCode).toBe(403);
    expect((await t.anon.get("/api/admin/audit")).statusCode).toBe(401);
    for (let index = 0; index < 55; index += 1)
      await editor.post("/api/admin/categories", { name: `Audit ${index}`, slug: `audit-${index}` });
    const first = await entries("?entityType=category");
    expect(first.entries).toHaveLength(50);
    expect(first.nextCursor).toBe(first.entries[49].id);
    const second = await entries(`?entityType=category&cursor=${first.nextCursor}`);
    expect(second.entries).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    expect((await entries("?action=category.create&actor=EXAMPLE.com")).entries.length).toBeGreaterThan(0);
    expect((await entries("?actor=nobody@example.com")).entries).toEqual([]);
    expect((await entries("?entityType=planet")).error.code).toBeTruthy();

    const csv = await admin.get("/api/admin/audit?format=csv&entityType=category");
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body.trim().split("\r\n");
    expect(lines[0]).toBe("time,actor,action,entity type,entity id,summary,changes");
    expect(lines).toHaveLength(56);
    expect(lines[1]).toContain("category.create");
    // No route edits or deletes an entry.
    expect((await admin.delete("/api/admin/audit")).statusCode).toBe(404);
  });

  it("prunes entries older than AUDIT_RETENTION_DAYS", async () => {
    await setUp();
    clock.set(new Date(Date.now() - 800 * 86_400_000));
    await editor.post("/api/admin/categories", { name: "Ancient", slug: "ancient" });
    clock.reset();
    await editor.post("/api/admin/categories", { name: "Recent", slug: "recent" });
    await pruneAuditLog(t.app.ctx);
    const summaries = (await entries("?entityType=category")).entries.map(
      (entry: { summary: string }) => entry.summary,
    );
    expect(summaries).toEqual(['Created the category "Recent"']);
  });
});
