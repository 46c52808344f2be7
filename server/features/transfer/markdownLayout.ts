import { parse, stringify } from "yaml";
import { z } from "zod";
import { articleStatusSchema } from "../../../shared/schemas/article.ts";
import { verificationIntervalSchema } from "../../../shared/schemas/verification.ts";

/**
 * The Markdown layout, both ways:
 *   <category-slug>/_category.yml       name, description, order
 *   <category-slug>/<article-slug>.md   YAML front matter, then the body in Markdown
 *   _uncategorized/<article-slug>.md    articles in no category
 *   media/<hash>-<file name>            files the articles use, referenced as ../media/…
 *   redirects.json                      old article addresses → current ones
 */
export const CATEGORY_FILE = "_category.yml";
export const UNCATEGORIZED_DIR = "_uncategorized";
export const MEDIA_DIR = "media";
export const REDIRECTS_FILE = "redirects.json";

export const categoryFileSchema = z.strictObject({
  name: z.string().trim().min(1, "name is required").max(100),
  description: z.string().max(1000).default(""),
  order: z.number().int().min(0).optional(),
});
export type CategoryFile = z.infer<typeof categoryFileSchema>;

export const articleFrontMatterSchema = z.strictObject({
  title: z.string().trim().min(1, "title is required").max(200),
  summary: z.string().max(500).default(""),
  status: articleStatusSchema.default("draft"),
  tags: z.array(z.string().max(50)).max(30).default([]),
  featured: z.boolean().default(false),
  seoTitle: z.string().max(200).nullable().default(null),
  seoDescription: z.string().max(500).nullable().default(null),
  verificationInterval: verificationIntervalSchema.default("none"),
  customVerificationDate: z.string().nullable().default(null),
  /** A relative path to a file beside the article, or an address; null for none. */
  coverImage: z.string().nullable().default(null),
  coverImagePosition: z.number().min(0).max(100).default(50),
});
export type ArticleFrontMatter = z.infer<typeof articleFrontMatterSchema>;

const frontMatterPattern = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/;

export function writeArticleFile(meta: ArticleFrontMatter, markdown: string): string {
  return `---\n${stringify(meta, { lineWidth: 0 })}---\n\n${markdown}`;
}

/** Front matter and body of a .md file; throws a readable message when it is not that. */
export function readArticleFile(text: string): { meta: ArticleFrontMatter; markdown: string } {
  const match = frontMatterPattern.exec(text.replace(/\r\n/g, "\n"));
  if (!match) throw new Error("expected YAML front matter between --- lines, then the body");
  const parsed = articleFrontMatterSchema.safeParse(parse(match[1]!) ?? {});
  if (!parsed.success) {
    throw new Error(
      parsed.error.issues
        .map((issue) => `${issue.path.join(".") || "front matter"}: ${issue.message}`)
        .join("; "),
    );
  }
  return { meta: parsed.data, markdown: match[2]!.replace(/^\n/, "") };
}

export function writeCategoryFile(category: CategoryFile): string {
  return stringify(category, { lineWidth: 0 });
}

export function readCategoryFile(text: string): CategoryFile {
  const parsed = categoryFileSchema.safeParse(parse(text) ?? {});
  if (!parsed.success) {
    throw new Error(
      parsed.error.issues.map((issue) => `${issue.path.join(".") || "file"}: ${issue.message}`).join("; "),
    );
  }
  return parsed.data;
}
