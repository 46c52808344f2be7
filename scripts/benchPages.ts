// npm run bench:pages — requests per second and p95 latency of the server-rendered home, category
// and article pages under 50 concurrent connections (autocannon), against the production build.
import autocannon from "autocannon";
import { startSite } from "./support/startSite.ts";

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/** Runs one page for DURATION_SECONDS; autocannon reports p97.5 but not p95, so latencies are collected here. */
async function measure(url: string) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers: { "accept-encoding": "gzip" } },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  const p95 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.95))] ?? 0;
  return { rps: result.requests.average, p95, failures: result.non2xx + result.errors + result.timeouts };
}

/** Measures every sample page on a site started with `env`; returns the site's peak RSS. */
async function benchSite(label: string, env: Record<string, string>): Promise<number> {
  const site = await startSite(env);
  try {
    for (const page of site.pages) {
      const { rps, p95, failures } = await measure(`${site.url}${page.path}`);
      console.log(
        `${`${page.name}${label}`.padEnd(10)} ${page.path.padEnd(40)} ${Math.round(rps).toString().padStart(6)} req/s   p95 ${p95.toFixed(1)} ms${failures ? `   failures ${failures}` : ""}`,
      );
    }
    return site.peakRssMb();
  } finally {
    await site.stop();
  }
}

console.log(
  `bench:pages — ${CONNECTIONS} connections, ${DURATION_SECONDS} s per page, production build, demo content`,
);
const cachedRss = await benchSite("", {});
// The same pages with the page cache off (PAGE_CACHE_MB=0): every request is rendered afresh.
const freshRss = await benchSite("*", { PAGE_CACHE_MB: "0" });
console.log("* rendered afresh on every request (page cache off)");
console.log(
  `peak RSS: ${cachedRss.toFixed(0)} MB with the page cache, ${freshRss.toFixed(0)} MB rendering afresh`,
);
