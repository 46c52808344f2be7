import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const checkout = path.resolve(import.meta.dirname, "../..");

export interface BenchNode {
  /** The node binary Cairn's processes run on. */
  execPath: string;
  /** The checkout they run from: this one, or a copy prepared for `execPath`. */
  root: string;
  /** Its version, as `node --version` prints it. */
  version: string;
}

let chosen: BenchNode | undefined;

/**
 * The Node.js release a benchmark runs Cairn on. By default the node running the benchmark, from
 * this checkout. With BENCH_NODE=/path/to/node (scripts/installNode.sh 24 prints one), Cairn's
 * processes run on that binary instead, from a copy of this checkout prepared for it by
 * scripts/prepareNodeCheckout.sh (better-sqlite3 is compiled for one Node release; the copy links
 * dist/, so build first). The load generator stays on the node running the benchmark, so two runs
 * differ only in the Node that Cairn runs on. The copy is made once a run and removed at exit.
 */
export function benchNode(): BenchNode {
  if (chosen) return chosen;
  const wanted = process.env.BENCH_NODE;
  if (!wanted || fs.realpathSync(wanted) === fs.realpathSync(process.execPath)) {
    chosen = { execPath: process.execPath, root: checkout, version: process.version };
    return chosen;
  }
  const version = execFileSync(wanted, ["--version"], { encoding: "utf8" }).trim();
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), `cairn-bench-${version}-`));
  process.on("exit", () => fs.rmSync(copy, { recursive: true, force: true }));
  execFileSync("bash", [path.join(checkout, "scripts/prepareNodeCheckout.sh"), wanted, copy], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  chosen = { execPath: wanted, root: copy, version };
  return chosen;
}
