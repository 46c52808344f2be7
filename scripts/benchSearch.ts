/**
 * `npm run bench:search`: builds a 10,000-article help center (the demo content, varied
 * deterministically) in one child process, serves it on a free localhost port from a fresh one,
 * and drives a fixed mix of queries through GET /api/public/search with 1 and then 10 concurrent
 * clients, after a warm-up of 3 s. Prints
 * p50/p95/p99 latency and queries per second, for SQLite and, when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL is set, for PostgreSQL. Bounded: BENCH_SECONDS (default 10) per run.
 */
import { fork } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "../server/app/buildApp.ts";
import { testConfig } from "../server/platform/config.ts";
import { openDatabase } from "../server/platform/db/database.ts";
import { seedDemo } from "../server/seed/seedDemo.ts";
import { generateArticles } from "./support/benchArticles.ts";
import { benchNode } from "./support/benchNode.ts";
import { onEachBenchDatabase } from "./support/onEachBenchDatabase.ts";

const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const checkout = path.resolve(import.meta.dirname, "..");

/** What visitors type: whole questions, half-typed words, typos, synonyms, and misses. */
const QUERY_MIX = [
  "tent",
  "sleeping ba",
  "sleeping bag",
  "waterprof",
  "tnet",
  "return policy",
  "how do I return a tent",
  "refund",
  "money back",
  "track my order",
  "warranty claim",
  "stove won't light",
  "poles",
  "repairing",
  "zip stuck",
  "rainfly",
  "washing a down sleeping bag",
  "delivery times",
  "gift card",
  "st",
  "camping stove gas",
  "quantum physics",
  "student discount",
  "tent pole broken",
  "seam sealing",
  "backpack fit",
  "headlamp batteries",
  "xyzzy",
];

/**
 * Child, "build": fills the database and exits; child, "serve": opens it and serves it. A server
 * does not index 10,000 articles in the process that then answers searches, so the benchmark
 * does not either: the building process's garbage and caches would weigh on every measured request.
 */
async function child(role: "build" | "serve", databaseUrl: string | undefined, dir: string): Promise<void> {
  const database = openDatabase(
    databaseUrl ? { databaseUrl } : { sqliteFile: path.join(dir, "bench.sqlite") },
  );
  const app = await buildApp({
    config: testConfig({
      dataDir: dir,
      searchRateLimitPerMinute: 1_000_000_000,
      publicRateLimitPerMinute: 1_000_000_000,
    }),
    database,
  });
  if (role === "build") {
    const started = Date.now();
    await seedDemo(app.ctx, { articles: generateArticles(ARTICLES) });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    await app.close();
    await database.close();
    process.send?.({ seconds }, () => process.exit(0));
    return;
  }
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  process.send?.({ port: typeof address === "object" && address ? address.port : 0 });
  process.on("message", async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}

/** Runs this file as a child in `role` and waits for its first message. */
function startChild<T>(role: "build" | "serve", databaseUrl: string | undefined, dir: string) {
  const { execPath, root } = benchNode();
  const process = fork(path.join(root, path.relative(checkout, fileURLToPath(import.meta.url))), [role], {
    execPath,
    cwd: root,
    env: { ...globalThis.process.env, BENCH_SERVE_URL: databaseUrl ?? "", BENCH_DIR: dir },
    execArgv: ["--import", "tsx"],
  });
  const message = new Promise<T>((resolve, reject) => {
    process.once("message", (message) => resolve(message as T));
    process.once("exit", (code) => reject(new Error(`bench ${role} child exited (${code})`)));
  });
  return { process, message };
}

function get(agent: http.Agent, port: number, url: string, userAgent: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: "127.0.0.1", port, path: url, agent, headers: { "user-agent": userAgent } },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** `clients` loops, each sending the next query of the mix as soon as the last answered. */
async function load(port: number, clients: number, seconds: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const latencies: number[] = [];
  let errors = 0;
  let cursor = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < end) {
        const query = QUERY_MIX[cursor++ % QUERY_MIX.length]!;
        const page = cursor % 5 === 0 ? "&page=1" : "&mode=dropdown";
        const started = performance.now();
        const status = await get(
          agent,
          port,
          `/api/public/search?q=${encodeURIComponent(query)}${page}`,
          `bench-${client}`,
        );
        latencies.push(performance.now() - started);
        if (status !== 200) errors += 1;
      }
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    qps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

async function benchDatabase(label: string, databaseUrl: string | undefined): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-bench-"));
  try {
    const built = await startChild<{ seconds: string }>("build", databaseUrl, dir).message;
    console.log(`\n${label}: ${ARTICLES} articles indexed in ${built.seconds} s`);
    const server = startChild<{ port: number }>("serve", databaseUrl, dir);
    const { port } = await server.message;
    // Warm-up: every query of the mix a few times, as a server that has been answering them.
    await load(port, 1, 3);
    for (const clients of [1, 10]) {
      const r = await load(port, clients, SECONDS);
      console.log(
        `  ${String(clients).padStart(2)} client(s): ${r.requests} requests, ${r.qps.toFixed(0)} q/s, ` +
          `p50 ${r.p50.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms, non-200: ${r.errors}`,
      );
    }
    server.process.send("stop");
    await new Promise((resolve) => server.process.once("exit", resolve));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const role = process.argv[2];
  if (role === "build" || role === "serve") {
    await child(role, process.env.BENCH_SERVE_URL || undefined, process.env.BENCH_DIR!);
    return;
  }
  console.log(
    `Search benchmark: ${QUERY_MIX.length} queries in a fixed mix, ${SECONDS} s per run (${os.cpus().length} CPUs), ` +
      `Cairn on Node ${benchNode().version}`,
  );
  await onEachBenchDatabase(benchDatabase);
}

await main();
