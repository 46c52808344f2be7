// npm run bench:scale [-- --sizes=1000,10000,100000] — Cairn with many published articles: for each
// size, a fresh database is seeded (bulk rows, then the search index rebuilt as after an import),
// the compiled server (dist/app/server.js) is started on it with the page cache off, and fresh
// renders, search, paging deep into a category and the sitemap are timed one request at a time.
// SQLite, then PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server
// (BENCH_ONLY=sqlite|postgres runs one). Run with --expose-gc (the npm script does) so the
// vocabulary's memory can be measured.
//
// BENCH_KEEP_DATABASE=1 keeps each size's seeded database after the run and reuses it on the
// next, skipping the seed and index build (about 10 minutes for 100,000 articles on
// PostgreSQL): for before-and-after runs of a change on the same data. The databases are named
// cairn_bench_kept_<size>; BENCH_KEEP_DATABASE=<name> (lower-case letters, digits, underscores)
// names them <name>_<size> instead. SQLite's are kept in <tmp>/cairn-bench-kept/. A rerun
// reports the seed and index times of the run that seeded them. Drop them when done
// (`dropdb <name>_<size>`, `rm -r <tmp>/cairn-bench-kept`). A database whose seed did not
// finish is seeded again. BENCH_PORT=<port> starts the server on that port (127.0.0.1)
// instead of a free one, e.g. to EXPLAIN a search against it while it runs. BENCH_SLOWEST=1 also
// prints each size's four slowest searches of each kind (what a p95 is made of).
// BENCH_PAUSED_SEARCHES=<n> also times n searches each sent after 62 s without any request (a
// quiet help center's searches), which no figure of searches sent one after another shows:
// what idles out (pooled connections after 30 s) or goes stale (the vocabulary after a minute).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeNewArticlesInBulk } from "../server/features/articles/writeNewArticlesInBulk.ts";
import { insertCategory } from "../server/features/categories/categoryRepo.ts";
import { createSearchIndex } from "../server/features/search/index/createSearchIndex.ts";
import { allSearchWords, countSearchWords } from "../server/features/search/index/searchWordRepo.ts";
import { Vocabulary } from "../server/features/search/query/vocabulary.ts";
import { openDatabase } from "../server/platform/db/database.ts";
import { migrateToLatest } from "../server/platform/db/migrate.ts";
import { type DemoArticle, loadDemoContent } from "../server/seed/demoContent.ts";
import { benchNode } from "./support/benchNode.ts";
import { keptPostgresDatabase } from "./support/scratchPostgresDatabase.ts";
import { startCompiledSite } from "./support/startCompiledSite.ts";
import { withThrowawayPostgres } from "./support/throwawayPostgres.ts";

const sizesArg = process.argv.find((arg) => arg.startsWith("--sizes="));
const SIZES = (sizesArg ? sizesArg.slice("--sizes=".length) : "1000,10000,100000")
  .split(",")
  .map((value) => Number(value.trim()))
  .filter((value) => Number.isInteger(value) && value > 0);
/** BENCH_SLOWEST=1: each size's slowest searches of each kind, to read a p95's tail. */
const SHOW_SLOWEST = process.env.BENCH_SLOWEST === "1";
/** BENCH_PAUSED_SEARCHES: searches timed after a pause each (see the top of the file). */
const PAUSED_SEARCHES = Number(process.env.BENCH_PAUSED_SEARCHES ?? 0);
/** The pause before each of them: past the pool's 30 s idle time and the vocabulary's minute. */
const PAUSE_MS = 62_000;
/** Timed requests per page kind and per search kind. */
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const SEED_BATCH = 2_000;
/**
 * Searches of each kind sent off the record before the timed ones (see benchSize): as many as
 * are timed, so that each kind's warm-up reads about as much of the index as its timed queries
 * will (with 10, the first timed queries at 100,000 articles still paid for first reads).
 */
const SEARCH_WARMUP = SAMPLES;
/** How far the warm-up's added words are shifted from the timed queries'. */
const SEARCH_WARMUP_OFFSET = 17;
const keep = process.env.BENCH_KEEP_DATABASE;
/** The kept databases' name before `_<size>`; null: a throwaway database per size. */
const KEPT_NAME = !keep || keep === "0" ? null : keep === "1" ? "cairn_bench_kept" : keep;
if (KEPT_NAME !== null && !/^[a-z][a-z0-9_]*$/.test(KEPT_NAME))
  throw new Error(`BENCH_KEEP_DATABASE: not a plain database name: ${KEPT_NAME}`);
const KEPT_DIR = path.join(os.tmpdir(), "cairn-bench-kept");
const PORT = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
if (PORT !== undefined && !(Number.isInteger(PORT) && PORT > 0 && PORT < 65_536))
  throw new Error(`BENCH_PORT: not a port: ${process.env.BENCH_PORT}`);

const FILLER =
  "pack trail weather layer camp shelter ground fabric nylon polyester canopy guyline peg vent condensation lantern kettle fuel canister strap buckle hipbelt torso frame insulation baffle loft compression sack zipper seam tape coating hydrostatic head groundsheet footprint vestibule".split(
    " ",
  );
const MODIFIERS = [
  "Trail",
  "Summit",
  "Ridge",
  "Valley",
  "Coastal",
  "Alpine",
  "Forest",
  "Desert",
  "Urban",
  "Family",
];

/** 8 categories for a small help center, up to 40 for a large one. */
const categoryCount = (size: number) => Math.min(40, Math.max(8, Math.round(size / 2_500)));

interface Figures {
  size: number;
  categories: number;
  seedS: number;
  indexS: number;
  databaseMb: number;
  vocabularyWords: number;
  vocabularyMb: number;
  vocabularyReadMs: number;
  vocabularyCheckMs: number;
  startupMs: number;
  article: number;
  category: number;
  home: number;
  firstPage: number;
  deepPage: number;
  deepPageNumber: number;
  search: Record<string, { p50: number; p95: number }>;
  /** Each search sent after a pause (BENCH_PAUSED_SEARCHES), in ms. */
  pausedSearches: number[];
  sitemapBuildMs: number;
  sitemapFiles: number;
  peakRssMb: number;
}

/** Deterministic articles from the demo's published ones: varied titles, a varied paragraph, tags. */
function articlesFor(demo: DemoArticle[], from: number, count: number, categories: number[]) {
  let seed = 42 + from;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed;
  };
  const epoch = Date.UTC(2024, 0, 1);
  return Array.from({ length: count }, (_, offset) => {
    const i = from + offset;
    const base = demo[i % demo.length]!;
    const modifier = MODIFIERS[Math.floor(i / demo.length) % MODIFIERS.length]!;
    const words = Array.from({ length: 40 + (next() % 200) }, () => FILLER[next() % FILLER.length]).join(" ");
    const at = new Date(epoch + ((i * 7_919) % 63_072_000) * 1000).toISOString();
    return {
      slug: `${base.slug}-${i}`,
      title: `${base.title} (${modifier} ${Math.floor(i / demo.length)})`,
      summary: base.summary,
      contentHtml: `${base.contentHtml}<p>Model ${i}: ${words}.</p>`,
      status: "published" as const,
      categoryId: categories[i % categories.length]!,
      tags: [...new Set([...(base.tags ?? []).slice(0, 3), FILLER[i % FILLER.length]!])],
      verificationInterval: "3-months" as const,
      createdAt: at,
      updatedAt: at,
      helpfulCount: next() % 50,
    };
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};

/** One GET's time in ms (body read whole); fails on an unexpected status. */
async function timed(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ ms: number; body: string }> {
  const started = performance.now();
  const response = await fetch(url, { headers, redirect: "manual" });
  const body = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return { ms, body };
}

async function medianOf(urls: string[]): Promise<number> {
  // A few answers off the record first: the server's JIT warms up on each kind of page.
  for (const url of urls.slice(0, 5)) await timed(url);
  const times: number[] = [];
  for (const url of urls) times.push((await timed(url)).ms);
  return percentile(times, 0.5);
}

/** How long seeding took: kept with a kept database, reported again when it is reused. */
interface SeedTimes {
  seedS: number;
  indexS: number;
}

/** The database and search index alone, as the server opens them (no web server needed to seed). */
async function openForSeeding(dataDir: string, databaseUrl: string | undefined) {
  const handle = openDatabase({ databaseUrl, dataDir });
  await migrateToLatest(handle);
  const ctx = {
    db: handle.db,
    dialect: handle.dialect,
    search: createSearchIndex(handle.dialect, handle.db),
  };
  return { handle, ctx };
}

/** Seeds a fresh database in-process: categories, articles in bulk, then the search index. */
async function seed(size: number, dataDir: string, databaseUrl: string | undefined): Promise<SeedTimes> {
  const { handle, ctx } = await openForSeeding(dataDir, databaseUrl);
  try {
    const now = new Date().toISOString();
    const categories: number[] = [];
    for (let i = 0; i < categoryCount(size); i += 1)
      categories.push(
        await insertCategory(ctx.db, {
          slug: `topic-${i + 1}`,
          name: `Topic ${i + 1}`,
          description: `Articles about topic ${i + 1}`,
          displayOrder: i,
          createdAt: now,
          updatedAt: now,
        }),
      );
    const demo = loadDemoContent().articles.filter((article) => article.status === "published");
    const seedStarted = performance.now();
    for (let from = 0; from < size; from += SEED_BATCH)
      await writeNewArticlesInBulk(
        ctx.db,
        articlesFor(demo, from, Math.min(SEED_BATCH, size - from), categories),
      );
    const seedS = (performance.now() - seedStarted) / 1000;
    const indexStarted = performance.now();
    await ctx.search.rebuild(ctx.db);
    // As an import does when it ends (and the CLI's reindex): the planner learns the new sizes.
    await ctx.dialect.settleAfterBulkWrite(ctx.db);
    const indexS = (performance.now() - indexStarted) / 1000;
    return { seedS, indexS };
  } finally {
    await handle.close();
  }
}

/** What a seeded database holds: its size on disk and its vocabulary (words, heap). */
async function measureSeeded(dataDir: string, databaseUrl: string | undefined) {
  const { handle, ctx } = await openForSeeding(dataDir, databaseUrl);
  try {
    // The vocabulary (indexed words, with the lengths and stems typo look-ups read) is what
    // search holds in memory per article count: measured here by the heap it adds.
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const store = { all: () => allSearchWords(ctx.db), count: () => countSearchWords(ctx.db) };
    let started = performance.now();
    const vocabulary = await new Vocabulary(store).ready();
    // The first search of a process waits for this read; later ones never wait for the store.
    const vocabularyReadMs = performance.now() - started;
    vocabulary.corrections("waterprof");
    gc?.();
    const vocabularyMb = gc ? (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024 : Number.NaN;
    // What checking the store costs each minute when no word was added (in the background).
    started = performance.now();
    const vocabularyWords = await store.count();
    const vocabularyCheckMs = performance.now() - started;
    const databaseMb = (await ctx.dialect.sizeInBytes(ctx.db)) / 1024 / 1024;
    return { vocabularyMb, vocabularyWords, vocabularyReadMs, vocabularyCheckMs, databaseMb };
  } finally {
    await handle.close();
  }
}

/**
 * Search queries of each kind, all different (a repeated query may be answered from a cache).
 * `offset` shifts the words added to them: the warm-up's queries are the same kinds with other
 * words.
 */
function searchQueries(offset = 0): Record<string, string[]> {
  const typed = ["wat", "tent s", "sleep", "zip", "boot", "stov", "rain j", "back", "lant", "hydr"];
  const typos = ["waterprof", "tnet", "slepping", "zipepr", "hikng", "backpak", "lanturn", "condensaton"];
  const phrases = ['"tent stakes"', '"sleeping bag"', '"rain fly"', '"water filter"', '"trail shoes"'];
  const kinds: Record<string, string[]> = { typed: [], typo: [], phrase: [], "no result": [] };
  for (let i = 0; i < SAMPLES; i += 1) {
    const word = FILLER[(i + offset) % FILLER.length]!;
    kinds.typed!.push(`${typed[i % typed.length]}${i >= typed.length ? ` ${word.slice(0, 3)}` : ""}`);
    kinds.typo!.push(`${typos[i % typos.length]}${i >= typos.length ? ` ${word}` : ""}`);
    kinds.phrase!.push(`${phrases[i % phrases.length]}${i >= phrases.length ? ` ${word}` : ""}`);
    kinds["no result"]!.push(`qzxv${i + offset}wyk jlorp${i + offset}`);
  }
  return kinds;
}

/**
 * One size, measured on a database seeded now, or, with `kept`, on the one a previous run seeded
 * and kept (its seed times read from `kept.timesFile`, written once a seed has finished).
 */
async function benchSize(
  size: number,
  databaseUrl: string | undefined,
  dataDir: string,
  kept: { timesFile: string } | null,
): Promise<Figures> {
  let times: SeedTimes;
  if (kept && fs.existsSync(kept.timesFile)) {
    times = JSON.parse(fs.readFileSync(kept.timesFile, "utf8")) as SeedTimes;
    console.log(`${size.toLocaleString("en")} articles: reusing the kept database (seeded before)`);
  } else {
    times = await seed(size, dataDir, databaseUrl);
    if (kept) fs.writeFileSync(kept.timesFile, JSON.stringify(times));
  }
  const seeded = {
    ...times,
    ...(await measureSeeded(dataDir, databaseUrl)),
    categories: categoryCount(size),
  };
  const startStarted = performance.now();
  const site = await startCompiledSite({
    databaseUrl,
    dataDir,
    port: PORT,
    env: { PAGE_CACHE_MB: "0", SEED_DEMO: "0" },
  });
  const startupMs = performance.now() - startStarted;
  try {
    const { url } = site;
    const demo = loadDemoContent().articles.filter((article) => article.status === "published");
    const slugs = Array.from({ length: SAMPLES }, (_, i) => {
      const n = Math.floor(((i + 1) * size) / (SAMPLES + 1));
      return `${demo[n % demo.length]!.slug}-${n}`;
    });
    const article = await medianOf(slugs.map((slug) => `${url}/a/${slug}`));
    const categorySlugs = Array.from({ length: SAMPLES }, (_, i) => `topic-${(i % seeded.categories) + 1}`);
    const category = await medianOf(categorySlugs.map((slug) => `${url}/c/${slug}`));
    const home = await medianOf(Array.from({ length: SAMPLES }, () => `${url}/`));

    // Deep paging: follow `next` through one category, then time its last full page against the first.
    let cursor: string | null = null;
    const fullPages: { page: number; cursor: string | null }[] = [];
    for (;;) {
      const answer = JSON.parse(
        (await timed(`${url}/api/public/categories/topic-1${cursor ? `?cursor=${cursor}` : ""}`)).body,
      ) as { articles: unknown[]; pagination: { page: number; pageSize: number; next: string | null } };
      if (answer.articles.length === answer.pagination.pageSize)
        fullPages.push({ page: answer.pagination.page, cursor });
      cursor = answer.pagination.next;
      if (!cursor) break;
    }
    const deepest = fullPages.at(-1) ?? { page: 1, cursor: null };
    const deepPageNumber = deepest.page;
    const lastCursor = deepest.cursor;
    const firstPage = await medianOf(Array.from({ length: SAMPLES }, () => `${url}/c/topic-1`));
    const deepPage = await medianOf(
      Array.from({ length: SAMPLES }, () => `${url}/c/topic-1${lastCursor ? `?cursor=${lastCursor}` : ""}`),
    );

    const search: Figures["search"] = {};
    const measured = searchQueries();
    // Searches of each kind off the record first, as for pages: without them the first timed
    // search paid for compiling the search code and for the database's first reads of its
    // index (at 10,000 articles on PostgreSQL, 303 ms for the first typed query, 8 ms when it
    // was asked again later), and one such outlier in 40 is the p95. Their words differ from the
    // timed queries', so nothing timed is answered from what the warm-up left in a cache.
    const everyMeasured = new Set(Object.values(measured).flat());
    for (const [kind, queries] of Object.entries(searchQueries(SEARCH_WARMUP_OFFSET))) {
      for (const q of queries.filter((query) => !everyMeasured.has(query)).slice(0, SEARCH_WARMUP))
        await timed(
          `${url}/api/public/search?q=${encodeURIComponent(q)}${kind === "typed" ? "&mode=dropdown" : "&page=1&mode=submit"}`,
        );
    }
    for (const [kind, queries] of Object.entries(measured)) {
      const times: number[] = [];
      for (const q of queries)
        times.push(
          (
            await timed(
              `${url}/api/public/search?q=${encodeURIComponent(q)}${kind === "typed" ? "&mode=dropdown" : "&page=1&mode=submit"}`,
            )
          ).ms,
        );
      search[kind] = { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
      if (SHOW_SLOWEST) {
        const slowest = times
          .map((ms, i) => ({ ms, query: queries[i]! }))
          .sort((a, b) => b.ms - a.ms)
          .slice(0, 4);
        console.log(
          `${size.toLocaleString("en")} articles, slowest ${kind} searches: ${slowest.map(({ ms, query }) => `${query} ${ms.toFixed(0)} ms`).join(", ")}`,
        );
      }
    }

    const pausedSearches: number[] = [];
    for (let i = 0; i < PAUSED_SEARCHES; i++) {
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      pausedSearches.push(
        (
          await timed(
            `${url}/api/public/search?q=${encodeURIComponent(`tent paused${i}`)}&page=1&mode=submit`,
          )
        ).ms,
      );
    }

    const sitemap = await timed(`${url}/api/public/sitemap.xml`, { "accept-encoding": "gzip" });
    const files = [...sitemap.body.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    for (const file of files)
      await timed(file.replace(/^https?:\/\/[^/]+/, url), { "accept-encoding": "gzip" });

    return {
      size,
      ...seeded,
      startupMs,
      article,
      category,
      home,
      firstPage,
      deepPage,
      deepPageNumber,
      search,
      pausedSearches,
      sitemapBuildMs: sitemap.ms,
      sitemapFiles: Math.max(1, files.length),
      peakRssMb: site.peakRssMb(),
    };
  } finally {
    await site.stop();
  }
}

/** benchSize on SQLite: a throwaway data folder, or the kept one of this size. */
async function benchSqlite(size: number): Promise<Figures> {
  if (KEPT_NAME !== null) {
    const dataDir = path.join(KEPT_DIR, `${KEPT_NAME}_${size}_sqlite`);
    const timesFile = `${dataDir}.seeded.json`;
    // A folder without its seed times holds an unfinished seed: start again.
    if (!fs.existsSync(timesFile)) fs.rmSync(dataDir, { recursive: true, force: true });
    fs.mkdirSync(dataDir, { recursive: true });
    return benchSize(size, undefined, dataDir, { timesFile });
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-scale-"));
  try {
    return await benchSize(size, undefined, dataDir, null);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** benchSize on PostgreSQL: a throwaway database, or the kept one of this size. */
async function benchPostgres(serverUrl: string, size: number): Promise<Figures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-scale-"));
  try {
    if (KEPT_NAME === null)
      return await withThrowawayPostgres(serverUrl, (databaseUrl) =>
        benchSize(size, databaseUrl, dataDir, null),
      );
    const name = `${KEPT_NAME}_${size}`;
    const timesFile = path.join(KEPT_DIR, `${name}.seeded.json`);
    let database = await keptPostgresDatabase(serverUrl, name);
    // A new database has no seed whatever a file says; an old one without its seed times holds
    // an unfinished seed: start again.
    if (database.created) fs.rmSync(timesFile, { force: true });
    else if (!fs.existsSync(timesFile)) {
      await database.drop();
      database = await keptPostgresDatabase(serverUrl, name);
    }
    fs.mkdirSync(KEPT_DIR, { recursive: true });
    const figures = await benchSize(size, database.databaseUrl, dataDir, { timesFile });
    console.log(`kept database ${name} (drop it with: dropdb ${name}; rm ${timesFile})`);
    return figures;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(label: string, rows: Figures[]) {
  const column = (title: string, cell: (row: Figures) => string) =>
    console.log(`${title.padEnd(34)}${rows.map((row) => cell(row).padStart(12)).join("")}`);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(`\n${label}`);
  column("published articles", (row) => row.size.toLocaleString("en"));
  column("categories", (row) => String(row.categories));
  column("seed (bulk rows)", (row) => `${row.seedS.toFixed(1)} s`);
  column("search index build", (row) => `${row.indexS.toFixed(1)} s`);
  column("database size", (row) => `${row.databaseMb.toFixed(0)} MB`);
  column("vocabulary words", (row) => row.vocabularyWords.toLocaleString("en"));
  column("vocabulary + typo look-up heap", (row) => `${row.vocabularyMb.toFixed(1)} MB`);
  column("vocabulary read (first search)", (row) => ms(row.vocabularyReadMs));
  column("vocabulary check (each minute)", (row) => ms(row.vocabularyCheckMs));
  column("start-up (spawn to ready)", (row) => ms(row.startupMs));
  column("fresh article page p50", (row) => ms(row.article));
  column("fresh category page p50", (row) => ms(row.category));
  column("fresh home page p50", (row) => ms(row.home));
  column("category first page p50", (row) => ms(row.firstPage));
  column("category deepest full page p50", (row) => ms(row.deepPage));
  column("  (its page number)", (row) => String(row.deepPageNumber));
  for (const kind of Object.keys(rows[0]?.search ?? {})) {
    column(`search ${kind} p50`, (row) => ms(row.search[kind]!.p50));
    column(`search ${kind} p95`, (row) => ms(row.search[kind]!.p95));
  }
  if (PAUSED_SEARCHES > 0)
    column(
      "search after a 62 s pause",
      (row) => `${row.pausedSearches.map((t) => t.toFixed(0)).join(" / ")} ms`,
    );
  column("sitemap build (first request)", (row) => ms(row.sitemapBuildMs));
  column("sitemap files", (row) => String(row.sitemapFiles));
  column("server peak RSS (page cache off)", (row) => `${row.peakRssMb.toFixed(0)} MB`);
}

console.log(
  `bench:scale — sizes ${SIZES.join(", ")}; ${SAMPLES} sequential requests per figure; dist/app/server.js on Node ${benchNode().version}, PAGE_CACHE_MB=0; ${os.cpus().length} cores`,
);
const only = process.env.BENCH_ONLY;
if (only !== "postgres") {
  const rows: Figures[] = [];
  for (const size of SIZES) {
    rows.push(await benchSqlite(size));
    report("SQLite", rows);
  }
}
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (only !== "sqlite") {
  if (!serverUrl) console.log("\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
  else {
    const rows: Figures[] = [];
    for (const size of SIZES) {
      rows.push(await benchPostgres(serverUrl, size));
      report("PostgreSQL", rows);
    }
  }
}
