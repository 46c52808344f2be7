// npm run bench:pages — requests per second, p95 latency and server CPU per request of the
// server-rendered home, category and article pages under 50 concurrent connections (autocannon),
// served from the page cache and rendered afresh, against what `npm start` runs: the compiled
// server dist/app/server.js. SQLite, then PostgreSQL when BENCH_DATABASE_URL/TEST_DATABASE_URL is set.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { benchNode } from "./support/benchNode.ts";
import { onEachBenchDatabase } from "./support/onEachBenchDatabase.ts";
import { type CompiledSiteOptions, startCompiledSite } from "./support/startCompiledSite.ts";
import type { RunningSite } from "./support/startSite.ts";

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Before each page is measured: the JIT warms up and the cache fills, off the record. */
const WARMUP_SECONDS = 2;

function run(url: string, seconds: number, onResponse?: (latency: number) => void) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: seconds, headers: { "accept-encoding": "gzip" } },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    if (onResponse) instance.on("response", (_client, _status, _bytes, latency) => onResponse(latency));
  });
}

/**
 * One page for DURATION_SECONDS; autocannon reports p97.5 but not p95, so latencies are collected
 * here. CPU per request is the server process's CPU time over the run divided by its answers: it
 * counts what the server spends, whatever else the (shared) machine is doing.
 */
async function measure(site: RunningSite, url: string) {
  await run(url, WARMUP_SECONDS);
  const latencies: number[] = [];
  const cpuBefore = site.cpuMs?.() ?? 0;
  const result = await run(url, DURATION_SECONDS, (latency) => latencies.push(latency));
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

/** Measures every sample page on a site started with `env`; returns the site's peak RSS. */
async function benchSite(label: string, options: CompiledSiteOptions): Promise<number> {
  const site = await startCompiledSite(options);
  try {
    for (const page of site.pages) {
      const { rps, p95, cpuPerRequest, failures } = await measure(site, `${site.url}${page.path}`);
      console.log(
        `${`${page.name}${label}`.padEnd(10)} ${page.path.padEnd(40)} ${Math.round(rps).toString().padStart(6)} req/s   p95 ${p95.toFixed(1).padStart(6)} ms   CPU ${cpuPerRequest.toFixed(2).padStart(6)} ms/req${failures ? `   failures ${failures}` : ""}`,
      );
    }
    return site.peakRssMb();
  } finally {
    await site.stop();
  }
}

console.log(
  `bench:pages — ${CONNECTIONS} connections, ${DURATION_SECONDS} s per page (after ${WARMUP_SECONDS} s warm-up), dist/app/server.js on Node ${benchNode().version}, demo content`,
);
await onEachBenchDatabase(async (database, databaseUrl) => {
  console.log(`\n${database}`);
  // The demo help center is made by a first start (its images' variants take memory that page
  // serving never does); the measured servers start on it as a restarted server would.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-bench-"));
  try {
    await (await startCompiledSite({ databaseUrl, dataDir })).stop();
    const cachedRss = await benchSite("", { databaseUrl, dataDir });
    // The same pages with the page cache off (PAGE_CACHE_MB=0): every request is rendered afresh.
    const freshRss = await benchSite("*", { env: { PAGE_CACHE_MB: "0" }, databaseUrl, dataDir });
    console.log("* rendered afresh on every request (page cache off)");
    console.log(
      `peak RSS: ${cachedRss.toFixed(0)} MB with the page cache, ${freshRss.toFixed(0)} MB rendering afresh`,
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
