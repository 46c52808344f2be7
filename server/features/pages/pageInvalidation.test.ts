import { beforeAll, beforeEach, expect, it } from "vitest";
import { makeArticle, makeCategory } from "../../../test/support/contentFactory.ts";
import { describeEachDatabase, type TestClient } from "../../../test/support/testApp.ts";
import type { ArticleRow, CategoryRow } from "../../platform/db/schema.ts";

/**
 * A page still cached shows a title that was changed behind the cache's back (straight in the
 * database, with no notification): that is how these tests see which pages a change cleared.
 */
describeEachDatabase("page cache invalidation follows what changed", (t) => {
  let editor: TestClient;
  let tents: CategoryRow;
  let stoves: CategoryRow;
  let pitching: ArticleRow;
  let guying: ArticleRow;
  let priming: ArticleRow;

  const titleOf = async (path: string) => /<h1[^>]*>([^<]*)</.exec((await t.anon.get(path)).body)?.[1];
  const renameSilently = (id: number, title: string) =>
    t.db.updateTable("articles").set({ title }).where("id", "=", id).execute();

  beforeAll(async () => {
    editor = await t.as("editor");
    tents = await makeCategory(t.app.ctx, { slug: "tents", name: "Tents" });
    stoves = await makeCategory(t.app.ctx, { slug: "stoves", name: "Stoves" });
    pitching = await makeArticle(t.app.ctx, { slug: "pitching", title: "Pitching", categoryId: tents.id });
    guying = await makeArticle(t.app.ctx, { slug: "guying", title: "Guying", categoryId: tents.id });
    priming = await makeArticle(t.app.ctx, { slug: "priming", title: "Priming", categoryId: stoves.id });
  });
  // Each test starts from the original titles and an empty page cache.
  beforeEach(async () => {
    await renameSilently(pitching.id, "Pitching");
    await renameSilently(guying.id, "Guying");
    await renameSilently(priming.id, "Priming");
    t.app.ctx.contentChanges.publish();
  });

  it("an article edit clears its page and its category's pages, not other categories' pages", async () => {
    for (const path of ["/a/pitching", "/a/guying", "/a/priming", "/c/stoves", "/c/tents"]) {
      expect((await t.anon.get(path)).statusCode).toBe(200);
    }
    await renameSilently(priming.id, "Priming (silently renamed)");
    await renameSilently(guying.id, "Guying (silently renamed)");

    const saved = await editor.put(`/api/admin/articles/${pitching.id}`, {
      title: "Pitching in wind",
      categoryId: tents.id,
      status: "published",
      verificationInterval: "3-months",
    });
    expect(saved.statusCode).toBe(200);

    expect(await titleOf("/a/pitching")).toBe("Pitching in wind");
    // Same category: its page may list the edited article as related, so it is rendered again.
    expect(await titleOf("/a/guying")).toBe("Guying (silently renamed)");
    expect((await t.anon.get("/c/tents")).body).toContain("Pitching in wind");
    // Another category: still the cached page.
    expect(await titleOf("/a/priming")).toBe("Priming");
  });

  it("a settings change clears every page", async () => {
    expect(await titleOf("/a/priming")).toBe("Priming");
    await renameSilently(priming.id, "Priming (silently renamed)");
    const admin = await t.as("admin");
    expect((await admin.put("/api/admin/settings", { site_name: "Trail Help" })).statusCode).toBe(200);
    expect(await titleOf("/a/priming")).toBe("Priming (silently renamed)");
  });
});
