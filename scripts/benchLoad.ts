// npm run bench:load — two production instances (dist/app/server.js) on one throw-away PostgreSQL
// database and a private Redis, under a mixed public load (pages, search as you type, ratings)
// while an editor saves an article every second; first steady, then with a fault in each phase:
// one instance killed (-9), PostgreSQL restarted, Redis stopped and started. Prints throughput,
// latency percentiles, outcomes by status and peak RSS per instance, and checks every
// acknowledged save against the database afterwards. See docs/BENCHMARKS.md "Load and faults".
import { Editor } from "./support/editorSaves.ts";
import { type Instance, type RedisServer, startInstance, startRedis, waitFor } from "./support/instances.ts";
import { LoadBalancer, type Target } from "./support/loadBalancer.ts";
import { LoadStats, type TallySummary } from "./support/loadStats.ts";
import { type Cluster, ensureClusterRunning, localCluster, restartCluster } from "./support/localPostgres.ts";
import { machineLoad } from "./support/processStats.ts";
import { readPublicSite, runPublicVisitors } from "./support/publicVisitors.ts";
import { watchReadiness } from "./support/readinessWatch.ts";
import { withThrowawayPostgres } from "./support/throwawayPostgres.ts";

const STEADY_SECONDS = Number(process.env.BENCH_SECONDS ?? 120);
const FAULT_SECONDS = Number(process.env.BENCH_FAULT_SECONDS ?? 30);
const CONCURRENCY = Number(process.env.BENCH_CONNECTIONS ?? 8);
/** The load loops stop at their time or after this many requests a second on average, whichever comes first. */
const MAX_REQUESTS_PER_SECOND = 5_000;
const SERVER_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/postgres";
const ADMIN = { email: "admin@example.com", password: "bench-load-admin-password" };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const counts = (outcomes: Record<string, number>) =>
  Object.entries(outcomes)
    .map(([outcome, count]) => `${outcome}×${count}`)
    .join(" ");

/** The two instances, as the balancer and the faults see them: a slot can be refilled after a kill. */
interface Node {
  target: Target;
  port: number;
  instance: Instance;
  /** CPU seconds and peak RSS of processes this node had before the current one (killed ones). */
  pastCpu: number;
  pastPeakRss: number;
}

let stats = new LoadStats();

function line(label: string, summary: TallySummary, seconds: number): string {
  return `  ${label.padEnd(8)} ${String(summary.requests).padStart(7)} req  ${(summary.requests / seconds).toFixed(0).padStart(5)} req/s  p50 ${ms(summary.p50).padStart(7)}  p95 ${ms(summary.p95).padStart(7)}  p99 ${ms(summary.p99).padStart(7)}  ${counts(summary.outcomes)}`;
}

/** Runs the load for `seconds` while `fault` (if any) does its work; prints the phase's figures. */
async function phase(
  name: string,
  seconds: number,
  nodes: Node[],
  balancer: LoadBalancer,
  editor: Editor,
  site: Awaited<ReturnType<typeof readPublicSite>>,
  fault?: (until: number) => Promise<string[]>,
): Promise<void> {
  console.log(`\n== ${name} (${seconds} s, ${CONCURRENCY} visitors at once; ${machineLoad()} at start)`);
  stats = new LoadStats();
  for (const node of nodes) {
    node.pastCpu = -node.instance.cpuSeconds();
    node.pastPeakRss = 0;
  }
  const started = Date.now();
  const until = started + seconds * 1_000;
  const load = runPublicVisitors({
    balancer,
    site,
    concurrency: CONCURRENCY,
    until,
    maxRequests: seconds * MAX_REQUESTS_PER_SECOND,
  });
  const saves = editor.run(until);
  // Rates over the time the load ran: a fault (a slow restart) may outlast it.
  const loadEnded = Promise.all([load, saves]).then(() => Date.now());
  const notes = fault ? await fault(until) : [];
  const elapsed = ((await loadEnded) - started) / 1_000;

  for (const [instance, summary] of stats.byInstance()) {
    const node = nodes.find((candidate) => candidate.target.name === instance)!;
    const cpu = node.pastCpu + node.instance.cpuSeconds();
    const rss = Math.max(node.pastPeakRss, node.instance.peakRssMb());
    console.log(
      `${line(instance, summary, elapsed)}  | CPU ${((cpu * 1_000) / Math.max(1, summary.requests)).toFixed(2)} ms/req, peak RSS ${rss.toFixed(0)} MB`,
    );
  }
  for (const [kind, summary] of stats.byKind()) console.log(line(kind, summary, elapsed));
  const all = stats.all();
  console.log(line("all", all, elapsed));
  console.log(
    `  what visitors got (after the balancer's retry on a refused connection): ${counts(stats.seenOutcomes())}`,
  );
  console.log(`  editor saves: ${counts(editor.takeOutcomes())}`);
  const serverErrors = Object.entries(all.outcomes)
    .filter(([outcome]) => /^5\d\d$/.test(outcome))
    .reduce((sum, [, count]) => sum + count, 0);
  if (serverErrors)
    console.log(
      `  5xx answers: ${serverErrors}, with the standard {"error":{"code","message"}} body: ${serverErrors - all.nonStandardErrors}${all.nonStandardErrors ? "  !! some without it" : ""}`,
    );
  if (all.nonStandardErrors) process.exitCode = 1;
  for (const note of notes) console.log(`  ${note}`);
}

/** kill -9 of instance A a few seconds in; restarted after 5 s down (as an orchestrator would). */
function killOne(nodes: Node[], env: Record<string, string>) {
  return async (): Promise<string[]> => {
    const node = nodes[0]!;
    await sleep(5_000);
    const served = () => stats.byInstance().get("B")?.outcomes ?? {};
    node.pastCpu += node.instance.cpuSeconds();
    node.pastPeakRss = Math.max(node.pastPeakRss, node.instance.peakRssMb());
    const before = { ...served() };
    await node.instance.kill();
    const killed = Date.now();
    await sleep(5_000);
    const restarting = Date.now();
    node.instance = await startInstance(env, { compiled: true, port: node.port });
    const ready = Date.now();
    // Serving figures only: the start (migrations check, page warm-up) is reported on its own.
    const startupCpu = node.instance.cpuSeconds();
    node.pastCpu -= startupCpu;
    const seconds = (from: number, to: number) => ((to - from) / 1_000).toFixed(1);
    const during = Object.entries(served()).map(([outcome, count]) => [
      outcome,
      count - (before[outcome] ?? 0),
    ]);
    return [
      `A killed (SIGKILL), restarted ${seconds(killed, restarting)} s later, ready (/readyz 200) ${seconds(restarting, ready)} s after that: ${seconds(killed, ready)} s down`,
      `A's start took ${startupCpu.toFixed(1)} s of CPU (not in its ms/req above)`,
      `B while A was down: ${counts(Object.fromEntries(during))}`,
    ];
  };
}

/** PostgreSQL restarted a few seconds in; /readyz watched on both instances until it is 200 again. */
function restartPostgres(cluster: Cluster, nodes: Node[]) {
  return async (): Promise<string[]> => {
    await sleep(5_000);
    const watch = watchReadiness(nodesTargets);
    await sleep(200);
    const took = await restartCluster(cluster);
    const recovered = await waitFor("readiness", async () => watch.readyAgain(), RECOVERY_MS).catch(
      () => null,
    );
    const report = await watch.stop();
    return [
      ...(recovered === null ? notRecovered(nodes) : []),
      `pg_ctlcluster restart took ${(took / 1_000).toFixed(1)} s`,
      ...report.instances.map(
        (state) =>
          `${state.name} /readyz: ${state.notReadyAt === null ? "never left 200 (polled every 50 ms)" : `503 at +${state.notReadyAt} ms, 200 again at +${state.readyAgainAt} ms (${state.readyAgainAt! - state.notReadyAt} ms not ready)`}`,
      ),
    ];
  };
}

/** Redis stopped a few seconds in, started again (same port) 5 s later. */
function stopRedis(nodes: Node[], redis: { current: RedisServer }) {
  return async (): Promise<string[]> => {
    const warnings = () => nodes.map((node) => node.instance.log().split("Redis unreachable").length - 1);
    const before = warnings();
    await sleep(5_000);
    const watch = watchReadiness(nodesTargets);
    await sleep(200);
    await redis.current.stop();
    await sleep(5_000);
    redis.current = await startRedis(redis.current.port);
    const restarted = Date.now();
    const recovered = await waitFor("readiness", async () => watch.readyAgain(), RECOVERY_MS).catch(
      () => null,
    );
    const reconnected = Date.now() - restarted;
    const report = await watch.stop();
    const after = warnings();
    return [
      ...(recovered === null ? notRecovered(nodes) : []),
      ...report.instances.map(
        (state) =>
          `${state.name} /readyz: ${state.notReadyAt === null ? "never left 200" : `503 at +${state.notReadyAt} ms, 200 again at +${state.readyAgainAt} ms`}`,
      ),
      `both ready again ${reconnected} ms after redis-server was back`,
      `"Redis unreachable" warnings logged: ${nodes.map((node, i) => `${node.target.name} ${after[i]! - before[i]!}`).join(", ")}`,
    ];
  };
}

let nodesTargets: Target[] = [];

/** How long an instance may take to be ready again after a fault before the bench calls it a failure. */
const RECOVERY_MS = 60_000;

/** A failure to recover: marked, with each instance's last log lines, and the bench exits non-zero. */
function notRecovered(nodes: Node[]): string[] {
  process.exitCode = 1;
  return [
    `!! not ready again within ${RECOVERY_MS / 1_000} s`,
    ...nodes.map(
      (node) => `${node.target.name} log tail:\n${node.instance.log().split("\n").slice(-8).join("\n")}`,
    ),
  ];
}

async function verifySaves(editor: Editor, node: Node): Promise<void> {
  const { checked, problems } = await editor.verify(node.instance);
  console.log(
    `  acknowledged saves so far: ${checked}, each checked in the article's versions: ${problems.length ? `${problems.length} PROBLEMS` : "none lost"}`,
  );
  for (const problem of problems) console.log(`  !! ${problem}`);
  if (problems.length) process.exitCode = 1;
}

async function bench(databaseUrl: string, cluster: Cluster | null): Promise<void> {
  const redis = { current: await startRedis() };
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.current.url,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // The bench is the instances' proxy: it sends each visitor's address as X-Forwarded-For.
    TRUST_PROXY: "1",
    LOG_LEVEL: "warn",
  };
  const nodes: Node[] = [];
  try {
    // One after the other, as a rolling start does: the first migrates and seeds the demo.
    for (const name of ["A", "B"]) {
      const instance = await startInstance(env, { compiled: true });
      nodes.push({
        target: { name, url: instance.url },
        port: instance.port,
        instance,
        pastCpu: 0,
        pastPeakRss: 0,
      });
    }
    nodesTargets = nodes.map((node) => node.target);
    const balancer = new LoadBalancer(nodesTargets, () => stats);
    const site = await readPublicSite(nodes[0]!.instance.url);
    const editor = await Editor.signIn(nodes[0]!.instance, balancer, ADMIN);
    console.log(
      `demo help center: ${site.categorySlugs.length} categories, ${site.articleSlugs.length} articles, ${site.queries.length} queries typed`,
    );
    const run = (name: string, seconds: number, fault?: (until: number) => Promise<string[]>) =>
      phase(name, seconds, nodes, balancer, editor, site, fault);

    await run("steady load", STEADY_SECONDS);
    await verifySaves(editor, nodes[1]!);
    await run("kill -9 of instance A", FAULT_SECONDS, killOne(nodes, env));
    await verifySaves(editor, nodes[1]!);
    if (cluster) {
      await run("PostgreSQL restarted", FAULT_SECONDS, restartPostgres(cluster, nodes));
      await verifySaves(editor, nodes[0]!);
    } else {
      console.log(`\n== PostgreSQL restart: skipped (${SERVER_URL} is not a cluster of this machine)`);
    }
    await run("Redis stopped and started", FAULT_SECONDS, stopRedis(nodes, redis));
    await verifySaves(editor, nodes[0]!);
  } finally {
    await Promise.all(nodes.map((node) => node.instance.stop()));
    await redis.current.stop();
  }
}

console.log(
  `bench:load — 2 instances (dist/app/server.js) on PostgreSQL + Redis, steady ${STEADY_SECONDS} s, faults ${FAULT_SECONDS} s each; ${machineLoad()}`,
);
const cluster = localCluster(SERVER_URL);
try {
  await withThrowawayPostgres(SERVER_URL, (databaseUrl) => bench(databaseUrl, cluster));
} finally {
  // Other users of this machine's PostgreSQL need it running, whatever happened above.
  if (cluster) await ensureClusterRunning(cluster);
}
console.log(`\ndone; ${machineLoad()}`);
