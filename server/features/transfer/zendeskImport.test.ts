import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCustomApp } from "../../../test/support/customApp.ts";
import { testDialects } from "../../../test/support/testDatabases.ts";
import { projectRoot } from "../../platform/paths.ts";
import type { AppContext } from "../appContext.ts";
import { importZendesk, type ZendeskImportOptions } from "./zendeskImport.ts";

const FIXTURE = path.join(projectRoot, "test", "fixtures", "zendesk");
const fixture = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(FIXTURE, file), "utf8")) as T;
type Article = {
  id: number;
  title: string;
  html_url: string;
  draft: boolean;
  promoted: boolean;
  label_names: string[];
  body: string;
};
const { articles } = fixture<{ articles: Article[] }>("articles.json");
const { sections } = fixture<{
  sections: { id: number; name: string; html_url: string; category_id: number }[];
}>("sections.json");
const { categories } = fixture<{ categories: { id: number; name: string; html_url: string }[] }>(
  "categories.json",
);

/** Distinct attachment contents: the library keeps one file per content. */
const distinctAttachments = new Set(
  fs
    .readdirSync(path.join(FIXTURE, "attachments"), { recursive: true })
    .map((name) => path.join(FIXTURE, "attachments", String(name)))
    .filter((file) => fs.statSync(file).isFile())
    .map((file) => createHash("sha256").update(fs.readFileSync(file)).digest("hex")),
).size;

const options: ZendeskImportOptions = {
  dryRun: false,
  userId: null,
  categoriesFrom: "sections",
  verificationInterval: "6-months",
};
const count = async (ctx: AppContext, table: "articles" | "categories" | "mediaFiles") =>
  Number(
    (
      await ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const pathOf = (url: string) => new URL(url).pathname;

for (const dialect of testDialects()) {
  describe(`Zendesk Guide import [${dialect}]`, () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-zendesk-"));
    let running: Awaited<ReturnType<typeof buildCustomApp>>;
    let ctx: AppContext;
    beforeAll(async () => {
      running = await buildCustomApp(dialect, {
        config: { dataDir: work, uploadsDir: path.join(work, "uploads") },
      });
      ctx = running.app.ctx;
    });
    afterAll(async () => {
      await running?.close();
      fs.rmSync(work, { recursive: true, force: true });
    });

    it("reports in a dry run what it would make, and writes nothing", async () => {
      expect(articles.length).toBeGreaterThanOrEqual(60);
      expect(sections).toHaveLength(8);
      const report = await importZendesk(ctx, FIXTURE, { ...options, dryRun: true });
      expect(report.skipped).toEqual([]);
      expect(report.created).toEqual({
        categories: 8,
        articles: articles.length,
        media: distinctAttachments,
      });
      expect(report.warnings.map((warning) => warning.message)).toEqual(
        expect.arrayContaining([
          expect.stringContaining("lost-photo.jpg"),
          expect.stringContaining("360099999999"),
        ]),
      );
      expect(await count(ctx, "articles")).toBe(0);
      expect(await count(ctx, "categories")).toBe(0);
      expect(await count(ctx, "mediaFiles")).toBe(0);
    });

    it("imports sections as categories, with drafts, labels, media, embeds, links and old addresses", async () => {
      const report = await importZendesk(ctx, FIXTURE, options);
      expect(report.created).toEqual({
        categories: 8,
        articles: articles.length,
        media: distinctAttachments,
      });
      expect(report.skipped).toEqual([]);
      const messages = report.warnings.map((warning) => `${warning.path}: ${warning.message}`);
      expect(messages).toEqual(
        expect.arrayContaining([
          `articles.json#${articles[2]!.id}: unresolved reference: attachments/${articles[2]!.id}/lost-photo.jpg is not in the export`,
          expect.stringMatching(new RegExp(`^articles.json#${articles[9]!.id}: broken link: .*360099999999`)),
          `articles.json#${articles[20]!.id}: markup the editor cannot represent was removed: <script>`,
          expect.stringMatching(/the slug .* is taken: using .*-2$/),
        ]),
      );

      const tents = await ctx.db
        .selectFrom("categories")
        .selectAll()
        .where("name", "=", "Tents")
        .executeTakeFirstOrThrow();
      expect(tents.description).toBe("Gear help");
      const rows = await ctx.db.selectFrom("articles").selectAll().execute();
      expect(rows.filter((row) => row.status === "draft")).toHaveLength(
        articles.filter((a) => a.draft).length,
      );
      expect(rows.filter((row) => row.featured === 1)).toHaveLength(
        articles.filter((a) => a.promoted).length,
      );
      expect(
        rows
          .filter((row) => row.status === "published")
          .every((row) => row.verificationInterval === "6-months"),
      ).toBe(true);
      expect(await count(ctx, "mediaFiles")).toBe(distinctAttachments);

      const withImage = articles.find(
        (article) => article.body.includes("article_attachments") && !article.body.includes("lost-photo"),
      )!;
      const imported = rows.find((row) => row.title === withImage.title)!;
      expect(imported.contentHtml).toMatch(
        /<img src="\/uploads\/media\/[^"]+\.png" alt="[^"]+" width="\d+" height="240"/,
      );
      const tags = await ctx.db
        .selectFrom("articleTags")
        .select("tag")
        .where("articleId", "=", imported.id)
        .execute();
      expect(tags.map((row) => row.tag).sort()).toEqual([...withImage.label_names].sort());
      expect(rows.some((row) => row.contentHtml.includes('src="https://www.youtube.com/embed/'))).toBe(true);
      const linking = rows.find((row) => row.title === articles[5]!.title)!;
      const linked = rows.find((row) => row.title === articles[2]!.title)!;
      expect(linking.contentHtml).toContain(`href="/a/${linked.slug}"`);
      expect(rows.find((row) => row.title === articles[20]!.title)!.contentHtml).not.toMatch(
        /script|onclick/,
      );

      // Old addresses: the article's html_url, the same id with no or another title suffix and locale.
      const first = rows.find((row) => row.title === articles[0]!.title)!;
      for (const address of [
        pathOf(articles[0]!.html_url),
        `/hc/en-us/articles/${articles[0]!.id}`,
        `/hc/en-gb/articles/${articles[0]!.id}-Old-title`,
        `/hc/articles/${articles[0]!.id}-x?utm=1`,
      ]) {
        const response = await running.app.inject({ url: address });
        expect(response.statusCode, address).toBe(301);
        expect(response.headers.location).toBe(`/a/${first.slug}`);
      }
      const section = await running.app.inject({ url: pathOf(sections[3]!.html_url) });
      expect(section.statusCode).toBe(301);
      expect(section.headers.location).toBe(`/c/${tents.slug}`);
      const category = await running.app.inject({ url: pathOf(categories[1]!.html_url) });
      expect(category.statusCode).toBe(301);
      expect(category.headers.location).toBe(`/c/${tents.slug}`);
      expect((await running.app.inject({ url: "/hc/en-us/articles/123-Never-existed" })).statusCode).toBe(
        404,
      );
      expect((await running.app.inject({ url: "/hc/en-us/requests/new" })).statusCode).toBe(404);
    });

    it("updates instead of duplicating when run again", async () => {
      const before = await count(ctx, "articles");
      const report = await importZendesk(ctx, FIXTURE, options);
      expect(report.created).toEqual({ categories: 0, articles: 0, media: 0 });
      expect(report.updated.articles).toBe(0);
      expect(report.skipped).toHaveLength(articles.length);
      expect(report.skipped.every((item) => item.reason === "unchanged")).toBe(true);
      expect(await count(ctx, "articles")).toBe(before);
      expect(await count(ctx, "categories")).toBe(8);
      expect(await count(ctx, "mediaFiles")).toBe(distinctAttachments);

      // A changed article in the source is updated in place; its old address still leads to it.
      const changed = path.join(work, "changed");
      fs.cpSync(FIXTURE, changed, { recursive: true });
      const edited = fixture<{ articles: Article[] }>("articles.json");
      edited.articles[0]!.title = "Tracking your parcel, step by step";
      fs.writeFileSync(path.join(changed, "articles.json"), JSON.stringify(edited));
      const rerun = await importZendesk(ctx, changed, options);
      expect(rerun.updated.articles).toBe(1);
      expect(await count(ctx, "articles")).toBe(before);
      const moved = await running.app.inject({ url: `/hc/en-us/articles/${articles[0]!.id}` });
      const row = await ctx.db
        .selectFrom("articles")
        .select(["slug", "title"])
        .where("title", "=", "Tracking your parcel, step by step")
        .executeTakeFirstOrThrow();
      expect(moved.headers.location).toBe(`/a/${row.slug}`);
    });

    it("refuses an export with a missing or malformed file, writing nothing", async () => {
      const broken = path.join(work, "broken");
      fs.mkdirSync(broken);
      fs.copyFileSync(path.join(FIXTURE, "categories.json"), path.join(broken, "categories.json"));
      fs.copyFileSync(path.join(FIXTURE, "sections.json"), path.join(broken, "sections.json"));
      await expect(importZendesk(ctx, broken, options)).rejects.toThrow("articles.json is missing");
      fs.writeFileSync(path.join(broken, "articles.json"), '{"articles":[{"id":1}]}');
      await expect(importZendesk(ctx, broken, options)).rejects.toThrow(
        /articles.json: articles.0.section_id/,
      );
    });
  });

  describe(`Zendesk Guide import with Zendesk's categories [${dialect}]`, () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-zendesk-categories-"));
    let running: Awaited<ReturnType<typeof buildCustomApp>>;
    beforeAll(async () => {
      running = await buildCustomApp(dialect, {
        config: { dataDir: work, uploadsDir: path.join(work, "uploads") },
      });
    });
    afterAll(async () => {
      await running?.close();
      fs.rmSync(work, { recursive: true, force: true });
    });

    it("makes one category per Zendesk category, and sections lead to theirs", async () => {
      const report = await importZendesk(running.app.ctx, FIXTURE, { ...options, categoriesFrom: "zendesk" });
      expect(report.created.categories).toBe(3);
      const names = (
        await running.app.ctx.db.selectFrom("categories").select("name").orderBy("displayOrder").execute()
      ).map((row) => row.name);
      expect(names).toEqual(categories.map((category) => category.name));
      const section = await running.app.inject({ url: pathOf(sections[3]!.html_url) });
      expect(section.headers.location).toBe("/c/gear-help");
    });
  });
}
