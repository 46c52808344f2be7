// npm run bench:pages — requests per second, p95 latency and server CPU per request of the
// server-rendered home, category and article pages under 50 concurrent connections (autocannon),
// served from the page cache and rendered afresh, against what `npm start` runs: the compiled
// server dist/app/server.js. SQLite, then PostgreSQL when BENCH_DATABASE_URL/TEST_DATABASE_URL is
// set (BENCH_ONLY picks one).
//
// Before and after: BENCH_BASELINE=/path/to/checkout names another build of Cairn (made by
// `bash scripts/buildBaseline.sh COMMIT DIR`). Both builds are then measured in BENCH_ROUNDS
// rounds (4 unless set), in alternating order, each with the Node flags of its own `npm start`,
// and the medians are printed side by side with their ratio: one run of each drifts with the
// machine's load by more than the differences worth knowing.
//
// BENCH_VISITOR=returning sends each page's requests as a browser that keeps the public stylesheet
// (the cookie shared/stylesheetCookie.ts names, read from the page's own <style data-href>): its
// pages link the stylesheet instead of carrying it. A build without that cookie gets what a first
// visit gets. The default is a first visit.
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { stylesheetCookie } from "../shared/stylesheetCookie.ts";
import { benchNode } from "./support/benchNode.ts";
import { onEachBenchDatabase } from "./support/onEachBenchDatabase.ts";
import { PRODUCTION_NODE_FLAGS } from "./support/productionNodeFlags.ts";
import {
  type CompiledSiteOptions,
  demoMadeByFirstStart,
  startCompiledSite,
} from "./support/startCompiledSite.ts";
import type { RunningSite } from "./support/startSite.ts";

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Before each page is measured: the JIT warms up and the cache fills, off the record. */
const WARMUP_SECONDS = 2;
const BASELINE = process.env.BENCH_BASELINE ? path.resolve(process.env.BENCH_BASELINE) : undefined;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (BASELINE ? 4 : 1));
const RETURNING = process.env.BENCH_VISITOR === "returning";

function run(
  url: string,
  seconds: number,
  headers: Record<string, string>,
  onResponse?: (latency: number) => void,
) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: seconds,
        headers: { "accept-encoding": "gzip", ...headers },
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    if (onResponse) instance.on("response", (_client, _status, _bytes, latency) => onResponse(latency));
  });
}

interface Figures {
  rps: number;
  p95: number;
  cpuPerRequest: number;
  failures: number;
}

/**
 * One page for DURATION_SECONDS; autocannon reports p97.5 but not p95, so latencies are collected
 * here. CPU per request is the server process's CPU time over the run divided by its answers: it
 * counts what the server spends, whatever else the (shared) machine is doing.
 */
/** A returning visitor's cookie for the page at `url`, when the page names its stylesheet's file. */
async function visitorHeaders(url: string): Promise<Record<string, string>> {
  if (!RETURNING) return {};
  const html = await (await fetch(url)).text();
  const hrefs = [...html.matchAll(/<style data-href="([^"]+)">/g)].map((match) => match[1]!);
  return hrefs.length ? { cookie: `${stylesheetCookie.name}=${stylesheetCookie.valueFor(hrefs)}` } : {};
}

async function measure(site: RunningSite, url: string): Promise<Figures> {
  const headers = await visitorHeaders(url);
  await run(url, WARMUP_SECONDS, headers);
  const latencies: number[] = [];
  const cpuBefore = site.cpuMs?.() ?? 0;
  const result = await run(url, DURATION_SECONDS, headers, (latency) => latencies.push(latency));
  const cpu = (site.cpuMs?.() ?? 0) - cpuBefore;
  latencies.sort((a, b) => a - b);
  const p95 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.95))] ?? 0;
  return {
    rps: result.requests.average,
    p95,
    cpuPerRequest: latencies.length ? cpu / latencies.length : 0,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** The flags a checkout's `npm start` runs its compiled server with (its package.json). */
function startFlagsOf(root: string): string[] {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
  const flags = /\bnode ((?:--\S+ )*)dist\/app\/server\.js/.exec(scripts.start ?? "")?.[1];
  if (flags === undefined)
    throw new Error(`${root}/package.json: no "node … dist/app/server.js" in scripts.start`);
  return flags.trim().split(" ").filter(Boolean);
}

interface Build {
  label: string;
  root?: string;
  nodeFlags: readonly string[];
  dataDir: string;
}

/** Measures every sample page of one build, cached (page cache on) or afresh (PAGE_CACHE_MB=0). */
async function benchBuild(build: Build, fresh: boolean, databaseUrl: string | undefined, prefix: string) {
  const options: CompiledSiteOptions = {
    databaseUrl,
    dataDir: build.dataDir,
    nodeFlags: build.nodeFlags,
    ...(build.root ? { root: build.root } : {}),
    ...(fresh ? { env: { PAGE_CACHE_MB: "0" } } : {}),
  };
  const site = await startCompiledSite(options);
  const figures = new Map<string, Figures>();
  try {
    for (const page of site.pages) {
      const measured = await measure(site, `${site.url}${page.path}`);
      figures.set(page.name, measured);
      const { rps, p95, cpuPerRequest, failures } = measured;
      console.log(
        `${prefix}${`${page.name}${fresh ? "*" : ""}`.padEnd(10)} ${page.path.padEnd(40)} ${Math.round(rps).toString().padStart(6)} req/s   p95 ${p95.toFixed(1).padStart(6)} ms   CPU ${cpuPerRequest.toFixed(2).padStart(6)} ms/req${failures ? `   failures ${failures}` : ""}`,
      );
    }
    return { figures, peakRssMb: site.peakRssMb() };
  } finally {
    await site.stop();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Every figure of a build by "page mode" (e.g. "article*"), over the rounds. */
type Collected = Map<string, Figures[]>;

function printComparison(baseline: Collected, current: Collected, rss: Map<string, number[]>) {
  console.log(
    `\nmedians of ${ROUNDS} rounds, baseline -> this build (CPU ms a request; ratio above 1 is slower)`,
  );
  for (const [key, after] of current) {
    const before = baseline.get(key) ?? [];
    const cpuBefore = median(before.map((figure) => figure.cpuPerRequest));
    const cpuAfter = median(after.map((figure) => figure.cpuPerRequest));
    const rpsBefore = median(before.map((figure) => figure.rps));
    const rpsAfter = median(after.map((figure) => figure.rps));
    console.log(
      `${key.padEnd(10)} CPU ${cpuBefore.toFixed(3)} -> ${cpuAfter.toFixed(3)} ms (×${(cpuAfter / cpuBefore).toFixed(3)})   ${Math.round(rpsBefore)} -> ${Math.round(rpsAfter)} req/s (×${(rpsAfter / rpsBefore).toFixed(3)})`,
    );
  }
  for (const [label, values] of rss) {
    console.log(
      `peak RSS, ${label}: ${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))} MB`,
    );
  }
}

console.log(
  `bench:pages — ${CONNECTIONS} connections, ${DURATION_SECONDS} s per page (after ${WARMUP_SECONDS} s warm-up), dist/app/server.js on Node ${benchNode().version}, demo content, ${RETURNING ? "a returning visitor (stylesheet kept)" : "a first visit"}${BASELINE ? `, baseline ${BASELINE}, ${ROUNDS} rounds` : ""}`,
);
await onEachBenchDatabase(async (database, databaseUrl) => {
  console.log(`\n${database}`);
  const builds: Build[] = [
    { label: "this build", nodeFlags: PRODUCTION_NODE_FLAGS, dataDir: "" },
    ...(BASELINE
      ? [{ label: "baseline", root: BASELINE, nodeFlags: startFlagsOf(BASELINE), dataDir: "" }]
      : []),
  ];
  try {
    // Made by a first start: its images' variants take memory that page serving never does.
    for (const build of builds) build.dataDir = await demoMadeByFirstStart(databaseUrl, build.root);
    const collected = new Map<string, Collected>(builds.map((build) => [build.label, new Map()]));
    const rss = new Map<string, number[]>();
    for (let round = 1; round <= ROUNDS; round += 1) {
      if (ROUNDS > 1) console.log(`round ${round}`);
      const order = round % 2 ? builds : [...builds].reverse();
      for (const build of order) {
        for (const fresh of [false, true]) {
          const prefix = BASELINE ? `${build.label.padEnd(11)}` : "";
          const { figures, peakRssMb } = await benchBuild(build, fresh, databaseUrl, prefix);
          for (const [page, figure] of figures) {
            const key = `${page}${fresh ? "*" : ""}`;
            const byKey = collected.get(build.label)!;
            byKey.set(key, [...(byKey.get(key) ?? []), figure]);
          }
          const rssKey = `${build.label}, ${fresh ? "rendering afresh" : "with the page cache"}`;
          rss.set(rssKey, [...(rss.get(rssKey) ?? []), peakRssMb]);
        }
      }
    }
    console.log("* rendered afresh on every request (page cache off)");
    if (BASELINE) {
      printComparison(collected.get("baseline")!, collected.get("this build")!, rss);
    } else {
      for (const [label, values] of rss)
        console.log(`peak RSS, ${label}: ${values.map(Math.round).join(", ")} MB`);
    }
  } finally {
    for (const build of builds) if (build.dataDir) fs.rmSync(build.dataDir, { recursive: true, force: true });
  }
});
