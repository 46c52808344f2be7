import { afterEach, beforeAll, expect, it } from "vitest";
import { makeArticle } from "../../../test/support/contentFactory.ts";
import {
  describeEachDatabase,
  describeEachDatabaseFreshPerTest,
  type TestClient,
} from "../../../test/support/testApp.ts";
import { clock } from "../../platform/clock.ts";
import { signVisitorId } from "../../platform/http/visitorCookie.ts";

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describeEachDatabase("article views", (t) => {
  let editor: TestClient;
  beforeAll(async () => {
    editor = await t.as("editor");
  });
  afterEach(() => clock.reset());

  const beacon = (slug: string, who: { id?: string; address?: string; userAgent?: string | null } = {}) =>
    t.app.inject({
      method: "POST",
      url: `/api/public/articles/${slug}/view`,
      remoteAddress: who.address ?? "127.0.0.1",
      headers: {
        origin: "http://localhost",
        ...(who.userAgent === null ? {} : { "user-agent": who.userAgent ?? BROWSER }),
        ...(who.id ? { cookie: `cairn_visitor=${signVisitorId(t.app.ctx.visitorCookieKey, who.id)}` } : {}),
      },
    });
  const viewsOf = async (articleId: number) =>
    (
      await t.db.selectFrom("articleViewDays").selectAll().where("articleId", "=", articleId).execute()
    ).reduce((sum, row) => sum + row.views, 0);

  it("counts a visitor once per article per day, bots not at all, and stores no address", async () => {
    const article = await makeArticle(t.app.ctx, { slug: "views-once" });
    const other = await makeArticle(t.app.ctx, { slug: "views-once-other" });
    const reader = { id: "view-reader-aaaaaaaaaa", address: "127.0.5.1" };
    for (let i = 0; i < 3; i += 1) expect((await beacon("views-once", reader)).statusCode).toBe(204);
    expect(await viewsOf(article.id)).toBe(1);
    // The same reader on another article, another reader, a cookieless reader (by address) count.
    await beacon("views-once-other", reader);
    await beacon("views-once", { id: "view-reader-bbbbbbbbbb", address: "127.0.5.1" });
    await beacon("views-once", { address: "127.0.5.2" });
    await beacon("views-once", { address: "127.0.5.2" });
    expect(await viewsOf(article.id)).toBe(3);
    expect(await viewsOf(other.id)).toBe(1);
    // Bots and requests without a User-Agent count nothing.
    expect((await beacon("views-once", { address: "127.0.5.3", userAgent: GOOGLEBOT })).statusCode).toBe(204);
    await beacon("views-once", { address: "127.0.5.4", userAgent: "curl/8.5.0" });
    await beacon("views-once", { address: "127.0.5.5", userAgent: null });
    expect(await viewsOf(article.id)).toBe(3);
    // The next day the reader counts again.
    clock.set(new Date(Date.now() + 86_400_000));
    await beacon("views-once", reader);
    expect(await viewsOf(article.id)).toBe(4);
    // No address, no cookie id is kept.
    const stored = JSON.stringify(await t.db.selectFrom("articleViewVisitors").selectAll().execute());
    expect(stored).not.toContain("127.0.5");
    expect(stored).not.toContain("view-reader");
  });

  it("refuses drafts and unknown articles", async () => {
    const draft = await makeArticle(t.app.ctx, { slug: "views-draft", status: "draft" });
    expect((await beacon("views-draft")).statusCode).toBe(404);
    expect((await beacon("views-nowhere")).statusCode).toBe(404);
    expect(await viewsOf(draft.id)).toBe(0);
  });

  it("reports the window's views against the window before, most read first", async () => {
    const before = (await editor.get("/api/admin/analytics/views?days=7")).json();
    const popular = await makeArticle(t.app.ctx, { slug: "views-popular", title: "Popular one" });
    const quiet = await makeArticle(t.app.ctx, { slug: "views-quiet" });
    const at = async (days: number, slug: string, visitors: number) => {
      clock.set(daysAgo(days));
      for (let i = 0; i < visitors; i += 1) await beacon(slug, { id: `report-visitor-${slug}-${days}-${i}` });
      clock.reset();
    };
    await at(0, "views-popular", 4);
    await at(3, "views-popular", 2);
    await at(10, "views-popular", 3);
    await at(1, "views-quiet", 1);
    await at(40, "views-quiet", 5);
    const week = (await editor.get("/api/admin/analytics/views?days=7")).json();
    expect(week.total - before.total).toBe(7);
    expect(week.previousTotal - before.previousTotal).toBe(3);
    const row = week.articles.find((a: { id: number }) => a.id === popular.id);
    expect(row).toEqual({
      id: popular.id,
      title: "Popular one",
      slug: "views-popular",
      views: 6,
      previousViews: 3,
    });
    expect(week.articles.findIndex((a: { id: number }) => a.id === popular.id)).toBeLessThan(
      week.articles.findIndex((a: { id: number }) => a.id === quiet.id),
    );
    const chosen = (await editor.get(`/api/admin/analytics/views?days=90&articleIds=${quiet.id}`)).json();
    expect(chosen.articles).toEqual([
      { id: quiet.id, title: quiet.title, slug: "views-quiet", views: 6, previousViews: 0 },
    ]);
    for (const query of ["days=14", "articleIds=a,b", "articleIds=", "other=1"])
      expect((await editor.get(`/api/admin/analytics/views?${query}`)).statusCode, query).toBe(400);
    expect((await t.anon.get("/api/admin/analytics/views")).statusCode).toBe(401);
  });

  it("gives an article's views and votes per day for the editor's chart", async () => {
    const article = await makeArticle(t.app.ctx, { slug: "views-activity" });
    clock.set(daysAgo(2));
    await beacon("views-activity", { id: "activity-reader-aaaaaaa" });
    await t.anon.post("/api/public/articles/views-activity/rate", { value: -1 });
    clock.reset();
    await beacon("views-activity", { id: "activity-reader-aaaaaaa" });
    const response = await editor.get(`/api/admin/articles/${article.id}/activity`);
    expect(response.statusCode).toBe(200);
    const { days } = response.json();
    expect(days).toHaveLength(90);
    const today = new Date().toISOString().slice(0, 10);
    const twoDaysAgo = daysAgo(2).toISOString().slice(0, 10);
    expect(days.at(-1)).toEqual({ day: today, views: 1, helpful: 0, notHelpful: 0 });
    expect(days.find((d: { day: string }) => d.day === twoDaysAgo)).toEqual({
      day: twoDaysAgo,
      views: 1,
      helpful: 0,
      notHelpful: 1,
    });
    expect((await editor.get("/api/admin/articles/999999/activity")).statusCode).toBe(404);
  });

  it("ranks Low-rated by the Wilson lower bound, with at least 5 votes", async () => {
    const few = await makeArticle(t.app.ctx, { slug: "wilson-few", helpfulCount: 0, notHelpfulCount: 4 });
    const small = await makeArticle(t.app.ctx, { slug: "wilson-small", helpfulCount: 4, notHelpfulCount: 1 });
    const large = await makeArticle(t.app.ctx, {
      slug: "wilson-large",
      helpfulCount: 40,
      notHelpfulCount: 10,
    });
    const bad = await makeArticle(t.app.ctx, { slug: "wilson-bad", helpfulCount: 1, notHelpfulCount: 9 });
    const list = (await editor.get("/api/admin/analytics/low-rated")).json() as {
      id: number;
      helpfulLowerBound: number;
    }[];
    const ids = list.map((a) => a.id);
    expect(ids).not.toContain(few.id);
    // Both are 80 % helpful, but 4 of 5 is far less sure than 40 of 50.
    expect(ids.indexOf(bad.id)).toBeLessThan(ids.indexOf(small.id));
    expect(ids.indexOf(small.id)).toBeLessThan(ids.indexOf(large.id));
    expect(list.find((a) => a.id === small.id)!.helpfulLowerBound).toBeCloseTo(0.376, 2);
    expect(list.find((a) => a.id === large.id)!.helpfulLowerBound).toBeCloseTo(0.67, 2);
  });
});

describeEachDatabaseFreshPerTest("popular articles from views", (t) => {
  it("fills Popular Articles on the home page after the featured ones with the most read", async () => {
    await makeArticle(t.app.ctx, { slug: "pop-featured", featured: true });
    await makeArticle(t.app.ctx, { slug: "pop-helpful", helpfulCount: 50 });
    await makeArticle(t.app.ctx, { slug: "pop-read" });
    await makeArticle(t.app.ctx, { slug: "pop-unread" });
    const slugs = async () =>
      ((await t.anon.get("/api/public/featured")).json() as { slug: string }[]).map((a) => a.slug);
    // Without views: the featured one, then the most helpful.
    expect((await slugs()).slice(0, 2)).toEqual(["pop-featured", "pop-helpful"]);
    for (const id of ["pop-reader-aaaaaaaaaa", "pop-reader-bbbbbbbbbb"])
      await t.app.inject({
        method: "POST",
        url: "/api/public/articles/pop-read/view",
        headers: {
          origin: "http://localhost",
          "user-agent": BROWSER,
          cookie: `cairn_visitor=${signVisitorId(t.app.ctx.visitorCookieKey, id)}`,
        },
      });
    // The answer is kept as the home page is: views reorder it within the minute it is kept.
    expect((await slugs()).slice(0, 2)).toEqual(["pop-featured", "pop-helpful"]);
    clock.set(new Date(Date.now() + 61_000));
    try {
      expect((await slugs()).slice(0, 3)).toEqual(["pop-featured", "pop-read", "pop-helpful"]);
    } finally {
      clock.reset();
    }
  });

  it("clears the kept featured answer at once when an article in it or the lists change", async () => {
    const first = await makeArticle(t.app.ctx, { slug: "kept-first", featured: true, title: "Kept first" });
    const titles = async () =>
      ((await t.anon.get("/api/public/featured")).json() as { title: string }[]).map((a) => a.title);
    expect(await titles()).toEqual(["Kept first"]);
    const editor = await t.as("editor");
    const renamed = await editor.put(`/api/admin/articles/${first.id}`, {
      title: "Kept first, renamed",
      categoryId: first.categoryId,
      status: "published",
      featured: true,
    });
    expect(renamed.statusCode).toBe(200);
    expect(await titles()).toEqual(["Kept first, renamed"]);
    const made = await editor.post("/api/admin/articles", {
      title: "Kept second",
      slug: "kept-second",
      categoryId: first.categoryId,
      status: "published",
      featured: true,
      verificationInterval: "3-months",
    });
    expect(made.statusCode).toBe(201);
    expect((await titles()).sort()).toEqual(["Kept first, renamed", "Kept second"]);
  });
});
