/** How a request ended: its HTTP status, or the connection failing ("refused", "reset", "timeout"). */
export type Outcome = number | "refused" | "reset" | "timeout";

interface Tally {
  latencies: number[];
  outcomes: Map<string, number>;
  /** 5xx answers whose body was not the standard {"error":{"code","message"}}. */
  nonStandardErrors: number;
}

export interface TallySummary {
  /** Requests answered (with any HTTP status); connection failures are in `outcomes` only. */
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  /** Count per outcome, e.g. {"200": 9000, "503": 12, "refused": 3}. */
  outcomes: Record<string, number>;
  /** Answers a visitor would see as a failure: 5xx and connection failures. */
  failures: number;
  nonStandardErrors: number;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

function summarise(tallies: Tally[]): TallySummary {
  const latencies = tallies.flatMap((tally) => tally.latencies).sort((a, b) => a - b);
  const outcomes: Record<string, number> = {};
  for (const tally of tallies)
    for (const [outcome, count] of tally.outcomes) outcomes[outcome] = (outcomes[outcome] ?? 0) + count;
  const failures = Object.entries(outcomes)
    .filter(([outcome]) => !/^[1-4]\d\d$/.test(outcome))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    requests: latencies.length,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    outcomes,
    failures,
    nonStandardErrors: tallies.reduce((sum, tally) => sum + tally.nonStandardErrors, 0),
  };
}

/**
 * Every request of one load phase, by the instance that answered it and the kind of request
 * (page, search, rating, save): latencies and outcomes, summarised per instance and per kind.
 */
export class LoadStats {
  private readonly tallies = new Map<string, Map<string, Tally>>();
  /** What visitors got in the end, after the proxy tried the next instance. */
  private readonly seen = new Map<string, number>();

  /** The final outcome of a visitor's request (one per request, however many attempts). */
  recordSeen(outcome: Outcome): void {
    this.seen.set(String(outcome), (this.seen.get(String(outcome)) ?? 0) + 1);
  }

  /** Final outcomes by count, e.g. {"200": 9000, "503": 12}. */
  seenOutcomes(): Record<string, number> {
    return Object.fromEntries([...this.seen].sort(([a], [b]) => a.localeCompare(b)));
  }

  record(instance: string, kind: string, outcome: Outcome, ms: number, standardErrorBody = true): void {
    let byKind = this.tallies.get(instance);
    if (!byKind) {
      byKind = new Map();
      this.tallies.set(instance, byKind);
    }
    let tally = byKind.get(kind);
    if (!tally) {
      tally = { latencies: [], outcomes: new Map(), nonStandardErrors: 0 };
      byKind.set(kind, tally);
    }
    // Latencies of answers only: a refused connection takes no time and says nothing about speed.
    if (typeof outcome === "number") tally.latencies.push(ms);
    tally.outcomes.set(String(outcome), (tally.outcomes.get(String(outcome)) ?? 0) + 1);
    if (typeof outcome === "number" && outcome >= 500 && !standardErrorBody) tally.nonStandardErrors += 1;
  }

  byInstance(): Map<string, TallySummary> {
    return new Map(
      [...this.tallies.keys()]
        .sort()
        .map((instance) => [instance, summarise([...this.tallies.get(instance)!.values()])]),
    );
  }

  byKind(): Map<string, TallySummary> {
    const kinds = new Set([...this.tallies.values()].flatMap((byKind) => [...byKind.keys()]));
    return new Map(
      [...kinds]
        .sort()
        .map((kind) => [
          kind,
          summarise(
            [...this.tallies.values()].flatMap((byKind) => (byKind.has(kind) ? [byKind.get(kind)!] : [])),
          ),
        ]),
    );
  }

  all(): TallySummary {
    return summarise([...this.tallies.values()].flatMap((byKind) => [...byKind.values()]));
  }
}
