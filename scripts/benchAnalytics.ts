import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { buildApp } from "../server/app/buildApp.ts";
import { housekeepingJobs } from "../server/app/scheduledJobs.ts";
import { hashPassword } from "../server/features/auth/passwords.ts";
import { recordSearchClicksIn } from "../server/features/search/events/searchClickRecording.ts";
import { type FinishedSearch, recordSearches } from "../server/features/search/events/searchRecording.ts";
import { bringWindowUpToDate } from "../server/features/search/events/searchWindows.ts";
import { utcDay } from "../server/lib/utcDay.ts";
import { testConfig } from "../server/platform/config.ts";
import { openDatabase } from "../server/platform/db/database.ts";
import { seedDemo } from "../server/seed/seedDemo.ts";
import { generateArticles } from "./support/benchArticles.ts";
import { onEachBenchDatabase } from "./support/onEachBenchDatabase.ts";

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 10_000);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 1_500_000);
const DISTINCT_QUERIES = 20_000;
const VISITORS = 300_000;
const BATCH = 5_000;
const REQUESTS_PER_WINDOW = 100;

const WORDS =
  "tent pole stove fuel lantern battery sleeping bag mat pillow zip seam rainfly footprint peg guyline refund return warranty delivery order gift card backpack hipbelt headlamp kettle canister repair wash dry mould leak size fit care pump valve stake awning porch vestibule".split(
    " ",
  );

/** The query of popularity rank r: common words first, a twelfth of them nonsense (no results). */
function queryOfRank(rank: number): { text: string; resultCount: number } {
  const first = WORDS[rank % WORDS.length]!;
  const second = WORDS[Math.floor(rank / WORDS.length) % WORDS.length]!;
  const third =
    rank >= WORDS.length ** 2 ? ` ${WORDS[Math.floor(rank / WORDS.length ** 2) % WORDS.length]}` : "";
  if (rank % 12 === 11) return { text: `zq${first} ${second}${third}`, resultCount: 0 };
  return { text: rank < WORDS.length ? first : `${first} ${second}${third}`, resultCount: 1 + (rank % 40) };
}

function zipfSampler(size: number, next: () => number): () => number {
  const cumulative = new Float64Array(size);
  let total = 0;
  for (let rank = 0; rank < size; rank++) {
    total += 1 / (rank + 1);
    cumulative[rank] = total;
  }
  return () => {
    const target = (next() / 2_147_483_648) * total;
    let low = 0;
    let high = size - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function benchDatabase(label: string, databaseUrl: string | undefined): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-bench-analytics-"));
  const database = openDatabase(
    databaseUrl ? { databaseUrl } : { sqliteFile: path.join(dir, "bench.sqlite") },
  );
  const app = await buildApp({ config: testConfig({ dataDir: dir }), database });
  const { db } = database;
  try {
    let started = Date.now();
    await seedDemo(app.ctx, { articles: generateArticles(ARTICLES) });
    const articleIds = (await db.selectFrom("articles").select("id").orderBy("id").execute()).map(
      (row) => row.id,
    );
    console.log(
      `\n${label}: ${articleIds.length} articles in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    // As a server does at start (its scheduled jobs run at once): the windows are built, so the
    // searches below keep their running totals current as they are logged.
    await housekeepingJobs.find((job) => job.name === "rebase-search-windows")!.run(app.ctx);
    started = Date.now();
    // mulberry32: a linear congruential generator's low bits repeat too soon for visitor ids.
    let seed = 7;
    const next = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) % 2_147_483_648;
    };
    const rankOf = zipfSampler(DISTINCT_QUERIES, next);
    const queries = Array.from({ length: DISTINCT_QUERIES }, (_, rank) => queryOfRank(rank));
    const now = Date.now();
    const monthMs = 30 * 86_400_000;
    const firstMs = now - monthMs;
    let clicks = 0;
    // In time order, as a server logs them: each batch is a slice of the month, so the repeat
    // check of recordSearches looks at minutes of events, not the whole month's.
    for (let done = 0; done < SEARCHES; done += BATCH) {
      const searches: (FinishedSearch & { rank: number })[] = [];
      for (let i = done; i < Math.min(done + BATCH, SEARCHES); i++) {
        const rank = rankOf();
        const query = queries[rank]!;
        searches.push({
          query: query.text,
          resultCount: query.resultCount,
          visitor: `visitor-${next() % VISITORS}`,
          at: new Date(firstMs + Math.floor(((i + next() / 2_147_483_648) * monthMs) / SEARCHES)),
          rank,
        });
      }
      searches.sort((a, b) => a.at.getTime() - b.at.getTime());
      let ids = await recordSearches(db, searches);
      if (ids.length !== searches.length) {
        // A rare repeat (same visitor and query within a minute) was dropped: match ids by event.
        const logged = await db
          .selectFrom("searchEvents")
          .select(["id", "visitor", "query", "createdAt"])
          .where("id", "in", ids)
          .execute();
        const idOf = new Map(logged.map((row) => [`${row.visitor} ${row.query} ${row.createdAt}`, row.id]));
        ids = searches.map(
          (search) => idOf.get(`${search.visitor} ${search.query} ${search.at.toISOString()}`) ?? -1,
        );
      }
      const opened = searches.flatMap((search, i) => {
        if (search.resultCount === 0 || ids[i] === -1 || next() % 100 >= 35) return [];
        // Each query has a favourite article, opened most; sometimes the next one.
        const position = next() % 4 === 0 ? 2 : 1;
        const articleId = articleIds[(search.rank * 7 + position - 1) % articleIds.length]!;
        const createdAt = new Date(search.at.getTime() + 5_000).toISOString();
        return [
          {
            searchEventId: ids[i]!,
            day: utcDay(search.at),
            query: search.query,
            articleId,
            position,
            createdAt,
          },
        ];
      });
      await db.transaction().execute((trx) => recordSearchClicksIn(trx, opened, app.ctx.dialect.rowLocks));
      clicks += opened.length;
    }
    await sql`analyze`.execute(db);
    const rollupRows = await db
      .selectFrom("searchDailyRollups")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    console.log(
      `  ${SEARCHES.toLocaleString("en-US")} searches and ${clicks.toLocaleString("en-US")} clicks logged in ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s; ${Number(rollupRows.n).toLocaleString("en-US")} rollup rows`,
    );

    const password = "bench-password-1";
    const at = new Date().toISOString();
    await db
      .insertInto("users")
      .values({
        email: "bench@example.com",
        passwordHash: await hashPassword(password),
        role: "admin",
        mustChangePassword: 0,
        createdAt: at,
        updatedAt: at,
        lastLoginAt: null,
      })
      .execute();
    const login = await app.inject({
      method: "POST",
      url: "/api/login",
      headers: { origin: "http://localhost", "content-type": "application/json" },
      payload: JSON.stringify({ email: "bench@example.com", password }),
    });
    const session = login.cookies.find((cookie) => cookie.name === "cairn_session");
    const cookie = `cairn_session=${session?.value}`;
    const all: number[] = [];
    const endpoints = (days: number) => [
      `/api/admin/analytics?days=${days}`,
      `/api/admin/analytics/searches?list=top&days=${days}`,
      `/api/admin/analytics/searches?list=noResults&days=${days}`,
      `/api/admin/analytics/searches.csv?list=noClicks&days=${days}`,
    ];
    for (const days of [7, 30, 90]) {
      for (const url of endpoints(days)) {
        const timings: number[] = [];
        const cpu: number[] = [];
        for (let i = 0; i < REQUESTS_PER_WINDOW + 5; i++) {
          const cpuBefore = process.cpuUsage();
          const begin = performance.now();
          const response = await app.inject({ method: "GET", url, headers: { cookie } });
          const elapsed = performance.now() - begin;
          const used = process.cpuUsage(cpuBefore);
          if (response.statusCode !== 200)
            throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
          if (i >= 5) {
            // the first few warm caches
            timings.push(elapsed);
            cpu.push((used.user + used.system) / 1000);
          }
        }
        all.push(...timings);
        timings.sort((a, b) => a - b);
        cpu.sort((a, b) => a - b);
        console.log(
          `  GET ${url.padEnd(54)} p50 ${percentile(timings, 50).toFixed(1)} ms, ` +
            `p95 ${percentile(timings, 95).toFixed(1)} ms; node CPU p50 ${percentile(cpu, 50).toFixed(1)} ms ` +
            `(${timings.length} requests)`,
        );
      }
    }
    all.sort((a, b) => a - b);
    console.log(
      `  all requests: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms`,
    );

    // A day change: the job moves every window on by a day (adds the new day, subtracts the one
    // that left), timed as the first dashboard read after midnight would wait for it.
    const tomorrow = new Date(Date.now() + 86_400_000);
    const rebaseStarted = performance.now();
    for (const days of [7, 30, 90]) await bringWindowUpToDate(db, days, utcDay(tomorrow));
    console.log(
      `  day change: all three windows moved on in ${(performance.now() - rebaseStarted).toFixed(0)} ms`,
    );
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  console.log(
    `Analytics benchmark: ${ARTICLES} articles, ${SEARCHES.toLocaleString("en-US")} searches in 30 days (${os.cpus().length} CPUs)`,
  );
  await onEachBenchDatabase(benchDatabase);
}

await main();
