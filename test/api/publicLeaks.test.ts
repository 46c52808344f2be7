import { expect, it } from "vitest";
import { describeEachDatabase } from "../support/testApp.ts";

const STAFF_DOMAIN = "@staff-only.example";

describeEachDatabase("what visitors can read", (t) => {
  it("shows no staff email and no verification schedule in any public answer or page", async () => {
    const author = await t.createUser({ email: `writer${STAFF_DOMAIN}`, role: "editor" });
    const editor = await t.signIn(author.email);
    const category = await editor.post("/api/admin/categories", { name: "Tents", slug: "tents" });
    expect(category.statusCode).toBe(201);
    const categoryId = category.json().id;
    const slugs: string[] = [];
    for (const title of ["Pitching a ridge tent", "Pitching a dome tent"]) {
      const created = await editor.post("/api/admin/articles", {
        title,
        summary: "How to pitch it",
        contentHtml: "<p>Stake the corners first.</p>",
        status: "published",
        categoryId,
        tags: ["pitching"],
        featured: true,
        verificationInterval: "3-months",
      });
      expect(created.statusCode).toBe(201);
      slugs.push(created.json().slug);
    }
    const staffView = await editor.get(
      `/api/admin/articles/${(await editor.get("/api/admin/articles")).json()[0].id}`,
    );
    expect(staffView.body).toContain(STAFF_DOMAIN);

    const addresses = [
      `/api/public/articles/${slugs[0]}`,
      `/a/${slugs[0]}`,
      `/a/${slugs[0]}?embed=true`,
      "/",
      "/c/tents",
      "/api/public/featured",
      "/api/public/categories",
      "/api/public/categories/tents",
      "/api/public/search?q=pitching",
      "/api/public/search?q=pitching&page=1",
      "/search?q=pitching",
      "/api/public/rss.xml",
      "/api/public/sitemap.xml",
      "/api/public/settings",
    ];
    for (const url of addresses) {
      const response = await t.anon.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain(STAFF_DOMAIN);
      for (const internal of [
        "authorEmail",
        "lastVerifiedAt",
        "verificationExpiresAt",
        "verificationInterval",
      ])
        expect(response.body, `${url} ${internal}`).not.toContain(internal);
    }
    const article = (await t.anon.get(`/api/public/articles/${slugs[0]}`)).json();
    expect(article.relatedArticles.map((r: { slug: string }) => r.slug)).toEqual([slugs[1]]);
    expect(article.contentHtml).toContain("Stake the corners");
  });
});
