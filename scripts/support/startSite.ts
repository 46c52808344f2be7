import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { benchNode } from "./benchNode.ts";
import { peakRssMb } from "./processStats.ts";

export interface RunningSite {
  url: string;
  /** Home, the first category and the first popular article of the running site. */
  pages: { name: string; path: string }[];
  /** The server process's peak resident memory so far, in MB (Linux: VmHWM). */
  peakRssMb(): number;
  /** CPU time (user + system) the server process has used so far, in ms (Linux). */
  cpuMs?(): number;
  stop(): Promise<void>;
}

/** Home, the first category and the first featured article of a running site. */
export async function samplePages(url: string): Promise<RunningSite["pages"]> {
  const categories = (await (await fetch(`${url}/api/public/categories`)).json()) as { slug: string }[];
  const featured = (await (await fetch(`${url}/api/public/featured`)).json()) as { slug: string }[];
  return [
    { name: "home", path: "/" },
    { name: "category", path: `/c/${categories[0]?.slug}` },
    { name: "article", path: `/a/${featured[0]?.slug}` },
  ];
}

/**
 * Starts scripts/support/serveSite.ts in its own process (so a load generator does not
 * share its CPU), with the demo help center unless SITE_CONTENT=fixture.
 */
export async function startSite(env: Record<string, string> = {}): Promise<RunningSite> {
  const { execPath, root } = benchNode();
  if (!fs.existsSync(path.join(root, "dist/server/entryServer.js"))) {
    throw new Error("No production build: run `npm run build` first.");
  }
  const child: ChildProcess = spawn(execPath, ["--import", "tsx", "scripts/support/serveSite.ts"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", VITEST: "", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
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
    pages: await samplePages(url),
    peakRssMb: () => peakRssMb(child.pid),
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
