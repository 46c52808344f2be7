import type { IncomingMessage } from "node:http";

/** How long a refused body may keep arriving before the connection is closed anyway. */
const DRAIN_TIMEOUT_MS = 15_000;

/**
 * Reads and discards what is left of a request body, up to `maxBytes`, before a refusal is sent.
 * A client still sending when the server answers and closes the connection sees a reset, and
 * browsers and `fetch` then report a network error instead of the answer (413); reading a bounded
 * amount more lets them see it. A body past the bound, or one that stalls, is cut off.
 */
export function drainRequestBody(raw: IncomingMessage, maxBytes: number): Promise<void> {
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    const finish = () => {
      clearTimeout(timer);
      raw.off("data", onData);
      raw.off("end", finish);
      raw.off("close", finish);
      raw.off("error", finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > maxBytes) finish();
    };
    const timer = setTimeout(finish, DRAIN_TIMEOUT_MS);
    raw.on("data", onData);
    raw.once("end", finish);
    raw.once("close", finish);
    raw.once("error", finish);
    raw.resume();
  });
}
