// npm run bench:pages — requests per second and p95 latency of the server-rendered home, category
// and article pages under 50 concurrent connections (autocannon), against the production build.
import autocannon from "autocannon";
import { startSite } from "./support/startSite.ts";

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

/**
 * Runs one page; autocannon reports p97.5 but not p95, so latencies are collected here. With
 * `uncached`, every request carries a new query string, so each one is rendered afresh.
 */
async function measure(url: string, uncached = false) {
  const latencies: number[] = [];
  let counter = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: DURATION_SECONDS,
        headers: { "accept-encoding": "gzip" },
        ...(uncached
          ? {
              requests: [
                {
                  setupRequest: (request: autocannon.Request) => ({
                    ...request,
                    path: `${new URL(url).pathname}?v=${++counter}`,
                  }),
                },
              ],
            }
          : {}),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  const p95 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.95))] ?? 0;
  return { rps: result.requests.average, p95, failures: result.non2xx + result.errors + result.timeouts };
}

const site = await startSite();
const pages = site.pages;
try {
  console.log(`bench:pages — ${CONNECTIONS} connections, ${DURATION_SECONDS} s per page, ${site.url}`);
  const runs = [
    ...pages.map((page) => ({ ...page, uncached: false })),
    // The same pages rendered on every request (page cache missed on purpose).
    ...pages.map((page) => ({ ...page, name: `${page.name}*`, uncached: true })),
  ];
  for (const run of runs) {
    const { rps, p95, failures } = await measure(`${site.url}${run.path}`, run.uncached);
    console.log(
      `${run.name.padEnd(10)} ${run.path.padEnd(18)} ${Math.round(rps).toString().padStart(6)} req/s   p95 ${p95.toFixed(1)} ms${failures ? `   failures ${failures}` : ""}`,
    );
  }
  console.log("* rendered afresh on every request (page cache bypassed with a new query string)");
} finally {
  await site.stop();
}
