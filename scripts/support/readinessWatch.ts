import type { Target } from "./loadBalancer.ts";

export interface ReadinessReport {
  /** Per instance: ms from the watch's start to the first non-200 /readyz, and to 200 again after it. */
  instances: { name: string; notReadyAt: number | null; readyAgainAt: number | null }[];
}

/**
 * Polls every instance's /readyz every 50 ms (outside the measured load) and notes when each
 * stops answering 200 and when it answers 200 again. `stop` ends the polling and reports.
 */
export function watchReadiness(targets: Target[]): {
  stop(): Promise<ReadinessReport>;
  readyAgain(): boolean;
} {
  const started = Date.now();
  const states = targets.map((target) => ({
    name: target.name,
    notReadyAt: null as number | null,
    readyAgainAt: null as number | null,
  }));
  let running = true;
  const poll = async (target: Target, state: (typeof states)[number]) => {
    while (running) {
      const status = await fetch(`${target.url}/readyz`, { signal: AbortSignal.timeout(2_000) })
        .then((response) => response.status)
        .catch(() => 0);
      const at = Date.now() - started;
      if (status !== 200 && state.notReadyAt === null) state.notReadyAt = at;
      if (status === 200 && state.notReadyAt !== null && state.readyAgainAt === null) state.readyAgainAt = at;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const polls = targets.map((target, i) => poll(target, states[i]!));
  return {
    readyAgain: () => states.every((state) => state.notReadyAt === null || state.readyAgainAt !== null),
    stop: async () => {
      running = false;
      await Promise.all(polls);
      return { instances: states };
    },
  };
}
