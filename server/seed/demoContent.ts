import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { verificationIntervalSchema } from "../../shared/schemas/verification.ts";
import { projectRoot } from "../platform/paths.ts";

/** Where the demo help center lives: data files, so writing a demo article needs no code. */
export const DEMO_CONTENT_DIR = path.join(projectRoot, "content/demo");

const days = z.number().int().min(0);

/** An article's front matter. Times are days before the seed runs, so the demo never ages. */
const frontMatterSchema = z.strictObject({
  title: z.string().min(1),
  summary: z.string(),
  tags: z.array(z.string()).default([]),
  status: z.enum(["draft", "published"]),
  featured: z.boolean().default(false),
  /** File name under public/demo/ (served at /demo/{file}), or null. */
  coverImage: z.string().nullable().default(null),
  coverImagePosition: z.number().min(0).max(100).default(50),
  helpfulCount: z.number().int().min(0).default(0),
  notHelpfulCount: z.number().int().min(0).default(0),
  publishedDaysAgo: days,
  updatedDaysAgo: days,
  verificationInterval: verificationIntervalSchema,
  /** Days since the last verification; null when never verified. */
  lastVerifiedDaysAgo: days.nullable().default(null),
  seoTitle: z.string().optional(),
  seoDescription: z.string().optional(),
});

const helpCenterSchema = z.strictObject({
  /** Who wrote the demo's articles: their first versions name this author. */
  author: z.string().min(1).max(100),
  /** In display order. */
  categories: z.array(z.strictObject({ slug: z.string(), name: z.string(), description: z.string() })),
  synonyms: z.array(z.string()),
  searches: z.array(
    z.strictObject({
      query: z.string(),
      resultCount: z.number().int().min(0),
      times: z.number().int().min(1),
    }),
  ),
});

export type DemoArticle = z.output<typeof frontMatterSchema> & {
  slug: string;
  categorySlug: string;
  /** Safe, well-formed HTML: h2/h3, p, ul/ol/li, strong/em, blockquote, table, code, a. */
  contentHtml: string;
};
export type DemoContent = z.output<typeof helpCenterSchema> & { articles: DemoArticle[] };

const frontMatter = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/;

function readArticle(file: string, categorySlug: string): DemoArticle {
  const match = frontMatter.exec(fs.readFileSync(file, "utf8").replace(/\r\n/g, "\n"));
  if (!match) throw new Error(`${file}: expected YAML front matter between --- lines, then the body`);
  const meta = frontMatterSchema.safeParse(parse(match[1]!));
  if (!meta.success) throw new Error(`${file}: ${z.prettifyError(meta.error)}`);
  return { ...meta.data, slug: path.basename(file, ".html"), categorySlug, contentHtml: match[2]!.trim() };
}

/**
 * The demo help center from `dir`: help-center.yaml (categories, synonyms, searches) and
 * articles/{category}/{slug}.html, category by category in display order, then by file name.
 */
export function loadDemoContent(dir: string = DEMO_CONTENT_DIR): DemoContent {
  const parsed = helpCenterSchema.safeParse(
    parse(fs.readFileSync(path.join(dir, "help-center.yaml"), "utf8")),
  );
  if (!parsed.success) throw new Error(`${dir}/help-center.yaml: ${z.prettifyError(parsed.error)}`);
  const articles = parsed.data.categories.flatMap((category) => {
    const folder = path.join(dir, "articles", category.slug);
    if (!fs.existsSync(folder)) return [];
    return fs
      .readdirSync(folder)
      .filter((name) => name.endsWith(".html"))
      .sort()
      .map((name) => readArticle(path.join(folder, name), category.slug));
  });
  return { ...parsed.data, articles };
}
