import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
/** The server compiled as `npm run build:server` compiles it (inside the project, so it finds its root). */
const compiledServer = path.join(root, "test-results/compiled-server/server.js");

/** Starts the real, compiled server on a free port, as `npm start` does; resolves once it listens. */
async function startServer(): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-shutdown-"));
  const { DATABASE_URL: _url, ...env } = process.env;
  // The compiled server; its pages render from the .tsx source (VITEST stays set, tsx loads it), as
  // in every other test, so a stale or missing client build in dist/ cannot decide this test.
  const child = spawn(process.execPath, ["--import", "tsx", compiledServer], {
    cwd: root,
    env: {
      ...env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_DEMO: "0",
      ADMIN_EMAIL: "admin@example.com",
      ADMIN_PASSWORD: "shutdown-test-pw",
      // A request's arrival is logged at debug (plugins/accessLog.ts): the test waits for it.
      LOG_LEVEL: "debug",
      SHUTDOWN_TIMEOUT_MS: "10000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stderr!.on("data", (chunk) => {
    output += chunk;
  });
  const port = await new Promise<number>((resolve, reject) => {
    // Loading the server through tsx takes seconds, many more on a busy shared machine.
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk;
      const match = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on("exit", (code) => reject(new Error(`server exited early (${code}):\n${output}`)));
  });
  return { child, port, output: () => output };
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.on("exit", (code) => resolve(code));
  });

const portIsClosed = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.on("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.on("error", () => resolve(true));
  });

describe("graceful shutdown of the real server", () => {
  let child: ChildProcess | undefined;
  beforeAll(async () => {
    await build({
      entryPoints: [path.join(root, "server/index.ts")],
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      packages: "external",
      splitting: true,
      outdir: path.dirname(compiledServer),
      entryNames: "server",
      chunkNames: "chunks/[name]-[hash]",
      logLevel: "warning",
    });
  });
  afterAll(() => {
    if (child && child.exitCode === null) child.kill("SIGKILL");
  });

  it("finishes an in-flight request after SIGTERM, then exits 0 and closes the port", async () => {
    const server = await startServer();
    child = server.child;
    const body = JSON.stringify({ email: "admin@example.com", password: "shutdown-test-pw" });
    const half = Math.floor(body.length / 2);

    // A slow client: headers and half the body now, the rest after the shutdown has begun.
    const socket = net.connect(server.port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    let response = "";
    socket.on("data", (chunk) => {
      response += chunk;
    });
    const closed = new Promise((resolve) => socket.once("close", resolve));
    socket.write(
      [
        "POST /api/login HTTP/1.1",
        `Host: 127.0.0.1:${server.port}`,
        `Origin: http://127.0.0.1:${server.port}`,
        "Content-Type: application/json",
        `Content-Length: ${body.length}`,
        "Connection: close",
        "",
        body.slice(0, half),
      ].join("\r\n"),
    );
    // The server has the request (its headers) in hand before the shutdown begins.
    await vi.waitFor(
      () =>
        expect(server.output().split("\n")).toContainEqual(
          expect.stringMatching(/"url":"\/api\/login".*"msg":"incoming request"/),
        ),
      { timeout: 10_000, interval: 25 },
    );
    server.child.kill("SIGTERM");
    await vi.waitFor(() => expect(server.output()).toContain("shutting down"), {
      timeout: 10_000,
      interval: 25,
    });
    expect(server.child.exitCode).toBeNull();
    socket.write(body.slice(half));
    await closed;

    expect(response).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(response).toContain('"email":"admin@example.com"');
    expect(await exitOf(server.child)).toBe(0);
    expect(await portIsClosed(server.port)).toBe(true);
    expect(server.output()).toContain("shutting down");
  }, 120_000);
});
