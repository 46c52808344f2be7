import { createHash } from "node:crypto";
import { once } from "node:events";
import { createGzip } from "node:zlib";
import type { AppContext } from "../appContext.ts";
import { latestPublishedChangeByCategory, sitemapArticleRows } from "../articles/articleListRepo.ts";
import { listPublicCategories } from "./publicContent.ts";
import { xml } from "./xmlText.ts";

/** Most addresses and bytes one sitemap file may hold (the protocol: 50,000 and 50 MB). */
export interface SitemapLimits {
  addresses: number;
  bytes: number;
}

/** One file as sent: gzipped (the whole body is kept only compressed), with its ETag. */
export interface SitemapFile {
  gzipped: Buffer;
  etag: string;
}

/**
 * The sitemap of one base URL: `files` hold every address (home, categories, then articles by
 * id), each within the limits; `index` is the sitemap index naming them, or null when one file
 * holds everything (then that file is the sitemap itself).
 */
export interface Sitemap {
  index: SitemapFile | null;
  files: SitemapFile[];
  addresses: number;
}

/** Articles read per query while building: a build holds at most one file's text at a time. */
const READ_BATCH = 2_000;
const URLSET_OPEN = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
const URLSET_CLOSE = "</urlset>\n";

const entry = (loc: string, lastmod: string | null | undefined) =>
  `  <url><loc>${xml(loc)}</loc>${lastmod ? `<lastmod>${xml(lastmod)}</lastmod>` : ""}</url>\n`;

/**
 * Text is handed to zlib in chunks of about this many characters: one write per address cost a
 * round trip to zlib's thread each (100,000 of them at 100,000 articles, most of a 7 s build).
 */
const GZIP_CHUNK_CHARS = 64 * 1024;

/** Gzips text written piece by piece, keeping only the compressed bytes. */
class GzipBuilder {
  private readonly gzip = createGzip({ level: 9 });
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;
  private pending: string[] = [];
  private pendingChars = 0;

  constructor() {
    this.gzip.on("data", (chunk: Buffer) => this.chunks.push(chunk));
    this.done = new Promise((resolve, reject) => {
      this.gzip.on("end", () => resolve(Buffer.concat(this.chunks)));
      this.gzip.on("error", reject);
    });
  }

  /** Waits while zlib catches up, so that uncompressed text never piles up in its buffer. */
  async write(text: string): Promise<void> {
    this.pending.push(text);
    this.pendingChars += text.length;
    if (this.pendingChars < GZIP_CHUNK_CHARS) return;
    const chunk = this.pending.join("");
    this.pending = [];
    this.pendingChars = 0;
    if (!this.gzip.write(chunk)) await once(this.gzip, "drain");
  }

  end(text: string): Promise<Buffer> {
    this.gzip.end(this.pending.join("") + text);
    this.pending = [];
    return this.done;
  }
}

function fileOf(gzipped: Buffer): SitemapFile {
  return { gzipped, etag: `"${createHash("sha1").update(gzipped).digest("base64url")}"` };
}

/**
 * Builds the sitemap in one pass over the published articles, read by id in batches: each file
 * is gzipped as it is written and closed before it would pass either limit, so memory holds the
 * finished files compressed and one batch of rows, whatever the number of articles.
 */
export async function buildSitemap(
  ctx: AppContext,
  baseUrl: string,
  limits: SitemapLimits,
): Promise<Sitemap> {
  const [categories, latest] = await Promise.all([
    listPublicCategories(ctx),
    latestPublishedChangeByCategory(ctx.db),
  ]);
  const latestByCategory = new Map(latest.map((row) => [row.categoryId, row.latest]));
  const newest = latest.reduce<string | null>(
    (max, row) => (!max || row.latest > max ? row.latest : max),
    null,
  );

  const files: SitemapFile[] = [];
  const fileLatest: (string | null)[] = [];
  let current: GzipBuilder | null = null;
  let count = 0;
  let bytes = 0;
  let currentLatest: string | null = null;
  let addresses = 0;
  const closeBytes = Buffer.byteLength(URLSET_CLOSE);
  const close = async () => {
    if (!current) return;
    files.push(fileOf(await current.end(URLSET_CLOSE)));
    fileLatest.push(currentLatest);
    current = null;
  };
  const add = async (loc: string, lastmod: string | null | undefined) => {
    const text = entry(loc, lastmod);
    const size = Buffer.byteLength(text);
    if (current && (count + 1 > limits.addresses || bytes + size + closeBytes > limits.bytes)) await close();
    if (!current) {
      current = new GzipBuilder();
      await current.write(URLSET_OPEN);
      count = 0;
      bytes = Buffer.byteLength(URLSET_OPEN);
      currentLatest = null;
    }
    await current.write(text);
    count += 1;
    bytes += size;
    addresses += 1;
    if (lastmod && (!currentLatest || lastmod > currentLatest)) currentLatest = lastmod;
  };

  await add(`${baseUrl}/`, newest);
  for (const category of categories)
    await add(`${baseUrl}/c/${category.slug}`, latestByCategory.get(category.id));
  for (let afterId = 0; ; ) {
    const rows = await sitemapArticleRows(ctx.db, afterId, READ_BATCH);
    for (const row of rows) await add(`${baseUrl}/a/${row.slug}`, row.updatedAt);
    if (rows.length < READ_BATCH) break;
    afterId = rows.at(-1)!.id;
  }
  await close();

  if (files.length === 1) return { index: null, files, addresses };
  const index = new GzipBuilder();
  await index.write(
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`,
  );
  for (const [at, lastmod] of fileLatest.entries())
    await index.write(
      `  <sitemap><loc>${xml(`${baseUrl}/api/public/sitemaps/${at + 1}.xml`)}</loc>${lastmod ? `<lastmod>${xml(lastmod)}</lastmod>` : ""}</sitemap>\n`,
    );
  return { index: fileOf(await index.end("</sitemapindex>\n")), files, addresses };
}

/**
 * The sitemaps of the base URLs asked for, each built once per content change (on the first
 * request after it) and then served from memory, compressed; a change on any instance drops
 * them (the content-change bus), so the next request builds them again.
 */
export class SitemapStore {
  private readonly built = new Map<string, Promise<Sitemap>>();

  constructor(
    private readonly ctx: AppContext,
    private readonly limits: SitemapLimits,
  ) {
    ctx.contentChanges.subscribe("sitemap", () => this.built.clear());
  }

  get(baseUrl: string): Promise<Sitemap> {
    const known = this.built.get(baseUrl);
    if (known) return known;
    const sitemap = buildSitemap(this.ctx, baseUrl, this.limits);
    // A failed build is not kept: the next request tries again.
    sitemap.catch(() => this.built.delete(baseUrl));
    // Base URLs come from PUBLIC_URL or the allowed hosts: a handful at most.
    if (this.built.size >= 8) this.built.clear();
    this.built.set(baseUrl, sitemap);
    return sitemap;
  }

  /** Bytes held: every built sitemap's files, compressed (the benchmark reports it). */
  async heldBytes(): Promise<number> {
    let total = 0;
    for (const sitemap of this.built.values()) {
      const { index, files } = await sitemap;
      total += (index?.gzipped.length ?? 0) + files.reduce((sum, file) => sum + file.gzipped.length, 0);
    }
    return total;
  }
}
