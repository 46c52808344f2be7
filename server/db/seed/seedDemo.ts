import type { AppContext } from "../../context.ts";
import { articleHtmlToText } from "../../services/articleHtml.ts";
import { recordSearchesIn } from "../../services/searchRecording.ts";
import { nextVerificationDue } from "../../services/verificationSchedule.ts";
import { demoSynonyms } from "../search/demoSynonyms.ts";
import { demoArticles, demoCategories } from "./demoContent.ts";
import type { DemoArticle } from "./demoTypes.ts";

const DAY_MS = 86_400_000;

/** Customer searches for the dashboard's analytics: [query, result count, how many times]. */
const demoSearches: [string, number, number][] = [
  ["return policy", 3, 14],
  ["tent leaking", 4, 11],
  ["track order", 2, 9],
  ["warranty claim", 3, 7],
  ["sleeping bag washing", 2, 5],
  ["stove won't light", 2, 4],
  ["student discount", 0, 3],
  ["price match", 0, 2],
  ["rent a tent", 0, 2],
];

export interface SeedOptions {
  /** Moment the relative ages count from (tests pin it). */
  now?: Date;
  /** Articles to write, when not the bundled demo (the search benchmark writes thousands). */
  articles?: DemoArticle[];
}

function daysAgo(now: number, days: number): string {
  return new Date(now - days * DAY_MS).toISOString();
}

/**
 * Writes the demo help center (categories, articles with tags and a first version, ratings,
 * search history, synonyms) in one transaction, then rebuilds the search index.
 */
export async function seedDemo(
  ctx: AppContext,
  options: SeedOptions = {},
): Promise<{ categories: number; articles: number }> {
  const now = (options.now ?? new Date()).getTime();
  const articles = options.articles ?? demoArticles;
  await ctx.db.transaction().execute(async (trx) => {
    const categoryIds = new Map<string, number>();
    for (const category of demoCategories) {
      const row = await trx
        .insertInto("categories")
        .values({ ...category, createdAt: daysAgo(now, 420), updatedAt: daysAgo(now, 420) })
        .returning("id")
        .executeTakeFirstOrThrow();
      categoryIds.set(category.slug, row.id);
    }
    for (const article of articles) {
      const publishedAt = article.status === "published" ? daysAgo(now, article.publishedDaysAgo) : null;
      const lastVerifiedAt =
        article.lastVerifiedDaysAgo === null ? null : daysAgo(now, article.lastVerifiedDaysAgo);
      const row = {
        slug: article.slug,
        title: article.title,
        summary: article.summary,
        contentHtml: article.contentHtml,
        contentText: articleHtmlToText(article.contentHtml),
        status: article.status,
        categoryId: categoryIds.get(article.categorySlug) ?? null,
        coverImageUrl: article.coverImage ? `/demo/${article.coverImage}` : null,
        coverImagePosition: article.coverImagePosition,
        seoTitle: article.seoTitle ?? null,
        seoDescription: article.seoDescription ?? null,
        featured: article.featured ? 1 : 0,
        publishedAt,
        createdAt: daysAgo(now, article.publishedDaysAgo),
        updatedAt: daysAgo(now, article.updatedDaysAgo),
        helpfulCount: article.helpfulCount,
        notHelpfulCount: article.notHelpfulCount,
        verificationInterval: article.verificationInterval,
        customVerificationDate: null,
        lastVerifiedAt,
        verificationExpiresAt: nextVerificationDue(
          article.verificationInterval,
          lastVerifiedAt ?? publishedAt,
          null,
        ),
        authorId: null,
        updatedById: null,
      };
      const { id } = await trx.insertInto("articles").values(row).returning("id").executeTakeFirstOrThrow();
      if (article.tags.length > 0) {
        await trx
          .insertInto("articleTags")
          .values(article.tags.map((tag, position) => ({ articleId: id, tag, position })))
          .execute();
      }
      await trx
        .insertInto("articleVersions")
        .values({
          articleId: id,
          snapshot: JSON.stringify({ ...row, tags: article.tags }),
          editorId: null,
          createdAt: row.updatedAt,
        })
        .execute();
    }
    const searches = demoSearches.flatMap(([query, resultCount, times]) =>
      Array.from({ length: times }, (_, i) => ({
        query,
        resultCount,
        visitor: `demo-visitor-${i}`,
        at: new Date(daysAgo(now, (i * 3) % 28)),
      })),
    );
    await recordSearchesIn(trx, searches);
    await ctx.settings.update(trx, { search_synonyms: demoSynonyms });
  });
  await ctx.search.rebuild(ctx.db);
  for (const listener of ctx.onContentChange) listener();
  return { categories: demoCategories.length, articles: articles.length };
}

/** Seeds the demo only into an empty help center (no categories and no articles). */
export async function seedDemoIfEmpty(ctx: AppContext, options: SeedOptions = {}) {
  const anyCategory = await ctx.db.selectFrom("categories").select("id").limit(1).executeTakeFirst();
  const anyArticle = await ctx.db.selectFrom("articles").select("id").limit(1).executeTakeFirst();
  if (anyCategory || anyArticle) return null;
  return seedDemo(ctx, options);
}
