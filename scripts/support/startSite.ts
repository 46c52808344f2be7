import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export interface RunningSite {
  url: string;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, "../..");

/** Starts scripts/support/serveFixtureSite.ts in its own process (so a load generator does not share its CPU). */
export async function startSite(): Promise<RunningSite> {
  if (!fs.existsSync(path.join(root, "dist/server/entryServer.js"))) {
    throw new Error("No production build: run `npm run build` first.");
  }
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", "scripts/support/serveFixtureSite.ts"],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: "production", VITEST: "" },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready (http\S+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.once("exit", (code) => reject(new Error(`site exited early (${code})`)));
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
