import { expect, it } from "vitest";
import { verifyPassword } from "../../server/features/auth/passwords.ts";
import { ensureFirstAdmin } from "../../server/features/users/firstAdmin.ts";
import { testConfig } from "../../server/platform/config.ts";
import { seedDemoIfEmpty } from "../../server/seed/seedDemo.ts";
import { describeEachDatabase } from "../support/testApp.ts";

describeEachDatabase("demo help center and first admin", (t) => {
  it("fills an empty help center once: categories, articles, featured, drafts, verification due", async () => {
    expect(await seedDemoIfEmpty(t.app.ctx)).toEqual({ categories: 8, articles: 48 });
    expect(await seedDemoIfEmpty(t.app.ctx)).toBeNull();

    const categories = (await t.anon.get("/api/public/categories")).json();
    expect(categories).toHaveLength(8);
    expect(categories.reduce((sum: number, c: { articleCount: number }) => sum + c.articleCount, 0)).toBe(44);

    const featured = (await t.anon.get("/api/public/featured")).json();
    expect(featured).toHaveLength(6);
    expect(featured.every((a: { featured: boolean }) => a.featured)).toBe(true);

    const article = (await t.anon.get("/api/public/articles/how-to-pitch-a-tent")).json();
    expect(article.contentHtml).toContain("https://www.youtube.com/embed/");
    expect(article.coverImageUrl).toMatch(/^\/demo\/.+\.svg$/);

    const drafts = await t.db.selectFrom("articles").select("slug").where("status", "=", "draft").execute();
    expect(drafts.length).toBeGreaterThanOrEqual(3);
    for (const { slug } of drafts)
      expect((await t.anon.get(`/api/public/articles/${slug}`)).statusCode).toBe(404);

    const editor = await t.as("editor");
    const due = (await editor.get("/api/admin/verification/articles")).json();
    expect(due.length).toBeGreaterThanOrEqual(6);

    // The demo's articles were written by its author, not by an unknown hand.
    const pitch = await t.db
      .selectFrom("articles")
      .select("id")
      .where("slug", "=", "how-to-pitch-a-tent")
      .executeTakeFirstOrThrow();
    const versions = (await editor.get(`/api/admin/articles/${pitch.id}/versions`)).json();
    expect(versions).toEqual([
      expect.objectContaining({ editor: null, authorName: "Trailhead Outfitters Support Team" }),
    ]);
    // A staff save names the staff account, not the imported author.
    const current = (await editor.get(`/api/admin/articles/${pitch.id}`)).json();
    expect(
      (
        await editor.put(`/api/admin/articles/${pitch.id}`, {
          title: current.title,
          summary: "Pitch it well.",
          contentHtml: current.contentHtml,
          categoryId: current.category.id,
          tags: current.tags,
          status: current.status,
        })
      ).statusCode,
    ).toBe(200);
    const after = (await editor.get(`/api/admin/articles/${pitch.id}/versions`)).json();
    expect(after[0]).toMatchObject({ editor: { email: expect.stringContaining("@") }, authorName: null });
    expect(after[1]).toMatchObject({ editor: null, authorName: "Trailhead Outfitters Support Team" });

    // The demo's pictures are not uploads, yet the media library shows them with their articles.
    const images = (await editor.get("/api/admin/media/article-images")).json() as {
      url: string;
      usedIn: { id: number }[];
    }[];
    const covered = await t.db
      .selectFrom("articles")
      .select(["id", "coverImageUrl"])
      .where("coverImageUrl", "is not", null)
      .execute();
    expect(covered.length).toBeGreaterThan(0);
    for (const { id, coverImageUrl } of covered) {
      const shown = images.find((image) => image.url === coverImageUrl);
      expect(shown?.usedIn.map((user) => user.id)).toContain(id);
    }
    expect(images.every((image) => image.usedIn.length > 0)).toBe(true);

    const analytics = (await editor.get("/api/admin/analytics")).json();
    expect(analytics.topSearches[0]).toMatchObject({ text: "return policy", count: 14 });
    expect(analytics.stats.avgHelpfulness).toBeGreaterThan(50);
  });

  it("creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD, or with a generated password, only once", async () => {
    await t.db.deleteFrom("users").execute();
    const given = await ensureFirstAdmin(
      t.app.ctx,
      testConfig({ adminEmail: "boss@example.com", adminPassword: "s3cret-pass" }),
    );
    expect(given).toEqual({ email: "boss@example.com", generatedPassword: null });
    const boss = await t.db.selectFrom("users").selectAll().executeTakeFirstOrThrow();
    expect(boss.role).toBe("admin");
    expect(await verifyPassword(boss.passwordHash, "s3cret-pass")).toBe(true);
    expect(await ensureFirstAdmin(t.app.ctx, testConfig())).toBeNull();

    await t.db.deleteFrom("users").execute();
    const generated = await ensureFirstAdmin(t.app.ctx, testConfig({ adminPassword: undefined }));
    expect(generated?.generatedPassword).toMatch(/^[\w-]{16}$/);
    const response = await t.anon.post("/api/login", {
      email: "admin@example.com",
      password: generated!.generatedPassword,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().mustChangePassword).toBe(true);
  });
});
