import http from "node:http";
import https from "node:https";
import { clock } from "../../platform/clock.ts";
import { checkedLookup, refusalOfUrl } from "./webhookAddress.ts";
import { webhookSignature } from "./webhookSignature.ts";

/** What one attempt brought back. */
export interface WebhookAttempt {
  ok: boolean;
  /** The receiver's HTTP status, or null when none came. */
  responseStatus: number | null;
  durationMs: number;
  error: string | null;
  responseExcerpt: string | null;
}

/** Kept of a receiver's answer: enough to read an error message, no more. */
const EXCERPT_CHARS = 500;
const READ_LIMIT_BYTES = 4096;

/**
 * POSTs a delivery's body, signed, to the endpoint. A 2xx answer succeeds; anything else fails,
 * redirects included (they are not followed: a redirect could lead to an address the check
 * refused). The connection goes only to an address that passed the check after DNS resolution.
 */
export function postWebhook(options: {
  url: string;
  secret: string;
  body: string;
  eventType: string;
  deliveryId: number;
  allowPrivate: boolean;
  timeoutMs: number;
}): Promise<WebhookAttempt> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const failed = (error: string, responseStatus: number | null = null, excerpt: string | null = null) => ({
    ok: false,
    responseStatus,
    durationMs: elapsed(),
    error,
    responseExcerpt: excerpt,
  });
  let url: URL;
  try {
    url = new URL(options.url);
  } catch {
    return Promise.resolve(failed("The address is not a valid URL"));
  }
  const refusal = refusalOfUrl(url, options.allowPrivate);
  if (refusal) return Promise.resolve(failed(refusal));

  const send = url.protocol === "https:" ? https.request : http.request;
  return new Promise<WebhookAttempt>((resolve) => {
    let settled = false;
    const finish = (attempt: WebhookAttempt) => {
      if (settled) return;
      settled = true;
      resolve(attempt);
    };
    const request = send(url, {
      method: "POST",
      // A fresh connection each time: a pooled socket would skip the address check.
      agent: false,
      lookup: checkedLookup(options.allowPrivate) as never,
      signal: AbortSignal.timeout(options.timeoutMs),
      headers: {
        "content-type": "application/json",
        "content-length": Buffer.byteLength(options.body),
        "user-agent": "Cairn-Webhooks/1",
        "cairn-event": options.eventType,
        "cairn-delivery": String(options.deliveryId),
        "cairn-signature": webhookSignature(options.secret, Math.floor(clock.nowMs() / 1000), options.body),
      },
    });
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        const status = response.statusCode ?? 0;
        const excerpt = Buffer.concat(chunks).toString("utf8").slice(0, EXCERPT_CHARS) || null;
        if (status >= 200 && status < 300) {
          finish({
            ok: true,
            responseStatus: status,
            durationMs: elapsed(),
            error: null,
            responseExcerpt: excerpt,
          });
        } else if (status >= 300 && status < 400) {
          finish(failed(`Answered with a redirect (${status}), which is not followed`, status, excerpt));
        } else {
          finish(failed(`Answered ${status}`, status, excerpt));
        }
      };
      response.on("data", (chunk: Buffer) => {
        if (size >= READ_LIMIT_BYTES) return;
        chunks.push(chunk);
        size += chunk.length;
        if (size >= READ_LIMIT_BYTES) {
          done();
          response.destroy();
        }
      });
      response.on("end", done);
      // A body cut off (or stalled past the timeout) still leaves the status the receiver gave.
      response.on("error", done);
      response.on("close", done);
    });
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (error.name === "TimeoutError" || error.name === "AbortError") {
        finish(failed(`No answer within ${options.timeoutMs / 1000} seconds`));
      } else if (error.code === "WEBHOOK_FORBIDDEN_ADDRESS") {
        finish(failed(`${error.message}; webhooks go to public addresses only`));
      } else {
        finish(failed(`Could not connect: ${error.code ?? error.message}`));
      }
    });
    request.end(options.body);
  });
}
