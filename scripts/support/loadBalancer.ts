import http from "node:http";
import type { LoadStats, Outcome } from "./loadStats.ts";

export interface Target {
  /** "A", "B": how the figures name the instance. */
  name: string;
  url: string;
}

export interface Answer {
  /** The instance that answered (or last failed to). */
  target: Target;
  outcome: Outcome;
  body: string;
}

export interface Call {
  kind: string;
  method?: "GET" | "POST" | "PUT";
  path: string;
  /** The visitor's address, sent as X-Forwarded-For (the instances trust a loopback proxy). */
  client: string;
  cookie?: string;
  json?: unknown;
}

/** Kept-alive connections, as a proxy holds to its upstreams. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const TIMEOUT_MS = 15_000;

function isStandardError(body: string): boolean {
  try {
    const error = (JSON.parse(body) as { error?: { code?: unknown; message?: unknown } }).error;
    return typeof error?.code === "string" && typeof error.message === "string";
  } catch {
    return false;
  }
}

function send(target: Target, call: Call): Promise<{ outcome: Outcome; body: string }> {
  const url = new URL(call.path, target.url);
  const body = call.json === undefined ? undefined : JSON.stringify(call.json);
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {
        method: call.method ?? "GET",
        agent,
        timeout: TIMEOUT_MS,
        headers: {
          "accept-encoding": "gzip",
          "user-agent": "cairn-bench-load",
          "x-forwarded-for": call.client,
          // State-changing requests come from the site's own origin (CSRF check).
          origin: target.url,
          ...(body ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) } : {}),
          ...(call.cookie ? { cookie: call.cookie } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ outcome: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on("error", () => resolve({ outcome: "reset", body: "" }));
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", (error: NodeJS.ErrnoException) =>
      resolve({
        outcome:
          error.message === "timeout" ? "timeout" : error.code === "ECONNREFUSED" ? "refused" : "reset",
        body: "",
      }),
    );
    request.end(body);
  });
}

/**
 * Round-robin over the instances, as nginx's upstream block does (proxy_next_upstream error): a
 * refused connection is tried on the next instance, and so is a GET whose connection is cut or
 * times out; other requests cut mid-way are not (a proxy cannot know whether they took effect).
 * Every attempt is recorded per instance.
 */
export class LoadBalancer {
  private turn = 0;

  constructor(
    readonly targets: Target[],
    private readonly stats: () => LoadStats,
  ) {}

  async request(call: Call): Promise<Answer> {
    const first = this.turn++ % this.targets.length;
    const idempotent = (call.method ?? "GET") === "GET";
    let answer: Answer | undefined;
    for (let i = 0; i < this.targets.length; i++) {
      const target = this.targets[(first + i) % this.targets.length]!;
      answer = await this.attempt(target, call);
      // Refused: nothing reached the instance, any request may go on; cut mid-way: only a GET.
      if (answer.outcome !== "refused" && !(idempotent && typeof answer.outcome !== "number")) break;
    }
    this.stats().recordSeen(answer!.outcome);
    return answer!;
  }

  /** One request to one instance, recorded. */
  async attempt(target: Target, call: Call): Promise<Answer> {
    const started = performance.now();
    const { outcome, body } = await send(target, call);
    const ms = performance.now() - started;
    const standard = typeof outcome !== "number" || outcome < 500 || isStandardError(body);
    this.stats().record(target.name, call.kind, outcome, ms, standard);
    return { target, outcome, body };
  }
}
