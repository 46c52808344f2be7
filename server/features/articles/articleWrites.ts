import type { VerificationInterval } from "../../../shared/schemas/verification.ts";
import type { Db } from "../../platform/db/database.ts";
import type { ArticleRow } from "../../platform/db/schema.ts";
import { AppError, badRequest, notFound } from "../../platform/errors.ts";
import { findCategoryById } from "../categories/categoryRepo.ts";
import { articleHtmlToText, sanitizeArticleHtml } from "./articleHtml.ts";
import { findArticleById } from "./articleRepo.ts";
import { tagsOf } from "./articleTagRepo.ts";
import { insertArticleVersion } from "./articleVersionRepo.ts";
import { htmlShape } from "./htmlShape.ts";

/** The message when publishing without a verification interval. */
export const VERIFICATION_REQUIRED_MESSAGE =
  "A verification interval must be set before publishing. Please select a verification interval in the Article Settings.";

/** Only an article with a verification interval publishes, also when saved with status published. */
export function assertPublishable(interval: VerificationInterval): void {
  if (interval === "none") {
    throw new AppError(400, "VERIFICATION_REQUIRED", VERIFICATION_REQUIRED_MESSAGE, "verificationInterval");
  }
}

/** The article, unless missing or in the trash (staff cannot edit a trashed article: 404). */
export async function loadArticleRow(db: Db, id: number): Promise<ArticleRow> {
  const row = await findArticleById(db, id);
  if (!row || row.deletedAt !== null) throw notFound("Article not found.");
  return row;
}

export async function assertCategoryExists(db: Db, categoryId: number | null): Promise<void> {
  if (categoryId !== null && !(await findCategoryById(db, categoryId)))
    throw badRequest("Category not found.", "categoryId");
}

/** Each save stores a full snapshot, tags included. */
export async function storeVersion(
  db: Db,
  articleId: number,
  editorId: number | null,
  at: string,
  authorName: string | null = null,
) {
  const { contentText: _text, ...snapshot } = await loadArticleRow(db, articleId);
  const tags = await tagsOf(db, articleId);
  await insertArticleVersion(db, {
    articleId,
    snapshot: JSON.stringify({ ...snapshot, tags }),
    editorId,
    authorName,
    createdAt: at,
  });
}

/** Only a custom interval keeps a custom date. */
export function customDateFor(
  interval: VerificationInterval,
  date: string | null | undefined,
): string | null {
  return interval === "custom" ? (date ?? null) : null;
}

/** Deeper than any article's lists, tables and quotes need; far below what slows the sanitiser. */
export const MAX_HTML_NESTING = 100;
/** Elements in one article: a long manual has a few thousand; sanitising 20,000 takes ~0.25 s. */
export const MAX_HTML_ELEMENTS = 20_000;

/**
 * An article body as stored: sanitised HTML and its plain text (read time and search use it).
 * A body nested deeper than MAX_HTML_NESTING or with more than MAX_HTML_ELEMENTS elements is
 * refused (400) before the sanitiser sees it: either would hold the server for seconds.
 */
export function articleBody(html: string): { contentHtml: string; contentText: string } {
  const shape = htmlShape(html);
  if (shape.depth > MAX_HTML_NESTING)
    throw badRequest(
      `The article's content is nested more than ${MAX_HTML_NESTING} levels deep. Simplify its formatting.`,
      "contentHtml",
    );
  if (shape.elements > MAX_HTML_ELEMENTS)
    throw badRequest(
      `The article's content has more than ${MAX_HTML_ELEMENTS.toLocaleString("en")} elements. Split it into several articles.`,
      "contentHtml",
    );
  const contentHtml = sanitizeArticleHtml(html);
  return { contentHtml, contentText: articleHtmlToText(contentHtml) };
}
