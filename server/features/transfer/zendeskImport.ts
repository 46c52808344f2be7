import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { type ArticleInput, articleInputSchema } from "../../../shared/schemas/article.ts";
import type { ImportReport } from "../../../shared/schemas/transfer.ts";
import type { VerificationInterval } from "../../../shared/schemas/verification.ts";
import { slugify } from "../../../shared/slugify.ts";
import { badRequest } from "../../platform/errors.ts";
import type { AppContext } from "../appContext.ts";
import { sanitizeArticleHtml } from "../articles/articleHtml.ts";
import { findArticleById } from "../articles/articleRepo.ts";
import { createArticle, updateArticle } from "../articles/articleService.ts";
import { slugOwner } from "../articles/slugRepo.ts";
import { findCategoryById } from "../categories/categoryRepo.ts";
import { createCategory, updateCategory } from "../categories/categoryService.ts";
import { removedMarkup, unchangedArticle } from "./importChecks.ts";
import { importedMediaAddress } from "./importedMedia.ts";
import { findImportLink, saveImportLink } from "./transferRepo.ts";

const SOURCE = "zendesk";
const zendeskId = z.union([z.number().int(), z.string().regex(/^\d+$/)]).transform(String);

const categoriesFile = z.object({
  categories: z.array(
    z.looseObject({
      id: zendeskId,
      name: z.string().min(1),
      description: z.string().nullish(),
      position: z.number().nullish(),
    }),
  ),
});
const sectionsFile = z.object({
  sections: z.array(
    z.looseObject({
      id: zendeskId,
      category_id: zendeskId,
      name: z.string().min(1),
      description: z.string().nullish(),
      position: z.number().nullish(),
    }),
  ),
});
const articlesFile = z.object({
  articles: z.array(
    z.looseObject({
      id: zendeskId,
      section_id: zendeskId,
      title: z.string().min(1),
      body: z.string().nullish(),
      draft: z.boolean().nullish(),
      promoted: z.boolean().nullish(),
      position: z.number().nullish(),
      label_names: z.array(z.string()).nullish(),
    }),
  ),
});
type ZendeskArticle = z.infer<typeof articlesFile>["articles"][number];

export interface ZendeskImportOptions {
  dryRun: boolean;
  userId: number | null;
  /** "sections" (default): each section becomes a category; "zendesk": Zendesk's own categories do. */
  categoriesFrom: "sections" | "zendesk";
  /** What published articles get (they need one to be published). */
  verificationInterval: Exclude<VerificationInterval, "none" | "custom">;
  onProgress?: (done: number, total: number) => void;
  /** Filled in as the import goes (given by a caller that must know what was done if it fails). */
  report?: ImportReport;
}

function readJson<T>(root: string, file: string, schema: z.ZodType<T>): T {
  const full = path.join(root, file);
  if (!fs.existsSync(full)) throw badRequest(`${file} is missing from the Zendesk export.`, "source");
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(full, "utf8"));
  } catch {
    throw badRequest(`${file} is not valid JSON.`, "source");
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(`${file}: ${issue.path.join(".")}: ${issue.message}`, "source");
  }
  return parsed.data;
}

const byPosition = <T extends { position?: number | null | undefined; id: string }>(a: T, b: T) =>
  (a.position ?? 0) - (b.position ?? 0) || a.id.localeCompare(b.id);

/** An attachment or inline image of Zendesk's: …/article_attachments/<id>/<file name>. */
const attachmentUrl = /^(?:https?:)?(?:\/\/[^/]+)?\/hc\/article_attachments\/\d+\/([^/?#]+)/;
/** A link to a Zendesk article: …/hc/<locale>/articles/<id>-<title>. */
const articleUrl = /^(?:https?:)?(?:\/\/[^/]+)?\/hc\/(?:[a-z]{2}(?:-[a-z0-9]+)?\/)?articles\/(\d+)/i;

/**
 * Imports a Zendesk Guide export (categories.json, sections.json, articles.json as the Help
 * Center API lists them, and attachments/<article id>/<file name>). Every item is matched by its
 * Zendesk id on a later run (updated, or skipped when unchanged); each article is written in a
 * transaction of its own through the editor's service; its attachments go to the media library;
 * links between articles point to the new addresses; Zendesk's old addresses answer 301
 * (zendeskRedirectRoutes.ts). A dry run checks everything and writes nothing.
 */
export async function importZendesk(
  ctx: AppContext,
  folder: string,
  options: ZendeskImportOptions,
): Promise<ImportReport> {
  const root = path.resolve(folder);
  if (!fs.existsSync(root) || !fs.statSync(root).isDirectory())
    throw badRequest(`${folder} is not a folder.`, "source");
  const { categories } = readJson(root, "categories.json", categoriesFile);
  const { sections } = readJson(root, "sections.json", sectionsFile);
  const { articles } = readJson(root, "articles.json", articlesFile);
  const report: ImportReport = options.report ?? {
    dryRun: options.dryRun,
    created: { categories: 0, articles: 0, media: 0 },
    updated: { categories: 0, articles: 0, media: 0 },
    skipped: [],
    warnings: [],
    redirects: 0,
  };
  const claimed = new Set<string>();
  const uniqueSlug = async (
    table: "articles" | "categories",
    wanted: string,
    ownId: number | null,
    where: string,
  ) => {
    const base = wanted || (table === "articles" ? "article" : "category");
    let slug = base;
    for (
      let n = 2;
      claimed.has(`${table}:${slug}`) || (await slugOwner(ctx.db, table, slug, ownId)) !== undefined;
      n++
    ) {
      slug = `${base}-${n}`;
    }
    if (slug !== base)
      report.warnings.push({ path: where, message: `the slug ${base} is taken: using ${slug}` });
    claimed.add(`${table}:${slug}`);
    return slug;
  };

  // Categories: Cairn's from Zendesk's sections (or categories); each Zendesk id keeps its link.
  const categoryName = new Map(categories.map((category) => [category.id, category.name]));
  const cairnCategoryOf = new Map<string, number | null>();
  const groups =
    options.categoriesFrom === "zendesk"
      ? [...categories].sort(byPosition).map((category) => ({
          kind: "category",
          id: category.id,
          name: category.name,
          description: category.description ?? "",
        }))
      : [...sections]
          .sort(
            (a, b) =>
              byPosition(
                categories.find((c) => c.id === a.category_id) ?? { id: "", position: 0 },
                categories.find((c) => c.id === b.category_id) ?? { id: "", position: 0 },
              ) || byPosition(a, b),
          )
          .map((section) => ({
            kind: "section",
            id: section.id,
            name: section.name,
            description: categoryName.get(section.category_id) ?? "",
          }));
  for (const [order, group] of groups.entries()) {
    const where = `${group.kind}s.json#${group.id}`;
    const link = await findImportLink(ctx.db, SOURCE, group.kind, group.id);
    const existing = link?.targetId ? await findCategoryById(ctx.db, link.targetId) : undefined;
    const input = {
      name: group.name.slice(0, 100),
      description: group.description.slice(0, 1000),
      displayOrder: order,
    };
    if (existing) {
      cairnCategoryOf.set(`${group.kind}:${group.id}`, existing.id);
      if (
        existing.name !== input.name ||
        existing.description !== input.description ||
        existing.displayOrder !== order
      ) {
        report.updated.categories += 1;
        if (!options.dryRun) await updateCategory(ctx, existing.id, { ...input, slug: existing.slug }, null);
      }
      continue;
    }
    const slug = await uniqueSlug("categories", slugify(group.name).slice(0, 100), null, where);
    report.created.categories += 1;
    if (options.dryRun) {
      cairnCategoryOf.set(`${group.kind}:${group.id}`, null);
      continue;
    }
    const created = await createCategory(ctx, { ...input, slug }, null);
    cairnCategoryOf.set(`${group.kind}:${group.id}`, created.id);
    await saveImportLink(ctx.db, {
      source: SOURCE,
      kind: group.kind,
      sourceKey: group.id,
      targetId: created.id,
      targetUrl: null,
      importedAt: new Date().toISOString(),
    });
  }
  // The other level's old addresses lead to the category that now holds their articles.
  if (!options.dryRun) {
    const others =
      options.categoriesFrom === "zendesk"
        ? sections.map((section) => ({
            kind: "section",
            id: section.id,
            target: cairnCategoryOf.get(`category:${section.category_id}`),
          }))
        : categories.map((category) => ({
            kind: "category",
            id: category.id,
            target: cairnCategoryOf.get(
              `section:${[...sections].sort(byPosition).find((s) => s.category_id === category.id)?.id}`,
            ),
          }));
    for (const other of others) {
      if (other.target)
        await saveImportLink(ctx.db, {
          source: SOURCE,
          kind: other.kind,
          sourceKey: other.id,
          targetId: other.target,
          targetUrl: null,
          importedAt: new Date().toISOString(),
        });
    }
  }

  // Slugs first, so links between articles can point to their new addresses.
  const sectionOf = new Map(sections.map((section) => [section.id, section]));
  const ordered = [...articles].sort((a, b) => a.section_id.localeCompare(b.section_id) || byPosition(a, b));
  const plans = new Map<string, { article: ZendeskArticle; slug: string; existingId: number | null }>();
  for (const article of ordered) {
    const where = `articles.json#${article.id}`;
    const link = await findImportLink(ctx.db, SOURCE, "article", article.id);
    const existing = link?.targetId ? await findArticleById(ctx.db, link.targetId) : undefined;
    const slug =
      existing?.slug ?? (await uniqueSlug("articles", slugify(article.title).slice(0, 100), null, where));
    plans.set(article.id, { article, slug, existingId: existing?.id ?? null });
  }

  const media = new AttachmentStore(ctx, root, report, options);
  let done = 0;
  for (const { article, slug, existingId } of plans.values()) {
    const where = `articles.json#${article.id}`;
    try {
      const section = sectionOf.get(article.section_id);
      const groupKey =
        options.categoriesFrom === "zendesk"
          ? `category:${section?.category_id}`
          : `section:${article.section_id}`;
      if (!section || !cairnCategoryOf.has(groupKey))
        throw new Error(`its section ${article.section_id} is not in sections.json`);
      const html = await rewriteBody(article, plans, media, report, where);
      const lost = removedMarkup(html, sanitizeArticleHtml(html));
      if (lost.length > 0)
        report.warnings.push({
          path: where,
          message: `markup the editor cannot represent was removed: ${lost.join(", ")}`,
        });
      const published = !article.draft;
      const parsed = articleInputSchema.safeParse({
        title: article.title.slice(0, 200),
        slug,
        summary: "",
        contentHtml: html,
        status: published ? "published" : "draft",
        categoryId: cairnCategoryOf.get(groupKey) ?? null,
        tags: [...new Set((article.label_names ?? []).map((label) => label.trim()).filter(Boolean))].slice(
          0,
          20,
        ),
        featured: article.promoted === true,
        verificationInterval: published ? options.verificationInterval : "none",
      });
      if (!parsed.success)
        throw new Error(
          parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; "),
        );
      const input: ArticleInput = parsed.data;
      if (existingId !== null) {
        const existing = await findArticleById(ctx.db, existingId);
        if (existing && (await unchangedArticle(ctx, existing, input))) {
          report.skipped.push({ path: where, reason: "unchanged" });
        } else {
          report.updated.articles += 1;
          if (!options.dryRun) await updateArticle(ctx, existingId, input, options.userId);
        }
      } else {
        report.created.articles += 1;
        if (!options.dryRun) {
          const created = await createArticle(ctx, input, options.userId);
          await saveImportLink(ctx.db, {
            source: SOURCE,
            kind: "article",
            sourceKey: article.id,
            targetId: created.id,
            targetUrl: null,
            importedAt: new Date().toISOString(),
          });
        }
      }
      report.redirects += 1;
    } catch (error) {
      report.skipped.push({ path: where, reason: error instanceof Error ? error.message : String(error) });
    }
    done += 1;
    options.onProgress?.(done, plans.size);
  }
  return report;
}

async function rewriteBody(
  article: ZendeskArticle,
  plans: Map<string, { slug: string }>,
  media: AttachmentStore,
  report: ImportReport,
  where: string,
): Promise<string> {
  let html = (article.body ?? "").replace(/(<iframe\b[^>]*\bsrc=")\/\//gi, "$1https://");
  const references = [...html.matchAll(/\b(src|href)="([^"]+)"/g)];
  for (const [all, attribute, url] of references) {
    const attachment = attachmentUrl.exec(url!);
    if (attachment) {
      const address = await media.addressOf(article.id, decodeURIComponent(attachment[1]!), where);
      if (address) html = html.replace(all, `${attribute}="${address}"`);
      continue;
    }
    const linked = articleUrl.exec(url!);
    if (linked && attribute === "href") {
      const plan = plans.get(linked[1]!);
      if (plan) html = html.replace(all, `href="/a/${plan.slug}"`);
      else report.warnings.push({ path: where, message: `broken link: ${url} is not in the export` });
    }
  }
  return html;
}

/** Stores an article's attachments in the media library, once per content. */
class AttachmentStore {
  private readonly known = new Map<string, string>();

  constructor(
    private readonly ctx: AppContext,
    private readonly root: string,
    private readonly report: ImportReport,
    private readonly options: ZendeskImportOptions,
  ) {}

  async addressOf(articleId: string, fileName: string, where: string): Promise<string | null> {
    const file = path.join(this.root, "attachments", articleId, path.basename(fileName));
    if (!fs.existsSync(file)) {
      this.report.warnings.push({
        path: where,
        message: `unresolved reference: attachments/${articleId}/${fileName} is not in the export`,
      });
      return null;
    }
    const bytes = fs.readFileSync(file);
    const hash = createHash("sha256").update(bytes).digest("hex");
    const seen = this.known.get(hash);
    if (seen) return seen;
    const { url, created } = await importedMediaAddress(
      this.ctx,
      { bytes, filename: path.basename(fileName), userId: this.options.userId },
      this.options.dryRun,
    );
    if (created) this.report.created.media += 1;
    this.known.set(hash, url);
    return url;
  }
}
