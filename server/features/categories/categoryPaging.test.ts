import { expect, it } from "vitest";
import { makeArticle, makeCategory } from "../../../test/support/contentFactory.ts";
import { describeEachDatabase, type TestClient } from "../../../test/support/testApp.ts";

interface CategoryAnswer {
  articles: { id: number; title: string; slug: string }[];
  pagination: { page: number; hasMore: boolean; next: string | null; previous: string | null };
}

/** Every page of a category in an order, following `next` from the first; the ids in order. */
async function walk(
  client: TestClient,
  slug: string,
  sort: string,
): Promise<{ ids: number[]; pages: number[] }> {
  const ids: number[] = [];
  const pages: number[] = [];
  let cursor: string | null = null;
  for (let guard = 0; guard < 50; guard += 1) {
    const response = await client.get(
      `/api/public/categories/${slug}?sort=${sort}${cursor ? `&cursor=${cursor}` : ""}`,
    );
    expect(response.statusCode).toBe(200);
    const answer = response.json() as CategoryAnswer;
    ids.push(...answer.articles.map((article) => article.id));
    pages.push(answer.pagination.page);
    expect(answer.pagination.hasMore).toBe(answer.pagination.next !== null);
    cursor = answer.pagination.next;
    if (!cursor) break;
  }
  return { ids, pages };
}

describeEachDatabase("category pages by cursor", (t) => {
  /** 30 articles with ties on every order column but the id: same times, titles and votes in threes. */
  async function tiedCategory(slug: string) {
    const category = await makeCategory(t.app.ctx, { slug });
    const rows = [];
    for (let i = 0; i < 30; i += 1) {
      const at = new Date(Date.UTC(2026, 0, 1 + Math.floor(i / 3))).toISOString();
      rows.push(
        await makeArticle(t.app.ctx, {
          categoryId: category.id,
          title: `Guide ${String.fromCharCode(65 + Math.floor(i / 3))}`,
          helpfulCount: i % 4,
          createdAt: at,
          updatedAt: at,
        }),
      );
    }
    return { category, rows };
  }

  it("pages through every order: each article once, in the order's own sequence", async () => {
    const { rows } = await tiedCategory("tied");
    const byRecent = [...rows].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id);
    const byTitle = [...rows].sort(
      (a, b) => a.title.localeCompare(b.title) || b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id,
    );
    const byPopular = [...rows].sort(
      (a, b) => b.helpfulCount - a.helpfulCount || b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id,
    );
    for (const [sort, expected] of [
      ["recent", byRecent],
      ["title", byTitle],
      ["popular", byPopular],
    ] as const) {
      const { ids, pages } = await walk(t.anon, "tied", sort);
      expect(ids, sort).toEqual(expected.map((row) => row.id));
      expect(pages, sort).toEqual([1, 2, 3]);
    }
  });

  it("neither repeats nor skips an article when others are published while a visitor pages", async () => {
    const { category, rows } = await tiedCategory("busy");
    const first = (await t.anon.get("/api/public/categories/busy")).json() as CategoryAnswer;
    // Newer articles go in at the top: numbered pages would shift every later page by them.
    for (let i = 0; i < 5; i += 1) await makeArticle(t.app.ctx, { categoryId: category.id });
    const seen = first.articles.map((article) => article.id);
    let cursor = first.pagination.next;
    while (cursor) {
      const page = (
        await t.anon.get(`/api/public/categories/busy?cursor=${cursor}`)
      ).json() as CategoryAnswer;
      seen.push(...page.articles.map((article) => article.id));
      cursor = page.pagination.next;
    }
    expect(seen).toHaveLength(30);
    expect(new Set(seen)).toEqual(new Set(rows.map((row) => row.id)));
  });

  it("goes back by the previous cursor to the same articles, and to the whole first page at the start", async () => {
    await tiedCategory("back");
    const pages: CategoryAnswer[] = [(await t.anon.get("/api/public/categories/back?sort=title")).json()];
    for (let i = 0; i < 2; i += 1)
      pages.push(
        (
          await t.anon.get(`/api/public/categories/back?sort=title&cursor=${pages.at(-1)!.pagination.next}`)
        ).json(),
      );
    expect(pages[0]!.pagination.previous).toBeNull();
    const back = (
      await t.anon.get(`/api/public/categories/back?sort=title&cursor=${pages[2]!.pagination.previous}`)
    ).json() as CategoryAnswer;
    expect(back.articles.map((a) => a.id)).toEqual(pages[1]!.articles.map((a) => a.id));
    expect(back.pagination.page).toBe(2);
    const start = (
      await t.anon.get(`/api/public/categories/back?sort=title&cursor=${back.pagination.previous}`)
    ).json() as CategoryAnswer;
    expect(start.articles.map((a) => a.id)).toEqual(pages[0]!.articles.map((a) => a.id));
    expect(start.pagination).toMatchObject({ page: 1, previous: null });
  });

  it("refuses a cursor it did not give out with 400, on the API; the page goes to the first page", async () => {
    const { category } = await tiedCategory("guarded");
    await makeCategory(t.app.ctx, { slug: "other" });
    const next = ((await t.anon.get("/api/public/categories/guarded")).json() as CategoryAnswer).pagination
      .next!;
    const [payload, signature] = next.split(".") as [string, string];
    const decoded = JSON.parse(Buffer.from(payload, "base64url").toString());
    const forged = Buffer.from(JSON.stringify({ ...decoded, k: ["2030-01-01T00:00:00.000Z", 1] })).toString(
      "base64url",
    );
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    for (const bad of [
      `${forged}.${signature}`,
      `${payload}.${flipped}`,
      "abc.def",
      `${Buffer.from("not json").toString("base64url")}.${signature}`,
    ]) {
      const response = await t.anon.get(`/api/public/categories/guarded?cursor=${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error.code).toBe("INVALID_INPUT");
    }
    // Made for another order, or another category: refused too.
    expect((await t.anon.get(`/api/public/categories/guarded?sort=title&cursor=${next}`)).statusCode).toBe(
      400,
    );
    expect((await t.anon.get(`/api/public/categories/other?cursor=${next}`)).statusCode).toBe(400);
    expect((await t.anon.get(`/api/public/categories/guarded?cursor=${next}&page=2`)).statusCode).toBe(400);
    expect((await t.anon.get("/api/public/categories/guarded?cursor=has%20space.x")).statusCode).toBe(400);
    // Numbered pages beyond 100 are reached by cursor only.
    expect((await t.anon.get("/api/public/categories/guarded?page=101")).statusCode).toBe(400);

    const page = await t.anon.get(`/c/guarded?cursor=${payload}.${flipped}`);
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe("/c/guarded");
    expect(category.slug).toBe("guarded");
  });

  it("links the pages with crawlable next and previous links, and sends old numbered addresses to their cursor", async () => {
    await tiedCategory("linked");
    const api2 = (await t.anon.get("/api/public/categories/linked?page=2")).json() as CategoryAnswer;
    expect(api2.pagination.page).toBe(2);

    const old = await t.anon.get("/c/linked?page=2");
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toMatch(/^\/c\/linked\?cursor=[\w-]+\.[\w-]+$/);
    const second = await t.anon.get(old.headers.location as string);
    expect(second.statusCode).toBe(200);
    for (const article of api2.articles) expect(second.body).toContain(`href="/a/${article.slug}"`);
    const cursorOfSecond = new URL(old.headers.location as string, "http://x").searchParams.get("cursor");
    const sameAsApi = (
      await t.anon.get(`/api/public/categories/linked?cursor=${cursorOfSecond}`)
    ).json() as CategoryAnswer;
    expect(sameAsApi.articles.map((a) => a.id)).toEqual(api2.articles.map((a) => a.id));

    const links = [
      ...second.body.matchAll(
        /<a [^>]*href="([^"]+)"[^>]*rel="(next|prev)"|<a [^>]*rel="(next|prev)"[^>]*href="([^"]+)"/g,
      ),
    ];
    const byRel = new Map(
      links.map((match) => [match[2] ?? match[3], (match[1] ?? match[4])!.replaceAll("&amp;", "&")]),
    );
    expect(byRel.get("prev")).toBe("/c/linked");
    expect(byRel.get("next")).toBe(`/c/linked?cursor=${sameAsApi.pagination.next}`);
    // Past the end, an old number leads to the first page.
    expect((await t.anon.get("/c/linked?page=40")).headers.location).toBe("/c/linked");
  });
});

describeEachDatabase("the staff article list by cursor", (t) => {
  /** Every page of the staff list, following the Link header from page 1. */
  async function walkAdmin(client: TestClient, query: string): Promise<number[]> {
    const ids: number[] = [];
    let url: string | null = `/api/admin/articles?page=1&${query}`;
    while (url) {
      const response = await client.get(url);
      expect(response.statusCode).toBe(200);
      ids.push(...(response.json() as { id: number }[]).map((row) => row.id));
      const link = /<([^>]+)>; rel="next"/.exec(String(response.headers.link ?? ""));
      url = link ? link[1]! : null;
    }
    return ids;
  }

  it("pages through every article once in each order, stable while articles are added, and refuses bad cursors", async () => {
    const editor = await t.as("editor");
    const category = await makeCategory(t.app.ctx);
    const rows = [];
    for (let i = 0; i < 45; i += 1) {
      const at = new Date(Date.UTC(2026, 1, 1 + Math.floor(i / 4))).toISOString();
      rows.push(
        await makeArticle(t.app.ctx, {
          categoryId: category.id,
          title: `Entry ${i % 7}`,
          helpfulCount: i % 3,
          status: i % 5 === 0 ? "draft" : "published",
          createdAt: at,
          updatedAt: at,
        }),
      );
    }
    const byUpdated = [...rows].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id);
    const byTitle = [...rows].sort(
      (a, b) => a.title.localeCompare(b.title) || b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id,
    );
    const byHelpful = [...rows].sort(
      (a, b) => b.helpfulCount - a.helpfulCount || b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id,
    );
    const scope = `categoryId=${category.id}`;
    expect(await walkAdmin(editor, scope)).toEqual(byUpdated.map((row) => row.id));
    expect(await walkAdmin(editor, `${scope}&sort=title`)).toEqual(byTitle.map((row) => row.id));
    expect(await walkAdmin(editor, `${scope}&sort=helpful`)).toEqual(byHelpful.map((row) => row.id));
    expect(await walkAdmin(editor, `${scope}&status=draft`)).toEqual(
      byUpdated.filter((row) => row.status === "draft").map((row) => row.id),
    );

    const first = await editor.get(`/api/admin/articles?page=1&${scope}`);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))![1]!;
    for (let i = 0; i < 3; i += 1) await makeArticle(t.app.ctx, { categoryId: category.id });
    const rest: number[] = [];
    let url: string | null = next;
    while (url) {
      const response = await editor.get(url);
      rest.push(...(response.json() as { id: number }[]).map((row) => row.id));
      url = /<([^>]+)>; rel="next"/.exec(String(response.headers.link ?? ""))?.[1] ?? null;
    }
    expect([...(first.json() as { id: number }[]).map((row) => row.id), ...rest]).toEqual(
      byUpdated.map((row) => row.id),
    );

    const cursor = new URL(next, "http://x").searchParams.get("cursor")!;
    expect((await editor.get(`/api/admin/articles?cursor=${cursor}&sort=title`)).statusCode).toBe(400);
    expect((await editor.get(`/api/admin/articles?cursor=${cursor.slice(0, -2)}xx`)).statusCode).toBe(400);
    expect((await editor.get("/api/admin/articles?cursor=nope")).statusCode).toBe(400);
    expect((await t.anon.get(`/api/admin/articles?cursor=${cursor}`)).statusCode).toBe(401);
  });
});
