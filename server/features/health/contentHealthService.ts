import { setImmediate } from "node:timers/promises";
import {
  type ContentHealthIssue,
  type ContentHealthKind,
  type ContentHealthReport,
  contentHealthKinds,
} from "../../../shared/schemas/contentHealth.ts";
import { clock } from "../../platform/clock.ts";
import type { ContentChange } from "../../platform/contentChanges.ts";
import type { AppContext } from "../appContext.ts";
import { articleHtmlRefs } from "./articleHtmlRefs.ts";
import {
  articleIdsToCheck,
  articleStatusesBySlugs,
  articlesLinkingTo,
  articlesLinkingToCategories,
  articlesToCheck,
  categoriesBySlugs,
  deleteFindingsOfMissingArticles,
  knownMediaUrls,
  oldArticleSlugs,
  overdueArticles,
  replaceArticleFindings,
  slugsOf,
  staleArticles,
  storedIssues,
} from "./contentHealthRepo.ts";

/** An article not updated for this many months is listed as not updated. */
export const NOT_UPDATED_MONTHS = 12;

/**
 * Checks these articles (or all) and stores what it finds, replacing their earlier findings:
 * links to articles that do not exist (an old slug that redirects is fine), are in the trash or are drafts, links to
 * categories that do not exist, uploaded images whose file is gone, images without alt text, no
 * summary, no SEO description; findings of articles deleted since are removed. Safe to run
 * again at any time.
 */
export async function checkArticles(ctx: AppContext, ids: number[] | "all"): Promise<void> {
  await deleteFindingsOfMissingArticles(ctx.db, ids);
  const toCheck = ids === "all" ? await articleIdsToCheck(ctx.db) : ids;
  for (let start = 0; start < toCheck.length; start += CHECK_BATCH) {
    // The server goes on answering between batches: at 100,000 articles the whole check read
    // every body at once, held ~400 MB and kept requests waiting for 9 s.
    if (start > 0) await setImmediate();
    await checkBatch(ctx, toCheck.slice(start, start + CHECK_BATCH));
  }
}

/** Articles checked together: their bodies are read, and their findings written, at once. */
const CHECK_BATCH = 100;

async function checkBatch(ctx: AppContext, ids: number[]): Promise<void> {
  const articles = await articlesToCheck(ctx.db, ids);
  if (articles.length === 0) return;
  const siteOrigin = ctx.config.publicUrl ? ctx.config.publicUrl.replace(/\/+$/, "") : null;
  const mediaPrefix = ctx.storage.publicUrl("");
  const refs = new Map(
    articles.map((article) => [article.id, articleHtmlRefs(article.contentHtml, siteOrigin)]),
  );
  const all = [...refs.values()];
  const articleSlugs = [
    ...new Set(all.flatMap((r) => r.links.filter((l) => l.kind === "article").map((l) => l.slug))),
  ];
  const categorySlugs = [
    ...new Set(all.flatMap((r) => r.links.filter((l) => l.kind === "category").map((l) => l.slug))),
  ];
  const uploaded = [
    ...new Set(all.flatMap((r) => r.images.map((i) => i.src).filter((src) => src.startsWith(mediaPrefix)))),
  ];
  const bySlug = new Map((await articleStatusesBySlugs(ctx.db, articleSlugs)).map((row) => [row.slug, row]));
  const oldSlugs = new Map((await oldArticleSlugs(ctx.db, articleSlugs)).map((row) => [row.oldSlug, row]));
  const categories = new Map(
    (await categoriesBySlugs(ctx.db, categorySlugs)).map((row) => [row.slug, row.id]),
  );
  const media = await knownMediaUrls(ctx.db, uploaded);
  const checkedAt = clock.now().toISOString();

  await ctx.db.transaction().execute(async (trx) => {
    for (const article of articles) {
      const found = refs.get(article.id)!;
      const issues: { kind: ContentHealthKind; detail: string }[] = [];
      const links = found.links.map((link) => {
        if (link.kind === "category") {
          const targetId = categories.get(link.slug) ?? null;
          if (targetId === null)
            issues.push({ kind: "broken-link", detail: `${link.href} (no such category)` });
          return { articleId: article.id, kind: link.kind, slug: link.slug, targetId };
        }
        const target = bySlug.get(link.slug) ?? oldSlugs.get(link.slug);
        const targetId = target?.id ?? null;
        if (!target) issues.push({ kind: "broken-link", detail: `${link.href} (no such article)` });
        else if (target.deletedAt !== null)
          issues.push({ kind: "broken-link", detail: `${link.href} (in the trash)` });
        else if (target.status !== "published")
          issues.push({ kind: "broken-link", detail: `${link.href} (a draft)` });
        return { articleId: article.id, kind: link.kind, slug: link.slug, targetId };
      });
      for (const image of found.images) {
        if (image.src.startsWith(mediaPrefix) && !media.has(image.src))
          issues.push({ kind: "missing-image", detail: image.src });
        if (!image.alt?.trim()) issues.push({ kind: "image-without-alt", detail: image.src });
      }
      if (!article.summary.trim()) issues.push({ kind: "no-summary", detail: "" });
      if (!article.seoDescription?.trim()) issues.push({ kind: "no-seo-description", detail: "" });
      await replaceArticleFindings(
        trx,
        article.id,
        issues.map((issue) => ({ ...issue, articleId: article.id, checkedAt })),
        links,
      );
    }
  });
}

/**
 * After a content change made here: the changed articles, and those linking to them (a deleted
 * or renamed article, or a new one at a slug others linked to). A category change re-checks the
 * articles linking to categories.
 */
export async function checkAfterChange(ctx: AppContext, change: ContentChange): Promise<void> {
  if (change.scope === "everything") {
    await checkArticles(ctx, await articlesLinkingToCategories(ctx.db));
    return;
  }
  const slugs = await slugsOf(ctx.db, change.articleIds);
  const linking = await articlesLinkingTo(ctx.db, change.articleIds, slugs);
  await checkArticles(ctx, [...new Set([...change.articleIds, ...linking])]);
}

/** GET /api/admin/content-health: the stored findings plus the date rules, as of now. */
export async function contentHealthReport(ctx: AppContext): Promise<ContentHealthReport> {
  const now = clock.now();
  const yearAgo = new Date(now);
  yearAgo.setUTCMonth(yearAgo.getUTCMonth() - NOT_UPDATED_MONTHS);
  const issues: ContentHealthIssue[] = [];
  const ref = (row: { id: number; title: string; slug: string; status: string }) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    status: row.status,
  });
  for (const row of await storedIssues(ctx.db))
    issues.push({ article: ref(row), kind: row.kind as ContentHealthKind, detail: row.detail });
  for (const row of await staleArticles(ctx.db, yearAgo.toISOString()))
    issues.push({ article: ref(row), kind: "not-updated", detail: row.updatedAt });
  for (const row of await overdueArticles(ctx.db, now.toISOString()))
    issues.push({ article: ref(row), kind: "verification-overdue", detail: row.verificationExpiresAt ?? "" });
  const order = new Map(contentHealthKinds.map((kind, index) => [kind, index]));
  issues.sort((a, b) => order.get(a.kind)! - order.get(b.kind)! || a.article.id - b.article.id);
  const counts = Object.fromEntries(contentHealthKinds.map((kind) => [kind, 0])) as Record<
    ContentHealthKind,
    number
  >;
  for (const issue of issues) counts[issue.kind] += 1;
  return { issues, counts };
}
