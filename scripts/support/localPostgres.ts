import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";

export interface Cluster {
  version: string;
  name: string;
}

/** The PostgreSQL cluster of this machine serving `serverUrl` (pg_lsclusters), or null when it is not local. */
export function localCluster(serverUrl: string): Cluster | null {
  const url = new URL(serverUrl);
  if (!["127.0.0.1", "localhost", "::1", "[::1]"].includes(url.hostname)) return null;
  let listing: string;
  try {
    listing = execFileSync("pg_lsclusters", ["--no-header"], { encoding: "utf8" });
  } catch {
    return null;
  }
  const port = url.port || "5432";
  for (const line of listing.trim().split("\n")) {
    const [version, name, clusterPort] = line.trim().split(/\s+/);
    if (version && name && clusterPort === port) return { version, name };
  }
  return null;
}

// Never a blocking call: the load goes on while PostgreSQL restarts.
const run = promisify(execFile);
const ctl = (cluster: Cluster, action: string, ...options: string[]) =>
  run("pg_ctlcluster", ["--skip-systemctl-redirect", ...options, cluster.version, cluster.name, action]);

/** Restarts the cluster (fast shutdown: open connections are cut); answers how long it took, in ms. */
export async function restartCluster(cluster: Cluster): Promise<number> {
  const started = Date.now();
  await ctl(cluster, "restart", "--mode", "fast");
  return Date.now() - started;
}

/** Starts the cluster if it is not running (other users of the machine need it back). */
export async function ensureClusterRunning(cluster: Cluster): Promise<void> {
  try {
    await ctl(cluster, "status");
  } catch {
    await ctl(cluster, "start");
  }
}
