import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articleInputSchema } from "../../../shared/schemas/article.ts";
import { buildCustomApp } from "../../../test/support/customApp.ts";
import { pngImage } from "../../../test/support/sampleFiles.ts";
import { testDialects } from "../../../test/support/testDatabases.ts";
import { seedDemo } from "../../seed/seedDemo.ts";
import type { AppContext } from "../appContext.ts";
import { createArticle, updateArticle } from "../articles/articleService.ts";
import { storeMediaFile } from "../media/mediaUploads.ts";
import { exportMarkdown } from "./markdownExport.ts";
import { importMarkdown } from "./markdownImport.ts";

type Running = Awaited<ReturnType<typeof buildCustomApp>>;

/** Every file under `root`, by relative path, with its bytes. */
function filesOf(root: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.set(path.relative(root, full), fs.readFileSync(full));
    }
  };
  walk(root);
  return files;
}

const count = async (ctx: AppContext, table: "articles" | "categories" | "mediaFiles") =>
  Number(
    (
      await ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** An article with what Markdown cannot say: a sized image, a table with widths, a YouTube embed. */
async function addRichArticle(ctx: AppContext): Promise<void> {
  const image = await storeMediaFile(ctx, {
    bytes: await pngImage(640, 480),
    filename: "tent pitch.png",
    declaredType: "image/png",
    uploadedById: null,
  });
  const category = await ctx.db
    .selectFrom("categories")
    .select("id")
    .where("slug", "=", "tent-setup-care")
    .executeTakeFirstOrThrow();
  const input = articleInputSchema.parse({
    title: "Pitching in wind",
    slug: "pitching-in-wind-old",
    summary: "Stake the windward side first.",
    status: "published",
    categoryId: category.id,
    coverImageUrl: image.url,
    tags: ["wind", "stakes"],
    featured: true,
    seoTitle: "Pitch a tent in wind",
    verificationInterval: "custom",
    customVerificationDate: "2031-03-01",
    contentHtml: `<h2>Sized image</h2><p>Plain <em>text</em> with <u>underline</u>.</p>
<img src="${image.url}" alt="A tent in wind" width="640" height="480" style="width: 50%">
<p><img src="${image.url}" alt="Same file again"></p>
<table style="min-width: 75px"><colgroup><col style="min-width: 25px"><col style="min-width: 50px"></colgroup><tbody><tr><th><p>Wind</p></th><th><p>Stakes</p></th></tr><tr><td><p>Light</p></td><td><p>6</p></td></tr></tbody></table>
<div data-youtube-video=""><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" width="560" height="315" allowfullscreen></iframe></div>
<ul><li><p>Face the door away</p></li><li><p>Guy out</p></li></ul>`,
  });
  const created = await createArticle(ctx, input, null);
  // A renamed slug: the export carries the old address as a redirect.
  await updateArticle(ctx, created.id, { ...input, slug: "pitching-in-wind" }, null);
}

for (const dialect of testDialects()) {
  describe(`Markdown export and import [${dialect}]`, () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-markdown-"));
    const appOn = (name: string) =>
      buildCustomApp(dialect, {
        config: { dataDir: path.join(work, name), uploadsDir: path.join(work, name, "uploads") },
      });
    let source: Running;
    let target: Running;

    beforeAll(async () => {
      source = await appOn("source");
      target = await appOn("target");
      await seedDemo(source.app.ctx);
      await addRichArticle(source.app.ctx);
    });
    afterAll(async () => {
      await source?.close();
      await target?.close();
      fs.rmSync(work, { recursive: true, force: true });
    });

    it("exports, imports into an empty help center and exports again to identical files", async () => {
      const first = path.join(work, "first");
      const exported = await exportMarkdown(source.app.ctx, first);
      const articles = await count(source.app.ctx, "articles");
      expect(exported).toMatchObject({ articles, categories: 8, media: 1, redirects: 1 });
      const rich = fs.readFileSync(path.join(first, "tent-setup-care", "pitching-in-wind.md"), "utf8");
      expect(rich).toContain("title: Pitching in wind");
      expect(rich).toMatch(/coverImage: \.\.\/media\/[0-9a-f]{12}-tent pitch\.png/);
      expect(rich).toMatch(
        /<img src="\.\.\/media\/[0-9a-f]{12}-tent pitch\.png" alt="A tent in wind" width="640" height="480" style="width:50%">/,
      );
      expect(rich).toMatch(/!\[Same file again\]\(<\.\.\/media\/[0-9a-f]{12}-tent pitch\.png>\)/);
      expect(rich).toContain("## Sized image");
      expect(rich).toContain("youtube-nocookie.com/embed/dQw4w9WgXcQ");
      expect(fs.readFileSync(path.join(first, "tent-setup-care", "_category.yml"), "utf8")).toContain(
        "name: Tent Setup & Care",
      );
      expect(JSON.parse(fs.readFileSync(path.join(first, "redirects.json"), "utf8"))).toEqual([
        { from: "/a/pitching-in-wind-old", to: "/a/pitching-in-wind" },
      ]);

      // A dry run says what would happen and writes nothing.
      const dry = await importMarkdown(target.app.ctx, first, { dryRun: true, userId: null });
      expect(dry.skipped).toEqual([]);
      expect(dry.created).toEqual({ categories: 8, articles, media: 1 });
      expect(await count(target.app.ctx, "articles")).toBe(0);
      expect(await count(target.app.ctx, "categories")).toBe(0);
      expect(await count(target.app.ctx, "mediaFiles")).toBe(0);

      const imported = await importMarkdown(target.app.ctx, first, { dryRun: false, userId: null });
      expect(imported).toMatchObject({
        created: { categories: 8, articles, media: 1 },
        skipped: [],
        warnings: [],
        redirects: 1,
      });
      expect(await count(target.app.ctx, "mediaFiles")).toBe(1);
      const stored = await target.app.ctx.db.selectFrom("mediaFiles").selectAll().executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ filename: "tent pitch.png", width: 640, height: 480 });
      const page = await target.app.inject({ url: "/a/pitching-in-wind-old" });
      expect(page.statusCode).toBe(301);

      const second = path.join(work, "second");
      await exportMarkdown(target.app.ctx, second);
      const before = filesOf(first);
      const after = filesOf(second);
      expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
      const differing = [...before]
        .filter(([name, bytes]) => !after.get(name)?.equals(bytes))
        .map(([name]) => name);
      expect(differing).toEqual([]);

      // Running it again changes nothing and duplicates nothing.
      const again = await importMarkdown(target.app.ctx, first, { dryRun: false, userId: null });
      expect(again.created).toEqual({ categories: 0, articles: 0, media: 0 });
      expect(again.updated).toEqual({ categories: 0, articles: 0, media: 0 });
      expect(again.skipped).toHaveLength(articles);
      expect(await count(target.app.ctx, "articles")).toBe(articles);
      expect(await count(target.app.ctx, "mediaFiles")).toBe(1);
    });

    it("reports bad front matter, unresolved files and removed markup, and updates what changed", async () => {
      const folder = path.join(work, "handmade");
      fs.mkdirSync(path.join(folder, "camp-kitchen"), { recursive: true });
      fs.writeFileSync(
        path.join(folder, "camp-kitchen", "_category.yml"),
        "name: Camp Kitchen\ndescription: Cooking outdoors.\norder: 9\n",
      );
      fs.writeFileSync(
        path.join(folder, "camp-kitchen", "stove-basics.md"),
        "---\ntitle: Stove basics\nstatus: draft\ntags: [stoves]\n---\n\nLight it **outside**.\n\n![Stove](missing.png)\n\n<script>alert(1)</script>\n",
      );
      fs.writeFileSync(path.join(folder, "camp-kitchen", "broken.md"), "---\ntitle: [unclosed\n---\nbody\n");
      fs.writeFileSync(
        path.join(folder, "camp-kitchen", "no-title.md"),
        "---\nsummary: nothing else\n---\nbody\n",
      );
      const report = await importMarkdown(target.app.ctx, folder, { dryRun: false, userId: null });
      expect(report.created).toMatchObject({ categories: 1, articles: 1 });
      expect(report.skipped.map((item) => item.path).sort()).toEqual([
        "camp-kitchen/broken.md",
        "camp-kitchen/no-title.md",
      ]);
      expect(report.skipped.find((item) => item.path.endsWith("no-title.md"))?.reason).toContain("title");
      const messages = report.warnings.map((warning) => `${warning.path}: ${warning.message}`);
      expect(messages).toEqual(
        expect.arrayContaining([
          "camp-kitchen/stove-basics.md: unresolved reference: missing.png (no such file)",
          "camp-kitchen/stove-basics.md: markup the editor cannot represent was removed: <script>",
        ]),
      );
      const stove = await target.app.ctx.db
        .selectFrom("articles")
        .selectAll()
        .where("slug", "=", "stove-basics")
        .executeTakeFirstOrThrow();
      expect(stove.status).toBe("draft");
      expect(stove.contentHtml).toContain("<strong>outside</strong>");
      expect(stove.contentHtml).not.toContain("script");

      fs.writeFileSync(
        path.join(folder, "camp-kitchen", "stove-basics.md"),
        "---\ntitle: Stove basics, revised\nstatus: draft\n---\n\nNew body.\n",
      );
      const rerun = await importMarkdown(target.app.ctx, folder, { dryRun: false, userId: null });
      expect(rerun.updated.articles).toBe(1);
      expect(rerun.created.articles).toBe(0);
      const revised = await target.app.ctx.db
        .selectFrom("articles")
        .select(["title", "id"])
        .where("slug", "=", "stove-basics")
        .execute();
      expect(revised).toEqual([expect.objectContaining({ title: "Stove basics, revised" })]);
    });

    it("refuses an export into an existing folder and an import of a missing one, writing nothing", async () => {
      const existing = path.join(work, "exists");
      fs.mkdirSync(existing);
      await expect(exportMarkdown(source.app.ctx, existing)).rejects.toThrow(/already exists/);
      expect(fs.readdirSync(existing)).toEqual([]);
      expect(fs.readdirSync(work).some((name) => name.includes(".partial-"))).toBe(false);
      await expect(
        importMarkdown(target.app.ctx, path.join(work, "nowhere"), { dryRun: true, userId: null }),
      ).rejects.toThrow(/is not a folder/);
    });
  });
}
