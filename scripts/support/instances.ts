import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { benchNode } from "./benchNode.ts";
import { cpuSeconds, peakRssMb } from "./processStats.ts";
import { PRODUCTION_NODE_FLAGS } from "./productionNodeFlags.ts";

/** A free loopback port (the OS picks one; it is released before the caller binds it). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Polls `check` every 25 ms until it holds, failing after `timeoutMs`; returns the wait in ms. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 20_000,
): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check().catch(() => false)) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once("exit", () => resolve()));
}

export interface RedisServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** A private redis-server on a loopback port, with no persistence: nobody else's Redis is touched. */
export async function startRedis(port?: number): Promise<RedisServer> {
  const chosen = port ?? (await freePort());
  const child = spawn(
    "redis-server",
    ["--port", String(chosen), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {
      stdio: "ignore",
    },
  );
  const url = `redis://127.0.0.1:${chosen}`;
  await waitFor("redis-server", async () => {
    const socket = net.connect(chosen, "127.0.0.1");
    return new Promise<boolean>((resolve) => {
      socket.once("connect", () => {
        socket.end();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
  });
  return {
    url,
    port: chosen,
    stop: async () => {
      child.kill("SIGKILL");
      await exited(child);
    },
  };
}

export interface Instance {
  url: string;
  port: number;
  /** Requests as a browser on this instance's page would send them (same Origin). */
  fetch(pathname: string, init?: RequestInit & { cookie?: string }): Promise<Response>;
  /** Output so far, the last megabyte of it (for a failing test's message). */
  log(): string;
  /** The process's peak resident memory so far, in MB. */
  peakRssMb(): number;
  /** CPU time the process has used so far, in seconds. */
  cpuSeconds(): number;
  stop(): Promise<void>;
  kill(): Promise<void>;
}

export interface InstanceOptions {
  /** Run the production bundle `dist/app/server.js` (needs `npm run build`) instead of the sources. */
  compiled?: boolean;
  /** Listen on this port (to restart an instance where the load expects it); default a free one. */
  port?: number;
}

const LOG_KEPT = 1024 * 1024;

/**
 * One Cairn process (`server/index.ts` through tsx, as `npm run dev` runs it, or the compiled
 * bundle as `npm start` does), ready when /readyz answers 200.
 */
export async function startInstance(
  env: Record<string, string>,
  options: InstanceOptions = {},
): Promise<Instance> {
  const port = options.port ?? (await freePort());
  const { execPath, root } = benchNode();
  if (options.compiled && !fs.existsSync(path.join(root, "dist/app/server.js"))) {
    throw new Error("No production build: run `npm run build` first.");
  }
  const args = options.compiled
    ? [...PRODUCTION_NODE_FLAGS, "dist/app/server.js"]
    : ["--import", "tsx", "server/index.ts"];
  const child = spawn(execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      ...(options.compiled ? { NODE_ENV: "production" } : {}),
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 2 * LOG_KEPT) output = output.slice(-LOG_KEPT);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const url = `http://127.0.0.1:${port}`;
  const instance: Instance = {
    url,
    port,
    fetch: (pathname, init = {}) => {
      const { cookie, ...rest } = init;
      return fetch(`${url}${pathname}`, {
        ...rest,
        headers: {
          origin: url,
          ...(rest.body ? { "content-type": "application/json" } : {}),
          ...(cookie ? { cookie } : {}),
          ...(rest.headers as Record<string, string> | undefined),
        },
      });
    },
    log: () => output.slice(-LOG_KEPT),
    peakRssMb: () => peakRssMb(child.pid),
    cpuSeconds: () => cpuSeconds(child.pid),
    stop: async () => {
      child.kill("SIGTERM");
      await exited(child);
    },
    kill: async () => {
      child.kill("SIGKILL");
      await exited(child);
    },
  };
  try {
    await waitFor(
      `instance on ${url}`,
      async () => {
        if (child.exitCode !== null) throw new Error(`instance exited: ${output}`);
        return (await fetch(`${url}/readyz`)).status === 200;
      },
      // Generous: tsx compiles the server at start, on a machine that may be busy.
      180_000,
    );
  } catch (error) {
    child.kill("SIGKILL");
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return instance;
}
