import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { type ArticleInput, articleInputSchema } from "../../../shared/schemas/article.ts";
import type { ImportReport } from "../../../shared/schemas/transfer.ts";
import { AppError, badRequest } from "../../platform/errors.ts";
import type { AppContext } from "../appContext.ts";
import { sanitizeArticleHtml } from "../articles/articleHtml.ts";
import { createArticle, updateArticle } from "../articles/articleService.ts";
import { createCategory, updateCategory } from "../categories/categoryService.ts";
import { removedMarkup, unchangedArticle } from "./importChecks.ts";
import { importedMediaAddress } from "./importedMedia.ts";
import { markdownToHtml } from "./markdownBody.ts";
import {
  type ArticleFrontMatter,
  CATEGORY_FILE,
  MEDIA_DIR,
  REDIRECTS_FILE,
  readArticleFile,
  readCategoryFile,
  UNCATEGORIZED_DIR,
} from "./markdownLayout.ts";
import { addOldArticleSlug, findArticleBySlug, findCategoryBySlug } from "./transferRepo.ts";

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const referencePattern = /\b(src|href)="([^"]+)"/g;
/** Addresses, not files: left as they are. */
const addressPattern = /^(?:[a-z][a-z0-9+.-]*:|\/|#)/i;

export interface ImportOptions {
  dryRun: boolean;
  /** Who runs it (their name goes on new media); null from the command line. */
  userId: number | null;
  /** Called after each article, for a progress bar. */
  onProgress?: (done: number, total: number) => void;
  /** Filled in as the import goes (given by a caller that must know what was done if it fails). */
  report?: ImportReport;
}

interface ArticleSource {
  path: string;
  slug: string;
  categorySlug: string | null;
  text: string;
}

function emptyReport(dryRun: boolean): ImportReport {
  return {
    dryRun,
    created: { categories: 0, articles: 0, media: 0 },
    updated: { categories: 0, articles: 0, media: 0 },
    skipped: [],
    warnings: [],
    redirects: 0,
  };
}

/**
 * Imports a folder in the Markdown layout (markdownLayout.ts). Categories and articles are
 * matched by slug, so running it again updates them (an unchanged article is skipped); media
 * files by their content, so a file is stored once. Each article is written in a transaction of
 * its own through the same service as the editor's save (sanitiser, versions, search index); a
 * dry run reads and checks everything and writes nothing.
 */
export async function importMarkdown(
  ctx: AppContext,
  folder: string,
  options: ImportOptions,
): Promise<ImportReport> {
  const root = path.resolve(folder);
  if (!fs.existsSync(root) || !fs.statSync(root).isDirectory())
    throw badRequest(`${folder} is not a folder.`, "source");
  const report = options.report ?? emptyReport(options.dryRun);
  const categoryIds = await importCategories(ctx, root, report, options);

  const articles: ArticleSource[] = [];
  for (const entry of fs
    .readdirSync(root, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))) {
    if (!entry.isDirectory() || entry.name === MEDIA_DIR || entry.name.startsWith(".")) continue;
    const categorySlug = entry.name === UNCATEGORIZED_DIR ? null : entry.name;
    for (const file of fs.readdirSync(path.join(root, entry.name)).sort()) {
      if (!file.endsWith(".md")) continue;
      const relative = `${entry.name}/${file}`;
      const slug = file.slice(0, -3);
      if (!slugPattern.test(slug)) {
        report.skipped.push({
          path: relative,
          reason: "the file name is not a slug (lower-case letters, digits, hyphens)",
        });
        continue;
      }
      articles.push({
        path: relative,
        slug,
        categorySlug,
        text: fs.readFileSync(path.join(root, relative), "utf8"),
      });
    }
  }
  const media = new MediaImporter(ctx, root, report, options);
  for (const [index, source] of articles.entries()) {
    try {
      await importArticle(ctx, source, categoryIds, media, report, options);
    } catch (error) {
      const message = error instanceof AppError || error instanceof Error ? error.message : String(error);
      report.skipped.push({ path: source.path, reason: message });
    }
    options.onProgress?.(index + 1, articles.length);
  }
  await importRedirects(ctx, root, report, options);
  return report;
}

async function importCategories(
  ctx: AppContext,
  root: string,
  report: ImportReport,
  options: ImportOptions,
): Promise<Map<string, number | null>> {
  const ids = new Map<string, number | null>();
  const folders = fs
    .readdirSync(root, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() &&
        entry.name !== MEDIA_DIR &&
        entry.name !== UNCATEGORIZED_DIR &&
        !entry.name.startsWith("."),
    )
    .map((entry) => entry.name)
    .sort();
  // Placed in the order their files give: each category then lands at its own position, after
  // the ones before it (orders stay 0, 1, 2… and a round trip keeps them).
  const orderOf = (slug: string): number => {
    try {
      return (
        readCategoryFile(fs.readFileSync(path.join(root, slug, CATEGORY_FILE), "utf8")).order ?? Infinity
      );
    } catch {
      return Infinity;
    }
  };
  const orders = new Map(folders.map((slug) => [slug, orderOf(slug)]));
  folders.sort((a, b) => orders.get(a)! - orders.get(b)! || (a < b ? -1 : a > b ? 1 : 0));
  for (const slug of folders) {
    const file = path.join(root, slug, CATEGORY_FILE);
    const where = `${slug}/${CATEGORY_FILE}`;
    if (!slugPattern.test(slug)) {
      report.skipped.push({
        path: `${slug}/`,
        reason: "the folder name is not a slug (lower-case letters, digits, hyphens)",
      });
      continue;
    }
    let meta: ReturnType<typeof readCategoryFile>;
    try {
      meta = fs.existsSync(file)
        ? readCategoryFile(fs.readFileSync(file, "utf8"))
        : { name: slug, description: "" };
    } catch (error) {
      report.skipped.push({ path: where, reason: (error as Error).message });
      continue;
    }
    if (!fs.existsSync(file))
      report.warnings.push({
        path: `${slug}/`,
        message: `no ${CATEGORY_FILE}: the category is named "${slug}"`,
      });
    const existing = await findCategoryBySlug(ctx.db, slug);
    const input = {
      slug,
      name: meta.name,
      description: meta.description,
      ...(meta.order === undefined ? {} : { displayOrder: meta.order }),
    };
    if (existing) {
      const same =
        existing.name === input.name &&
        existing.description === input.description &&
        (meta.order === undefined || existing.displayOrder === meta.order);
      if (!same) {
        report.updated.categories += 1;
        if (!options.dryRun) await updateCategory(ctx, existing.id, input, null);
      }
      ids.set(slug, existing.id);
    } else {
      report.created.categories += 1;
      ids.set(slug, options.dryRun ? null : (await createCategory(ctx, input, null)).id);
    }
  }
  return ids;
}

async function importArticle(
  ctx: AppContext,
  source: ArticleSource,
  categoryIds: Map<string, number | null>,
  media: MediaImporter,
  report: ImportReport,
  options: ImportOptions,
): Promise<void> {
  const { meta, markdown } = readArticleFile(source.text);
  if (source.categorySlug !== null && !categoryIds.has(source.categorySlug)) {
    throw new Error(`its category folder ${source.categorySlug}/ was not imported`);
  }
  const categoryId = source.categorySlug === null ? null : (categoryIds.get(source.categorySlug) ?? null);
  const html = await resolveReferences(markdownToHtml(markdown), source, media);
  const cover = meta.coverImage === null ? null : await media.addressOf(meta.coverImage, source);
  const lost = removedMarkup(html, sanitizeArticleHtml(html));
  if (lost.length > 0) {
    report.warnings.push({
      path: source.path,
      message: `markup the editor cannot represent was removed: ${lost.join(", ")}`,
    });
  }
  const parsed = articleInputSchema.safeParse(inputFrom(meta, source.slug, html, categoryId, cover));
  if (!parsed.success)
    throw new Error(
      parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; "),
    );
  const input: ArticleInput = parsed.data;

  const existing = await findArticleBySlug(ctx.db, source.slug);
  if (!existing) {
    report.created.articles += 1;
    if (!options.dryRun) await createArticle(ctx, input, options.userId);
    return;
  }
  if (await unchangedArticle(ctx, existing, input)) {
    report.skipped.push({ path: source.path, reason: "unchanged" });
    return;
  }
  report.updated.articles += 1;
  if (!options.dryRun) await updateArticle(ctx, existing.id, input, options.userId);
}

function inputFrom(
  meta: ArticleFrontMatter,
  slug: string,
  html: string,
  categoryId: number | null,
  cover: string | null,
) {
  return {
    title: meta.title,
    slug,
    summary: meta.summary,
    contentHtml: html,
    status: meta.status,
    categoryId,
    coverImageUrl: cover,
    coverImagePosition: meta.coverImagePosition,
    tags: meta.tags,
    seoTitle: meta.seoTitle,
    seoDescription: meta.seoDescription,
    featured: meta.featured,
    verificationInterval: meta.verificationInterval,
    customVerificationDate: meta.customVerificationDate,
  };
}

async function resolveReferences(html: string, source: ArticleSource, media: MediaImporter): Promise<string> {
  const replacements = new Map<string, string>();
  for (const match of html.matchAll(referencePattern)) {
    const reference = match[2]!;
    if (addressPattern.test(reference) || replacements.has(reference)) continue;
    const address = await media.addressOf(reference, source);
    if (address) replacements.set(reference, address);
  }
  return html.replace(referencePattern, (all, name: string, reference: string) => {
    const address = replacements.get(reference);
    return address ? `${name}="${address}"` : all;
  });
}

/** Stores the files articles reference in the media library, once per content. */
class MediaImporter {
  private readonly known = new Map<string, string>();

  constructor(
    private readonly ctx: AppContext,
    private readonly root: string,
    private readonly report: ImportReport,
    private readonly options: ImportOptions,
  ) {}

  /** The media library address for a reference in `source`; null (and a warning) when there is no such file. */
  async addressOf(reference: string, source: ArticleSource): Promise<string | null> {
    if (addressPattern.test(reference)) return reference;
    const file = path.resolve(
      this.root,
      path.dirname(source.path),
      decodeURIComponent(reference.split(/[?#]/)[0]!),
    );
    const inside = file.startsWith(this.root + path.sep);
    if (!inside || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      this.report.warnings.push({
        path: source.path,
        message: inside
          ? `unresolved reference: ${reference} (no such file)`
          : `unresolved reference: ${reference} (outside the import)`,
      });
      return null;
    }
    const bytes = fs.readFileSync(file);
    const hash = createHash("sha256").update(bytes).digest("hex");
    const seen = this.known.get(hash);
    if (seen) return seen;
    // An exported file is named "<its hash>-<its name>": the name alone goes back in the library.
    const name = path.basename(file).replace(new RegExp(`^${hash.slice(0, 12)}-`), "");
    const { url, created } = await importedMediaAddress(
      this.ctx,
      { bytes, filename: name, userId: this.options.userId },
      this.options.dryRun,
    );
    if (created) this.report.created.media += 1;
    this.known.set(hash, url);
    return url;
  }
}

async function importRedirects(
  ctx: AppContext,
  root: string,
  report: ImportReport,
  options: ImportOptions,
): Promise<void> {
  const file = path.join(root, REDIRECTS_FILE);
  if (!fs.existsSync(file)) return;
  let entries: unknown;
  try {
    entries = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    report.warnings.push({ path: REDIRECTS_FILE, message: "not valid JSON: no redirects imported" });
    return;
  }
  if (!Array.isArray(entries)) return;
  for (const entry of entries as { from?: unknown; to?: unknown }[]) {
    const from = typeof entry.from === "string" ? /^\/a\/([a-z0-9-]+)$/.exec(entry.from)?.[1] : undefined;
    const to = typeof entry.to === "string" ? /^\/a\/([a-z0-9-]+)$/.exec(entry.to)?.[1] : undefined;
    if (!from || !to) {
      report.warnings.push({
        path: REDIRECTS_FILE,
        message: `not an article redirect: ${JSON.stringify(entry)}`,
      });
      continue;
    }
    const article = await findArticleBySlug(ctx.db, to);
    if (!article && !options.dryRun) {
      report.warnings.push({ path: REDIRECTS_FILE, message: `${entry.to} is no article here` });
      continue;
    }
    report.redirects += 1;
    if (article && !options.dryRun)
      await addOldArticleSlug(ctx.db, from, article.id, new Date().toISOString());
  }
}
