import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { ExportReport } from "../../../shared/schemas/transfer.ts";
import type { MediaFileRow } from "../../platform/db/schema.ts";
import { badRequest } from "../../platform/errors.ts";
import type { AppContext } from "../appContext.ts";
import { tagsByArticle } from "../articles/articleTagRepo.ts";
import { mediaFilesByUrls } from "../media/mediaRepo.ts";
import { htmlToMarkdown } from "./markdownBody.ts";
import {
  CATEGORY_FILE,
  MEDIA_DIR,
  REDIRECTS_FILE,
  UNCATEGORIZED_DIR,
  writeArticleFile,
  writeCategoryFile,
} from "./markdownLayout.ts";
import { allArticles, allCategories, oldArticleSlugs } from "./transferRepo.ts";

/** Largest media file an export copies (uploads are far smaller). */
const MAX_MEDIA_BYTES = 200 * 1024 * 1024;

const referencePattern = /\b(src|href)="([^"]+)"/g;

/** A media file's name in the export: its content's hash first, so two files never collide. */
export function exportedMediaName(bytes: Buffer, filename: string): string {
  return `${createHash("sha256").update(bytes).digest("hex").slice(0, 12)}-${filename}`;
}

/**
 * Writes the whole help center in the Markdown layout (markdownLayout.ts) into `target`, which
 * must not exist yet. Everything is written into a folder beside it first and renamed into place
 * at the end, so a failed export leaves nothing half-written.
 */
export async function exportMarkdown(ctx: AppContext, target: string): Promise<ExportReport> {
  const destination = path.resolve(target);
  if (fs.existsSync(destination))
    throw badRequest(`${target} already exists: choose a new folder.`, "target");
  const staging = `${destination}.partial-${randomBytes(4).toString("hex")}`;
  fs.mkdirSync(staging, { recursive: true });
  try {
    const report = await writeExport(ctx, staging);
    fs.renameSync(staging, destination);
    return report;
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

async function writeExport(ctx: AppContext, root: string): Promise<ExportReport> {
  const categories = await allCategories(ctx.db);
  const articles = await allArticles(ctx.db);
  const tags = await tagsByArticle(
    ctx.db,
    articles.map((article) => article.id),
  );

  const referenced = new Set<string>();
  for (const article of articles) {
    for (const match of article.contentHtml.matchAll(referencePattern)) referenced.add(match[2]!);
    if (article.coverImageUrl) referenced.add(article.coverImageUrl);
  }
  const urls = [...referenced];
  const files: MediaFileRow[] = [];
  // The repository reads at most 500 addresses a query.
  for (let start = 0; start < urls.length; start += 500) {
    files.push(...(await mediaFilesByUrls(ctx.db, urls.slice(start, start + 500))));
  }
  const mediaNames = await writeMedia(ctx, root, files);

  const folderOf = new Map<number, string>();
  for (const [order, category] of categories.entries()) {
    folderOf.set(category.id, category.slug);
    fs.mkdirSync(path.join(root, category.slug), { recursive: true });
    fs.writeFileSync(
      path.join(root, category.slug, CATEGORY_FILE),
      writeCategoryFile({ name: category.name, description: category.description, order }),
    );
  }
  const relative = (url: string) => {
    const name = mediaNames.get(url);
    return name ? `../${MEDIA_DIR}/${name}` : url;
  };
  for (const article of articles) {
    const folder = (article.categoryId !== null && folderOf.get(article.categoryId)) || UNCATEGORIZED_DIR;
    fs.mkdirSync(path.join(root, folder), { recursive: true });
    const html = article.contentHtml.replace(
      referencePattern,
      (_all, name: string, url: string) => `${name}="${relative(url)}"`,
    );
    const file = writeArticleFile(
      {
        title: article.title,
        summary: article.summary,
        status: article.status,
        tags: tags.get(article.id) ?? [],
        featured: article.featured === 1,
        seoTitle: article.seoTitle,
        seoDescription: article.seoDescription,
        verificationInterval: article.verificationInterval,
        customVerificationDate: article.customVerificationDate,
        coverImage: article.coverImageUrl ? relative(article.coverImageUrl) : null,
        coverImagePosition: article.coverImagePosition,
      },
      htmlToMarkdown(html),
    );
    fs.writeFileSync(path.join(root, folder, `${article.slug}.md`), file);
  }

  const redirects = (await oldArticleSlugs(ctx.db))
    .filter(({ oldSlug, slug }) => oldSlug !== slug)
    .map(({ oldSlug, slug }) => ({ from: `/a/${oldSlug}`, to: `/a/${slug}` }));
  fs.writeFileSync(path.join(root, REDIRECTS_FILE), `${JSON.stringify(redirects, null, 2)}\n`);
  return {
    categories: categories.length,
    articles: articles.length,
    media: mediaNames.size,
    redirects: redirects.length,
  };
}

/** Copies each media file the articles use; answers its address → its name in the export. */
async function writeMedia(
  ctx: AppContext,
  root: string,
  files: MediaFileRow[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (files.length === 0) return names;
  fs.mkdirSync(path.join(root, MEDIA_DIR), { recursive: true });
  for (const file of files) {
    const bytes = await ctx.storage.read(file.storageKey, MAX_MEDIA_BYTES);
    if (!bytes) continue;
    const name = exportedMediaName(bytes, file.filename);
    fs.writeFileSync(path.join(root, MEDIA_DIR, name), bytes);
    names.set(file.url, name);
  }
  return names;
}
