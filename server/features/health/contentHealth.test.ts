import { addMonths } from "date-fns";
import { beforeAll, expect, it } from "vitest";
import { makeArticle, makeCategory } from "../../../test/support/contentFactory.ts";
import { describeEachDatabase, type TestClient } from "../../../test/support/testApp.ts";
import { writeNewArticlesInBulk } from "../articles/writeNewArticlesInBulk.ts";
import { checkArticles } from "./contentHealthService.ts";

interface Issue {
  article: { id: number; slug: string };
  kind: string;
  detail: string;
}

describeEachDatabase("content health", (t) => {
  let editor: TestClient;
  beforeAll(async () => {
    editor = await t.as("editor");
  });
  const issuesOf = async (articleId: number) => {
    const response = await editor.get("/api/admin/content-health");
    expect(response.statusCode).toBe(200);
    return (response.json().issues as Issue[])
      .filter((issue) => issue.article.id === articleId)
      .map((issue) => `${issue.kind}: ${issue.detail}`)
      .sort();
  };
  const write = async (fields: Record<string, unknown>) => {
    const response = await editor.post("/api/admin/articles", {
      summary: "A summary",
      seoDescription: "A description",
      status: "published",
      verificationInterval: "3-months",
      ...fields,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: number; slug: string; updatedAt: string };
  };

  it("finds broken links, draft targets, missing images, images without alt, no summary or SEO description on save", async () => {
    await makeArticle(t.app.ctx, { slug: "health-target" });
    await makeArticle(t.app.ctx, { slug: "health-draft-target", status: "draft" });
    await makeCategory(t.app.ctx, { slug: "health-category", name: "Health category" });
    const article = await write({
      title: "Links everywhere",
      slug: "health-links",
      summary: "",
      seoDescription: null,
      contentHtml: [
        '<p><a href="/a/health-target">fine</a> <a href="/a/health-gone">gone</a>',
        '<a href="/a/health-draft-target">draft</a> <a href="/c/health-category">category</a>',
        '<a href="/c/health-no-category">no category</a> <a href="https://elsewhere.example/a/x">external</a></p>',
        '<p><img src="/uploads/health-missing.png" alt="A tent"><img src="https://cdn.example/x.png" alt=""></p>',
      ].join(""),
    });
    expect(await issuesOf(article.id)).toEqual(
      [
        "broken-link: /a/health-gone (no such article)",
        "broken-link: /a/health-draft-target (a draft)",
        "broken-link: /c/health-no-category (no such category)",
        "missing-image: /uploads/health-missing.png",
        "image-without-alt: https://cdn.example/x.png",
        "no-summary: ",
        "no-seo-description: ",
      ].sort(),
    );
    // Fixing the article clears what was fixed.
    const fixed = await editor.put(`/api/admin/articles/${article.id}`, {
      title: "Links everywhere",
      slug: "health-links",
      summary: "Now with a summary",
      seoDescription: "And a description",
      status: "published",
      verificationInterval: "3-months",
      contentHtml: '<p><a href="/a/health-target">fine</a></p>',
    });
    expect(fixed.statusCode).toBe(200);
    expect(await issuesOf(article.id)).toEqual([]);
  });

  it("re-checks the articles linking to an article that is deleted, renamed or created", async () => {
    const target = await write({ title: "Target", slug: "health-renamed" });
    const linking = await write({
      title: "Linking",
      contentHtml: '<p><a href="/a/health-renamed">t</a></p>',
    });
    const early = await write({ title: "Early", contentHtml: '<p><a href="/a/health-later">soon</a></p>' });
    expect(await issuesOf(linking.id)).toEqual([]);
    expect(await issuesOf(early.id)).toEqual(["broken-link: /a/health-later (no such article)"]);

    // Renamed: the old slug still leads to it (a redirect), so the link is not broken.
    const renamed = await editor.put(`/api/admin/articles/${target.id}`, {
      title: "Target",
      slug: "health-renamed-again",
      summary: "A summary",
      seoDescription: "A description",
      status: "published",
      verificationInterval: "3-months",
    });
    expect(renamed.statusCode).toBe(200);
    expect(await issuesOf(linking.id)).toEqual([]);
    // Deleted (to the trash): the link breaks, and says where the article went.
    expect((await editor.delete(`/api/admin/articles/${target.id}`)).statusCode).toBeLessThan(300);
    expect(await issuesOf(linking.id)).toEqual(["broken-link: /a/health-renamed (in the trash)"]);
    // Created at the slug a link was waiting for: the link works.
    await write({ title: "Later", slug: "health-later" });
    expect(await issuesOf(early.id)).toEqual([]);
  });

  it("lists articles not updated for 12 months and published ones overdue for verification", async () => {
    const old = await makeArticle(t.app.ctx, {
      slug: "health-old",
      summary: "s",
      seoDescription: "d",
      createdAt: addMonths(new Date(), -13).toISOString(),
      verificationExpiresAt: addMonths(new Date(), 1).toISOString(),
    });
    const overdue = await makeArticle(t.app.ctx, {
      slug: "health-overdue",
      summary: "s",
      seoDescription: "d",
      verificationExpiresAt: new Date(Date.now() - 86_400_000).toISOString(),
    });
    const draft = await makeArticle(t.app.ctx, {
      slug: "health-overdue-draft",
      status: "draft",
      summary: "s",
      seoDescription: "d",
      verificationExpiresAt: new Date(Date.now() - 86_400_000).toISOString(),
    });
    // The daily job checks every article: these were written without a save through the API.
    await checkArticles(t.app.ctx, "all");
    expect((await issuesOf(old.id)).map((issue) => issue.split(":")[0])).toEqual(["not-updated"]);
    expect((await issuesOf(overdue.id)).map((issue) => issue.split(":")[0])).toEqual([
      "verification-overdue",
    ]);
    expect(await issuesOf(draft.id)).toEqual([]);
    const report = (await editor.get("/api/admin/content-health")).json();
    expect(report.counts["not-updated"]).toBeGreaterThanOrEqual(1);
    expect((await t.anon.get("/api/admin/content-health")).statusCode).toBe(401);
  });

  it("the daily check reaches every article of a large help center, not only its first batch", async () => {
    // Checked a hundred at a time: the first and the last of 1,200 must both be found.
    await writeNewArticlesInBulk(
      t.app.ctx.db,
      Array.from({ length: 1_200 }, (_, i) => ({
        slug: `bulk-health-${i}`,
        title: `Bulk ${i}`,
        status: "published" as const,
        seoDescription: "A description",
        contentHtml: `<p>Body ${i} <a href="/a/bulk-missing-${i}">see</a></p>`,
      })),
    );
    await checkArticles(t.app.ctx, "all");
    const report = (await editor.get("/api/admin/content-health")).json() as { issues: Issue[] };
    const found = (slug: string) =>
      report.issues
        .filter((issue) => issue.article.slug === slug)
        .map((issue) => `${issue.kind}: ${issue.detail}`)
        .sort();
    for (const i of [0, 1_199])
      expect(found(`bulk-health-${i}`)).toEqual([
        `broken-link: /a/bulk-missing-${i} (no such article)`,
        "no-summary: ",
      ]);
  });
});
