import type { AppContext } from "../features/appContext.ts";
import { anyArticleExists } from "../features/articles/articleRepo.ts";
import { writeNewArticle } from "../features/articles/writeNewArticle.ts";
import { countCategories, insertCategory } from "../features/categories/categoryRepo.ts";
import { recordSearchesIn } from "../features/search/events/searchRecording.ts";
import type { DemoArticle } from "./demoContent.ts";

const DAY_MS = 86_400_000;

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
  // Loaded here, with its YAML parser: a help center is seeded once, and most never are.
  const { loadDemoContent } = await import("./demoContent.ts");
  const demo = loadDemoContent();
  const articles = options.articles ?? demo.articles;
  await ctx.db.transaction().execute(async (trx) => {
    const categoryIds = new Map<string, number>();
    const created = daysAgo(now, 420);
    for (const [displayOrder, category] of demo.categories.entries()) {
      const id = await insertCategory(trx, {
        ...category,
        displayOrder,
        createdAt: created,
        updatedAt: created,
      });
      categoryIds.set(category.slug, id);
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
        authorName: demo.author,
      });
    }
    await recordSearchesIn(
      trx,
      demo.searches.flatMap(({ query, resultCount, times }) =>
        Array.from({ length: times }, (_, i) => ({
          query,
          resultCount,
          visitor: `demo-visitor-${i}`,
          at: new Date(daysAgo(now, (i * 3) % 28)),
        })),
      ),
    );
    await ctx.settings.update(trx, { search_synonyms: demo.synonyms });
  });
  ctx.contentChanges.publish();
  return { categories: demo.categories.length, articles: articles.length };
}

/** Seeds the demo only into an empty help center (no categories and no articles). */
export async function seedDemoIfEmpty(ctx: AppContext, options: SeedOptions = {}) {
  if ((await countCategories(ctx.db)) > 0 || (await anyArticleExists(ctx.db))) return null;
  return seedDemo(ctx, options);
}
