import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ADMIN_PASSWORD_MIN_LENGTH, loadConfig } from "../../server/platform/config.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** Runs the real server with these settings until it exits; answers its exit code and output. */
function runServer(extraEnv: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-startup-"));
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    cwd: root,
    env: { ...env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, SEED_DEMO: "0", ...extraEnv },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output += chunk;
  });
  return new Promise((resolve) =>
    child.on("exit", (code) => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, output });
    }),
  );
}

describe("start-up refuses weak or wrong security settings", () => {
  it(`stops with a clear error when ADMIN_PASSWORD is shorter than ${ADMIN_PASSWORD_MIN_LENGTH} characters`, async () => {
    const { code, output } = await runServer({ ADMIN_PASSWORD: "short-pw" });
    expect(code).toBe(1);
    expect(output).toContain("ADMIN_PASSWORD: must be at least 12 characters");
    expect(output).not.toContain("short-pw");
  });

  it("accepts a long ADMIN_PASSWORD, and none at all", () => {
    expect(loadConfig({ ADMIN_PASSWORD: "twelve-chars" }).adminPassword).toBe("twelve-chars");
    expect(loadConfig({}).adminPassword).toBeUndefined();
  });

  it("refuses a short SESSION_SECRET", () => {
    expect(() => loadConfig({ SESSION_SECRET: "too-short" })).toThrow(/SESSION_SECRET: must be at least 32/);
  });
});
