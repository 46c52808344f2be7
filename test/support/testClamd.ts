import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import { connect, createServer } from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * The EICAR anti-virus test file, which every scanner reports as a virus and which harms nothing.
 * Put together from two halves so that no file of the repository holds it (a scanner on a
 * developer's machine would otherwise quarantine this one).
 */
export const eicarTestFile = () =>
  Buffer.from(`${"X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR"}${"-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*"}`, "latin1");

export interface TestClamd {
  /** The daemon's address as CLAMAV_URL takes it. */
  url: string;
  host: string;
  port: number;
  /** The name clamd reports for the test file. */
  signature: string;
  stop(): Promise<void>;
}

/** A loopback port nothing listens on (it was free a moment ago). */
export async function freeLoopbackPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** One PING: true when clamd answers PONG. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port }, () => socket.write("zPING\0"));
    socket.setTimeout(1_000, () => socket.destroy());
    socket.on("data", (data) => {
      resolve(data.toString().startsWith("PONG"));
      socket.destroy();
    });
    socket.on("error", () => resolve(false));
    socket.on("close", () => resolve(false));
  });
}

/**
 * Starts a private ClamAV daemon (Debian's clamav-daemon, scripts/ensureClamav.sh) on a free
 * loopback port, with a signature database of one entry: the EICAR test file, by its MD5 and size.
 * There is no internet to fetch the real signatures, and a database of one entry loads in well
 * under a second. Answers once clamd answers PING; stop() kills it and removes its folder.
 */
export async function startTestClamd(): Promise<TestClamd> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-clamd-"));
  const databaseDir = path.join(dir, "db");
  fs.mkdirSync(databaseDir);
  const eicar = eicarTestFile();
  const name = "Cairn.Test.EICAR";
  fs.writeFileSync(
    path.join(databaseDir, "test.hdb"),
    `${createHash("md5").update(eicar).digest("hex")}:${eicar.length}:${name}\n`,
  );
  const port = await freeLoopbackPort();
  const configFile = path.join(dir, "clamd.conf");
  fs.writeFileSync(
    configFile,
    [
      "Foreground yes",
      `TCPSocket ${port}`,
      "TCPAddr 127.0.0.1",
      `DatabaseDirectory ${databaseDir}`,
      `PidFile ${path.join(dir, "clamd.pid")}`,
      "StreamMaxLength 20M",
      "",
    ].join("\n"),
  );
  const output: string[] = [];
  const child: ChildProcess = spawn("clamd", ["--config-file", configFile], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (data) => output.push(String(data)));
  child.stderr?.on("data", (data) => output.push(String(data)));
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  let exited = false;
  const exit = new Promise<void>((resolve) => {
    child.once("exit", () => {
      exited = true;
      resolve();
    });
    // Not installed: no process to wait for.
    child.once("error", (error) => {
      output.push(error.message);
      exited = true;
      resolve();
    });
  });
  const stop = async () => {
    process.removeListener("exit", killOnExit);
    if (!exited) {
      child.kill("SIGTERM");
      const killed = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exit;
      clearTimeout(killed);
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  // A busy machine may be slow to start it; a missing clamd fails at once.
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (await answersPing(port)) break;
    if (exited || Date.now() > deadline) {
      await stop();
      throw new Error(`clamd did not start (scripts/ensureClamav.sh installs it):\n${output.join("")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `tcp://127.0.0.1:${port}`, host: "127.0.0.1", port, signature: `${name}.UNOFFICIAL`, stop };
}
