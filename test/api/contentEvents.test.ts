import { beforeAll, expect, it } from "vitest";
import { describeEachDatabase, type TestClient } from "../support/testApp.ts";

describeEachDatabase("content change notifications", (t) => {
  let editor: TestClient;
  let changes = 0;
  beforeAll(async () => {
    editor = await t.as("editor");
    t.app.ctx.contentChanges.subscribe("write counter", () => {
      changes += 1;
    });
  });

  /** Runs a write and answers how many notifications it caused. */
  const notified = async (write: () => Promise<{ statusCode: number }>) => {
    const before = changes;
    const response = await write();
    expect(response.statusCode).toBeLessThan(300);
    return changes - before;
  };

  it("tells the page cache after every successful content write, and not after a refused one", async () => {
    const category = await editor.post("/api/admin/categories", { name: "Events", slug: "events" });
    expect(category.statusCode).toBe(201);
    const categoryId = category.json().id;
    let articleId = 0;
    expect(
      await notified(async () => {
        const response = await editor.post("/api/admin/articles", { title: "Event", categoryId });
        articleId = response.json().id;
        return response;
      }),
    ).toBe(1);
    expect(
      await notified(() => editor.put(`/api/admin/articles/${articleId}`, { title: "Event 2", categoryId })),
    ).toBe(1);
    expect(
      await notified(() =>
        editor.put(`/api/admin/articles/${articleId}/verification`, { verificationInterval: "1-month" }),
      ),
    ).toBe(1);
    expect(await notified(() => editor.post(`/api/admin/articles/${articleId}/publish`))).toBe(1);
    expect(await notified(() => editor.post(`/api/admin/articles/${articleId}/verify`))).toBe(1);
    // A vote is not a content change: counts reach cached pages within their minute (issue 11).
    expect(await notified(() => t.anon.post("/api/public/articles/event/rate", { value: 1 }))).toBe(0);
    expect(
      await notified(() =>
        editor.put(`/api/admin/categories/${categoryId}`, { name: "Events!", slug: "events" }),
      ),
    ).toBe(1);

    const before = changes;
    expect((await editor.post("/api/admin/articles", { title: "Event 2", slug: "event" })).statusCode).toBe(
      409,
    );
    expect(changes).toBe(before);

    expect(await notified(() => editor.delete(`/api/admin/articles/${articleId}`))).toBe(1);
    expect(await notified(() => editor.delete(`/api/admin/categories/${categoryId}`))).toBe(1);
  });
});
