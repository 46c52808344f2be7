import type { Transaction } from "kysely";
import { beforeAll, expect, it } from "vitest";
import { describeEachDatabase, type TestClient } from "../../../test/support/testApp.ts";
import type { Database } from "../../platform/db/schema.ts";
import type { SearchIndex } from "./index/searchIndex.ts";

type Call = [method: "syncArticle" | "removeArticle" | "syncCategory", id: number, inTransaction: boolean];

/**
 * The search engine is another module's; this suite checks our side of the contract: every
 * content write tells the index, inside the write's own transaction. The real index still runs.
 */
describeEachDatabase("search index upkeep", (t) => {
  let editor: TestClient;
  const calls: Call[] = [];
  beforeAll(async () => {
    editor = await t.as("editor");
    const real: SearchIndex = t.app.ctx.search;
    const record =
      (method: Call[0]) => async (trx: Parameters<SearchIndex["syncArticle"]>[0], id: number) => {
        calls.push([method, id, (trx as Transaction<Database>).isTransaction]);
        await real[method](trx, id);
      };
    t.app.ctx.search = {
      ...real,
      syncArticle: record("syncArticle"),
      removeArticle: record("removeArticle"),
      syncCategory: record("syncCategory"),
    };
  });

  it("syncs after create, update, publish and verify; re-syncs a renamed category and a trashed article", async () => {
    const categoryId = (
      await editor.post("/api/admin/categories", { name: "Indexed", slug: "indexed" })
    ).json().id;
    const id = (await editor.post("/api/admin/articles", { title: "Indexed article", categoryId })).json().id;
    await editor.put(`/api/admin/articles/${id}`, { title: "Indexed article 2", categoryId });
    await editor.put(`/api/admin/articles/${id}/verification`, { verificationInterval: "1-month" });
    await editor.post(`/api/admin/articles/${id}/publish`);
    await editor.post(`/api/admin/articles/${id}/verify`);
    await editor.put(`/api/admin/categories/${categoryId}`, { name: "Renamed", slug: "indexed" });
    await editor.delete(`/api/admin/categories/${categoryId}`);
    expect(calls).toEqual([
      ["syncArticle", id, true],
      ["syncArticle", id, true],
      ["syncArticle", id, true],
      ["syncArticle", id, true],
      ["syncArticle", id, true],
      ["syncCategory", categoryId, true],
      // Deleting the category trashes the article: a trashed article is a draft, which the sync drops.
      ["syncArticle", id, true],
    ]);
  });
});
