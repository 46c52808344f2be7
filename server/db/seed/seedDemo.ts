import type { AppContext } from "../../context.ts";
import { notifyContentChange } from "../../services/contentEvents.ts";
import { writeNewArticle } from "../../services/writeNewArticle.ts";
import { anyArticleExists } from "../repos/articleRepo.ts";
import { countCategories, insertCategory } from "../repos/categoryRepo.ts";
import { insertSearchEvents } from "../repos/searchEventRepo.ts";
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
 * Writes the demo help center (categories, articles with tags, a first version and their search
 * index entries, ratings, search history, synonyms) in one transaction.
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
      const created = daysAgo(now, 420);
      categoryIds.set(
        category.slug,
        await insertCategory(trx, { ...category, createdAt: created, updatedAt: created }),
      );
    }
    for (const article of articles) {
      await writeNewArticle(trx, ctx.search, {
        slug: article.slug,
        title: article.title,
        summary: article.summary,
        contentHtml: article.contentHtml,
        status: article.status,
        categoryId: categoryIds.get(article.categorySlug) ?? null,
        coverImageUrl: article.coverImage ? `/demo/${article.coverImage}` : null,
        coverImagePosition: article.coverImagePosition,
        seoTitle: article.seoTitle ?? null,
        seoDescription: article.seoDescription ?? null,
        featured: article.featured,
        tags: article.tags,
        verificationInterval: article.verificationInterval,
        lastVerifiedAt:
          article.lastVerifiedDaysAgo === null ? null : daysAgo(now, article.lastVerifiedDaysAgo),
        publishedAt: article.status === "published" ? daysAgo(now, article.publishedDaysAgo) : null,
        createdAt: daysAgo(now, article.publishedDaysAgo),
        updatedAt: daysAgo(now, article.updatedDaysAgo),
        helpfulCount: article.helpfulCount,
        notHelpfulCount: article.notHelpfulCount,
      });
    }
    await insertSearchEvents(
      trx,
      demoSearches.flatMap(([query, resultCount, times]) =>
        Array.from({ length: times }, (_, i) => ({
          query,
          resultCount,
          createdAt: daysAgo(now, (i * 3) % 28),
        })),
      ),
    );
    await ctx.settings.update(trx, { search_synonyms: demoSynonyms });
  });
  notifyContentChange(ctx);
  return { categories: demoCategories.length, articles: articles.length };
}

/** Seeds the demo only into an empty help center (no categories and no articles). */
export async function seedDemoIfEmpty(ctx: AppContext, options: SeedOptions = {}) {
  if ((await countCategories(ctx.db)) > 0 || (await anyArticleExists(ctx.db))) return null;
  return seedDemo(ctx, options);
}
