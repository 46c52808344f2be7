import { createHmac, timingSafeEqual } from "node:crypto";
import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** An answer a path gives: a status, optionally a Location, or no answer at all ("hang"). */
export type ReceiverAnswer = number | { status: number; location: string } | "hang";

/**
 * A real HTTP server on 127.0.0.1 keeping every request it is sent. Each path answers 200 unless
 * told otherwise: `answer(path, 500, 500)` makes its next two requests answer 500.
 */
export async function startWebhookReceiver(): Promise<{
  origin: string;
  port: number;
  received: ReceivedWebhook[];
  answer(path: string, ...answers: ReceiverAnswer[]): void;
  stop(): Promise<void>;
}> {
  const received: ReceivedWebhook[] = [];
  const answers = new Map<string, ReceiverAnswer[]>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      const next = answers.get(path)?.shift() ?? 200;
      if (next === "hang") return;
      const status = typeof next === "number" ? next : next.status;
      const location = typeof next === "number" ? {} : { location: next.location };
      response.writeHead(status, { "content-type": "text/plain", ...location });
      response.end(status < 300 ? "thanks" : `receiver answered ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    received,
    answer: (path, ...list) => answers.set(path, list),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Checks a Cairn-Signature header as a receiver would (the snippet in docs/API.md): the HMAC of
 * "<t>.<body>" with the secret, compared in constant time, and a time no older than 5 minutes.
 */
export function verifyCairnSignature(
  header: string,
  body: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const parts = Object.fromEntries(header.split(",").map((part) => part.split("=", 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > 300 || !parts.v1) return false;
  const expected = createHmac("sha256", secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(parts.v1, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
