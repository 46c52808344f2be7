import type { ArticleInput } from "../../../shared/schemas/article.ts";
import type { ArticleRow } from "../../platform/db/schema.ts";
import type { AppContext } from "../appContext.ts";
import { sanitizeArticleHtml } from "../articles/articleHtml.ts";
import { tagsOf } from "../articles/articleTagRepo.ts";
import { htmlToMarkdown } from "./markdownBody.ts";

const tagNames = (html: string) =>
  [...html.matchAll(/<([a-z][a-z0-9]*)\b/gi)].map((match) => match[1]!.toLowerCase());

/** Tags the sanitiser removed, by name ("script ×2"), for the report. */
export function removedMarkup(before: string, after: string): string[] {
  const count = (names: string[]) =>
    names.reduce((map, name) => map.set(name, (map.get(name) ?? 0) + 1), new Map<string, number>());
  const kept = count(tagNames(after));
  const lost: string[] = [];
  for (const [name, times] of count(tagNames(before))) {
    const missing = times - (kept.get(name) ?? 0);
    if (missing > 0) lost.push(missing > 1 ? `<${name}> ×${missing}` : `<${name}>`);
  }
  return lost;
}

/** True when saving `input` would change nothing a reader or editor sees. */
export async function unchangedArticle(
  ctx: AppContext,
  existing: ArticleRow,
  input: ArticleInput,
): Promise<boolean> {
  const tags = await tagsOf(ctx.db, existing.id);
  return (
    existing.title === input.title &&
    existing.summary === input.summary &&
    // Compared as Markdown: the same body saved from the editor and from Markdown differs in layout only.
    htmlToMarkdown(existing.contentHtml) === htmlToMarkdown(sanitizeArticleHtml(input.contentHtml)) &&
    existing.status === input.status &&
    existing.categoryId === input.categoryId &&
    existing.coverImageUrl === input.coverImageUrl &&
    existing.coverImagePosition === input.coverImagePosition &&
    existing.seoTitle === input.seoTitle &&
    existing.seoDescription === input.seoDescription &&
    existing.featured === (input.featured ? 1 : 0) &&
    existing.verificationInterval === (input.verificationInterval ?? "none") &&
    JSON.stringify(tags) === JSON.stringify(input.tags)
  );
}
