import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { benchNode } from "./benchNode.ts";
import { PRODUCTION_NODE_FLAGS } from "./productionNodeFlags.ts";
import { type RunningSite, samplePages } from "./startSite.ts";

/** Linux reports process CPU in clock ticks; 100 a second on every common kernel. */
const CLOCK_TICKS_PER_SECOND = 100;

/** A port nobody listens on now (the server gets it a moment later). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  // Generous: a first start creates the demo help center, on a machine that may be busy.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("server not ready within 180 s");
}

export interface CompiledSiteOptions {
  env?: Record<string, string>;
  /** PostgreSQL; SQLite in the data folder without it. */
  databaseUrl?: string | undefined;
  /** A data folder to reuse (kept on stop); a fresh one, removed on stop, without it. */
  dataDir?: string;
  /** Another checkout's build to run (a baseline), with this Node; this checkout without it. */
  root?: string;
  /** Node flags instead of `npm start`'s, to weigh a change of them. */
  nodeFlags?: readonly string[];
  /** The port to listen on (127.0.0.1); a free one without it. */
  port?: number | undefined;
}

/**
 * Runs what `npm start` runs, the compiled server dist/app/server.js, in its own process (so a
 * load generator does not share its CPU), with the demo help center (created at its first start
 * on an empty database), its log at the production level (info) thrown away. Public rate limits
 * are lifted so that one load generator is not throttled as one visitor would be.
 */
export async function startCompiledSite(options: CompiledSiteOptions = {}): Promise<RunningSite> {
  const { execPath } = benchNode();
  const root = options.root ?? benchNode().root;
  const serverFile = path.join(root, "dist/app/server.js");
  if (!fs.existsSync(serverFile) || !fs.existsSync(path.join(root, "dist/server/entryServer.js"))) {
    throw new Error("No production build: run `npm run build` first.");
  }
  const { env = {}, databaseUrl } = options;
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "cairn-bench-"));
  const removeDataDir = () => {
    if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const port = options.port ?? (await freePort());
  const log = fs.openSync("/dev/null", "w");
  const child = spawn(execPath, [...(options.nodeFlags ?? PRODUCTION_NODE_FLAGS), serverFile], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      VITEST: "",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? "",
      REDIS_URL: "",
      ADMIN_PASSWORD: "bench-admin-password",
      SEED_DEMO: "1",
      PUBLIC_RATE_LIMIT_PER_MINUTE: "1000000000",
      SEARCH_RATE_LIMIT_PER_MINUTE: "1000000000",
      ...env,
    },
    stdio: ["ignore", log, "inherit"],
  });
  fs.closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  const stopped = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    await waitUntilReady(url, child);
  } catch (error) {
    child.kill("SIGKILL");
    removeDataDir();
    throw error;
  }
  return {
    url,
    pages: await samplePages(url),
    peakRssMb: () => {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, "utf8");
      return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
    },
    cpuMs: () => {
      // /proc/PID/stat: fields 14 and 15 (after the parenthesised name) are user and system time.
      const stat = fs.readFileSync(`/proc/${child.pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
    },
    stop: async () => {
      child.kill("SIGTERM");
      await stopped;
      removeDataDir();
    },
  };
}

/**
 * A new data folder holding the demo help center as a build's first start makes it, for measured
 * servers to start on as a restarted one would. Each build gets its own: an older build cannot
 * start on a database a newer one migrated (PostgreSQL's is shared, so there the older build's
 * migrations must be among the newer one's).
 */
export async function demoMadeByFirstStart(databaseUrl: string | undefined, root?: string): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-bench-"));
  await (await startCompiledSite({ databaseUrl, dataDir, ...(root ? { root } : {}) })).stop();
  return dataDir;
}
