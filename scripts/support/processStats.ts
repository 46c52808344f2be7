import fs from "node:fs";
import os from "node:os";

/** A process's peak resident memory so far, in MB (Linux: VmHWM); 0 once it has exited. */
export function peakRssMb(pid: number | undefined): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

// Linux reports CPU time in clock ticks; 100 a second on every platform Node runs on here.
const TICKS_PER_SECOND = 100;

/** CPU time (user + system) a process has used so far, in seconds; 0 once it has exited. */
export function cpuSeconds(pid: number | undefined): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The fields after the command name (which may hold spaces), from field 3 on.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The machine's 1-minute load average and core count, to state under what load a figure was taken. */
export function machineLoad(): string {
  return `load average ${os.loadavg()[0]!.toFixed(2)} on ${os.cpus().length} cores`;
}
