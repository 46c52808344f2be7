// npm run bench:search-http — requests per second, p95 and server CPU per request at 50
// connections (autocannon, on the same cores) of the search results page and the search API for a
// repeated query and for queries never asked before, the public JSON API (an article, the
// categories, the featured articles) and a cached article page, on the demo help center, against
// a bare Fastify server answering "hello" in the same run. With BENCH_BASELINE=/path/to/checkout
// (another build of Cairn, e.g. `git archive main`, built), every Cairn figure is measured on that
// build too, in alternation, and printed with the ratio. The cached article page is also measured
// against two bare Node servers writing its recorded answer (same bytes, same headers), without
// and with one pino line a request: what any Node server could do with that answer here.
// BENCH_GENERATOR=wrk loads with wrk (needs `apt-get install wrk`) instead of autocannon, which
// decodes every body it receives as UTF-8 text, so that a gzipped page costs the generator more
// than the server. SQLite; PostgreSQL too when BENCH_DATABASE_URL/TEST_DATABASE_URL is set
// (BENCH_ONLY picks one).
import { type ChildProcess, execFile, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { benchNode } from "./support/benchNode.ts";
import { onEachBenchDatabase } from "./support/onEachBenchDatabase.ts";
import { demoMadeByFirstStart, startCompiledSite } from "./support/startCompiledSite.ts";
import type { RunningSite } from "./support/startSite.ts";

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = 2;
const BASELINE = process.env.BENCH_BASELINE ? path.resolve(process.env.BENCH_BASELINE) : undefined;
/** Rounds of (baseline, this build) per database: the machine's load drifts between them. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
/** Only the targets whose name holds this text (e.g. "new query"), to measure some again. */
const ONLY_TARGETS = process.env.BENCH_TARGETS ?? "";
/** autocannon (default) or wrk. */
const GENERATOR = process.env.BENCH_GENERATOR === "wrk" ? "wrk" : "autocannon";

/** Queries of the demo help center; made new for every request by leading stop words. */
const QUERIES = ["tent", "sleeping bag", "return policy", "stove won't light", "waterprof", "warranty claim"];
const STOPWORDS = ["how", "do", "i", "the", "a", "to", "my", "can"];

/** A query never asked before in this run: the same words, after stop words (the key differs, the search does not). */
function freshQuery(counter: number): string {
  const lead: string[] = [];
  for (let n = counter; lead.length < 6; n = Math.floor(n / STOPWORDS.length))
    lead.push(STOPWORDS[n % STOPWORDS.length]!);
  return `${lead.join(" ")} ${QUERIES[counter % QUERIES.length]}`;
}

interface Target {
  name: string;
  path: string;
  /** Every request a new query (no cache can answer it). */
  fresh?: "api" | "page";
}

interface Figures {
  rps: number;
  p95: number;
  cpuPerRequest: number;
  failures: number;
}

const CACHED_PAGE = "article page (cached)";

let freshCounter = 0;

/**
 * wrk at the same connections on one thread, reporting its rate and p95 through a Lua script
 * (wrk prints neither in a form to read); it reads answers without decoding them.
 */
async function runWrk(
  url: string,
  target: Target,
  seconds: number,
): Promise<{ rps: number; p95: number; failures: number }> {
  const script = path.join(os.tmpdir(), "cairn-bench-wrk.lua");
  fs.writeFileSync(
    script,
    `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("rps %f\\np95 %f\\nfailures %d\\n", summary.requests / (summary.duration / 1e6), latency:percentile(95) / 1000, e.status + e.connect + e.read + e.write + e.timeout))
end`,
  );
  const output = await new Promise<string>((resolve, reject) =>
    execFile(
      "wrk",
      [
        "-t1",
        `-c${CONNECTIONS}`,
        `-d${seconds}s`,
        "-H",
        "accept-encoding: gzip",
        "-s",
        script,
        `${url}${target.path}`,
      ],
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    ),
  );
  return {
    rps: Number(/^rps (\S+)/m.exec(output)?.[1] ?? 0),
    p95: Number(/^p95 (\S+)/m.exec(output)?.[1] ?? 0),
    // Answers other than 2xx and 3xx, and connections that failed: a 429 is fast, not served.
    failures: Number(/^failures (\S+)/m.exec(output)?.[1] ?? 0),
  };
}

function run(url: string, target: Target, seconds: number, onResponse?: (latency: number) => void) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}${target.path}`,
        connections: CONNECTIONS,
        duration: seconds,
        headers: { "accept-encoding": "gzip" },
        ...(target.fresh
          ? {
              requests: [
                {
                  setupRequest: (request: autocannon.Request) => {
                    freshCounter += 1;
                    const q = encodeURIComponent(freshQuery(freshCounter));
                    request.path = target.fresh === "api" ? `/api/public/search?q=${q}` : `/search?q=${q}`;
                    return request;
                  },
                },
              ],
            }
          : {}),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    if (onResponse) instance.on("response", (_client, _status, _bytes, latency) => onResponse(latency));
  });
}

/**
 * Waits for the server to finish what a run left queued (a slow target's backlog would be
 * counted against the next one): until one request answers at once, or 60 s.
 */
async function settle(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await fetch(url).catch(() => {});
    if (performance.now() - started < 50) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function measure(url: string, target: Target, cpuMs?: () => number): Promise<Figures> {
  await settle(url);
  if (GENERATOR === "wrk") {
    await runWrk(url, target, WARMUP_SECONDS);
    await settle(url);
    const cpuBefore = cpuMs?.() ?? 0;
    const result = await runWrk(url, target, DURATION_SECONDS);
    const cpu = (cpuMs?.() ?? 0) - cpuBefore;
    const answered = result.rps * DURATION_SECONDS;
    return {
      rps: result.rps,
      p95: result.p95,
      cpuPerRequest: cpuMs && answered ? cpu / answered : 0,
      failures: result.failures,
    };
  }
  await run(url, target, WARMUP_SECONDS);
  await settle(url);
  const latencies: number[] = [];
  const cpuBefore = cpuMs?.() ?? 0;
  const result = await run(url, target, DURATION_SECONDS, (latency) => latencies.push(latency));
  const cpu = (cpuMs?.() ?? 0) - cpuBefore;
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p95: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.95))] ?? 0,
    cpuPerRequest: cpuMs && latencies.length ? cpu / latencies.length : 0,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A Node program of the bench, in its own process on a free port, until stopped. */
async function startReferenceServer(
  source: (port: number) => string,
): Promise<{ url: string; cpuMs: () => number; stop: () => Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(benchNode().execPath, ["--input-type=module", "-e", source(port)], {
    cwd: benchNode().root,
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    cpuMs: () => {
      // /proc/PID/stat: user and system time in clock ticks (100 a second), after the name.
      const stat = fs.readFileSync(`/proc/${child.pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** Fastify answering {"hello":"world"} with nothing else: what one Node process can serve here. */
function startBareFastify() {
  return startReferenceServer(
    (port) => `import Fastify from "fastify";
const app = Fastify();
app.get("/", async () => ({ hello: "world" }));
await app.listen({ port: ${port}, host: "127.0.0.1" });`,
  );
}

/** One answer as Cairn sent it (gzipped), to be written again by a bare server. */
interface RecordedAnswer {
  headers: [string, string][];
  body: Buffer;
}

/** Headers node:http writes itself, or that differ per answer. */
const OWN_HEADERS = new Set([
  "date",
  "connection",
  "keep-alive",
  "content-length",
  "transfer-encoding",
  "x-request-id",
]);

/** The answer's bytes as sent (fetch would decompress them), with the headers it came with. */
function recordAnswer(url: string): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const headers: [string, string][] = [];
          for (let i = 0; i < response.rawHeaders.length; i += 2) {
            const name = response.rawHeaders[i]!.toLowerCase();
            if (!OWN_HEADERS.has(name)) headers.push([name, response.rawHeaders[i + 1]!]);
          }
          resolve({ headers, body: Buffer.concat(chunks) });
        });
      })
      .on("error", reject);
  });
}

/**
 * A bare node:http server writing `answer` (bytes and headers, a fresh request id each) to every
 * request; with `logLine`, also one pino line a request at info (to /dev/null, as the bench's
 * Cairn logs): the most any Node server could answer with that page on this machine and generator.
 */
function startAnswerCopy(answer: RecordedAnswer, logLine: boolean) {
  return startReferenceServer(
    (port) => `import http from "node:http";
${logLine ? 'import pino from "pino";\nconst log = pino({}, pino.destination({ dest: "/dev/null" }));' : ""}
const body = Buffer.from("${answer.body.toString("base64")}", "base64");
const headers = ${JSON.stringify(answer.headers.flat())};
let served = 0;
http.createServer((request, response) => {
  const started = performance.now();
  const id = "r" + (served += 1);
  response.writeHead(200, [...headers, "x-request-id", id, "content-length", String(body.length)]);
  response.end(body);
  ${logLine ? 'log.info({ reqId: id, req: { method: request.method, url: request.url, ip: request.socket.remoteAddress }, res: { statusCode: 200 }, responseTime: performance.now() - started }, "request completed");' : ""}
}).listen(${port}, "127.0.0.1");`,
  );
}

function line(label: string, figures: Figures, extra = ""): string {
  return `${label.padEnd(34)} ${Math.round(figures.rps).toString().padStart(7)} req/s   p95 ${figures.p95.toFixed(1).padStart(6)} ms   CPU ${figures.cpuPerRequest.toFixed(3).padStart(6)} ms/req${figures.failures ? `   failures ${figures.failures}` : ""}${extra}`;
}

async function targetsOf(site: RunningSite): Promise<Target[]> {
  const featured = (await (await fetch(`${site.url}/api/public/featured`)).json()) as { slug: string }[];
  const slug = featured[0]?.slug;
  return [
    { name: CACHED_PAGE, path: `/a/${slug}` },
    { name: "results page, repeated query", path: "/search?q=tent" },
    { name: "search API, repeated query", path: "/api/public/search?q=tent" },
    { name: "results page, new query each time", path: "/search", fresh: "page" },
    { name: "search API, new query each time", path: "/api/public/search", fresh: "api" },
    { name: "JSON article API", path: `/api/public/articles/${slug}` },
    { name: "JSON categories API", path: "/api/public/categories" },
    { name: "JSON featured API", path: "/api/public/featured" },
  ];
}

console.log(
  `bench:search-http — ${GENERATOR}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per target (after ${WARMUP_SECONDS} s warm-up), dist/app/server.js on Node ${benchNode().version}, demo content, ${os.cpus().length} CPUs${BASELINE ? `, baseline ${BASELINE}` : ""}`,
);
await onEachBenchDatabase(async (database, databaseUrl) => {
  console.log(`\n${database}`);
  const builds: { label: string; root?: string; dataDir?: string }[] = [
    ...(BASELINE ? [{ label: "baseline", root: BASELINE }] : []),
    { label: "this build" },
  ];
  try {
    for (const build of builds) build.dataDir = await demoMadeByFirstStart(databaseUrl, build.root);
    for (let round = 1; round <= ROUNDS; round += 1) {
      const bare = await startBareFastify();
      const bareFigures = await measure(bare.url, { name: "bare", path: "/" }, bare.cpuMs);
      await bare.stop();
      console.log(line(`round ${round}: bare Fastify "hello"`, bareFigures));
      const byBuild = new Map<string, Map<string, Figures>>();
      // The order alternates by round: the server started second in a round has measured up to
      // 10 % faster than the first, the same build either way, which is as much as a change
      // under test; with alternation, both places count for both builds.
      const order = round % 2 === 1 ? builds : [...builds].reverse();
      for (const build of order) {
        const site = await startCompiledSite({
          databaseUrl,
          dataDir: build.dataDir,
          ...(build.root ? { root: build.root } : {}),
        });
        const figures = new Map<string, Figures>();
        try {
          const targets = (await targetsOf(site)).filter(
            // wrk repeats one address: the new-query targets are autocannon's alone.
            (target) => target.name.includes(ONLY_TARGETS) && !(GENERATOR === "wrk" && target.fresh),
          );
          for (const target of targets) {
            const measured = await measure(site.url, target, site.cpuMs);
            figures.set(target.name, measured);
            // Of bare: by rate, and by CPU a request (steadier on a shared machine).
            const ofBare = `   ${(measured.rps / bareFigures.rps).toFixed(2)} of bare (CPU ${(bareFigures.cpuPerRequest / measured.cpuPerRequest).toFixed(2)})`;
            console.log(line(`  ${build.label}: ${target.name}`, measured, ofBare));
          }
          console.log(`  ${build.label}: peak RSS ${site.peakRssMb().toFixed(0)} MB`);
          const cachedPage = figures.get(CACHED_PAGE);
          if (cachedPage && !build.root) {
            const answer = await recordAnswer(
              `${site.url}${targets.find((target) => target.name === CACHED_PAGE)!.path}`,
            );
            for (const logLine of [false, true]) {
              const copy = await startAnswerCopy(answer, logLine);
              try {
                const measured = await measure(copy.url, { name: "copy", path: "/" }, copy.cpuMs);
                console.log(
                  line(
                    `  bare Node, that answer${logLine ? " + log line" : ""}`,
                    measured,
                    `   ${(measured.rps / bareFigures.rps).toFixed(2)} of bare; the cached page ${(cachedPage.rps / measured.rps).toFixed(2)} of it`,
                  ),
                );
              } finally {
                await copy.stop();
              }
            }
          }
        } finally {
          await site.stop();
        }
        byBuild.set(build.label, figures);
      }
      const baseline = byBuild.get("baseline");
      if (baseline)
        for (const [name, measured] of byBuild.get("this build")!) {
          const before = baseline.get(name)!;
          console.log(
            `  this build / baseline: ${name}   ×${(measured.rps / before.rps).toFixed(2)} (CPU ×${(before.cpuPerRequest / measured.cpuPerRequest).toFixed(2)}), ${order[0]!.label} started first`,
          );
        }
    }
  } finally {
    for (const build of builds) if (build.dataDir) fs.rmSync(build.dataDir, { recursive: true, force: true });
  }
});
