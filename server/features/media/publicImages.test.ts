import { CompiledQuery } from "kysely";
import { beforeAll, expect, it } from "vitest";
import { makeArticle, makeCategory } from "../../../test/support/contentFactory.ts";
import { multipartFile, pngImage } from "../../../test/support/sampleFiles.ts";
import { statementsDuring } from "../../../test/support/statementsDuring.ts";
import { describeEachDatabase, type TestClient } from "../../../test/support/testApp.ts";
import { mediaFilesByUrls } from "./mediaRepo.ts";

/** The first tag of this kind in the HTML whose attributes contain the text. */
const tagWith = (html: string, tag: string, text: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, "g"))]
    .map((match) => match[0])
    .find((found) => found.includes(text));

describeEachDatabase("uploaded images and videos on public pages", (t) => {
  let cover: string;
  let inline: string;
  beforeAll(async () => {
    const editor: TestClient = await t.as("editor");
    const upload = async (name: string, width: number, height: number) => {
      const { payload, headers } = multipartFile(name, "image/png", await pngImage(width, height));
      return (await editor.send({ method: "POST", url: "/api/admin/upload", payload, headers })).json()
        .url as string;
    };
    cover = await upload("cover.png", 2000, 1000);
    inline = await upload("diagram.png", 1000, 600);
    const category = await makeCategory(t.app.ctx, { slug: "tents", name: "Tents" });
    await makeArticle(t.app.ctx, {
      slug: "with-images",
      title: "With images",
      categoryId: category.id,
      coverImageUrl: cover,
      coverImagePosition: 30,
      featured: true,
      contentHtml:
        `<p>Intro</p><img src="${inline}" alt="Diagram">` +
        '<div data-youtube-video=""><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe></div>',
    });
    await makeArticle(t.app.ctx, {
      slug: "second-with-cover",
      title: "Second with cover",
      status: "published",
      categoryId: category.id,
      coverImageUrl: cover,
    });
  });

  it("the article API gives the cover's variants and size, and inline images srcset, size and lazy loading", async () => {
    const article = (await t.anon.get("/api/public/articles/with-images")).json();
    expect(article.coverImage).toEqual({
      srcset: expect.stringMatching(
        /-400w\.webp 400w, .*-800w\.webp 800w, .*-1600w\.webp 1600w, .*\.png 2000w$/,
      ),
      width: 2000,
      height: 1000,
    });
    const image = tagWith(article.contentHtml, "img", inline)!;
    expect(image).toContain('width="1000" height="600"');
    expect(image).toMatch(/srcset="[^"]*-400w\.webp 400w, [^"]*-800w\.webp 800w, [^"]*\.png 1000w"/);
    expect(image).toContain('loading="lazy"');
    expect(image).toContain("sizes=");
  });

  it("the server-rendered article shows the cover eagerly with srcset and the body image lazily", async () => {
    const html = (await t.anon.get("/a/with-images")).body;
    const coverTag = tagWith(html, "img", 'data-testid="article-cover"')!;
    expect(coverTag).toMatch(/srcSet="[^"]*1600w/i);
    expect(coverTag).toContain('width="2000"');
    expect(coverTag).toContain('height="1000"');
    expect(coverTag).not.toContain("lazy");
    const bodyImage = tagWith(html, "img", inline)!;
    expect(bodyImage).toContain('loading="lazy"');
    expect(bodyImage).toContain("srcset=");
  });

  it("loads nothing from YouTube until the visitor clicks: a facade linking to the video", async () => {
    const html = (await t.anon.get("/a/with-images")).body;
    expect(html).not.toContain("<iframe");
    expect(html).not.toMatch(/(src|srcset)="https:\/\/[^"]*(youtube|ytimg)/);
    expect(html).toContain('href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"');
  });

  it("cards on home and category pages carry the cover's variants", async () => {
    const featured = (await t.anon.get("/api/public/featured")).json() as { coverImage: unknown }[];
    expect(featured[0]!.coverImage).toMatchObject({ width: 2000, height: 1000 });
    const page = (await t.anon.get("/api/public/categories/tents")).json();
    expect(page.articles[0].coverImage.srcset).toContain("400w");
    const home = (await t.anon.get("/")).body;
    expect(tagWith(home, "img", cover)).toMatch(/srcSet="[^"]*800w/i);
  });

  it("a category page fetches its first card's cover at once and the others as they near the screen", async () => {
    const html = (await t.anon.get("/c/tents")).body;
    const covers = [...html.matchAll(/<img\b[^>]*>/g)]
      .map((match) => match[0])
      .filter((tag) => tag.includes(cover));
    expect(covers).toHaveLength(2);
    const [first, second] = covers as [string, string];
    expect(first).toMatch(/fetchpriority="high"/i);
    expect(first).not.toContain("lazy");
    expect(second).toContain('loading="lazy"');
    expect(second).not.toMatch(/fetchpriority/i);
  });
  it("finds a page's images by their addresses through an index, not by reading the whole media library", async () => {
    const [lookup] = await statementsDuring(async () => {
      expect((await mediaFilesByUrls(t.app.ctx.db, [cover, inline])).map((row) => row.url).sort()).toEqual(
        [cover, inline].sort(),
      );
    });
    if (t.dialect === "sqlite") {
      const { rows } = await t.app.ctx.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${lookup!.sql}`, [...lookup!.parameters]),
      );
      expect(rows.map((row) => row.detail).join("\n")).toMatch(
        /SEARCH media_files USING INDEX media_files_url/,
      );
    } else {
      // PostgreSQL reads a table this small whole whatever its indexes; the index must exist for larger ones.
      const { rows } = await t.app.ctx.db.executeQuery<{ indexdef: string }>(
        CompiledQuery.raw("select indexdef from pg_indexes where tablename = 'media_files'"),
      );
      expect(rows.map((row) => row.indexdef)).toContainEqual(expect.stringMatching(/\(url\)$/));
    }
  });
});
