import type { FastifyServerOptions } from "fastify";
import type { DestinationStream } from "pino";

/** Query parameters that carry secrets (signed upload URLs, reset tokens). */
const secretParams = /([?&](?:token|signature|sig|x-amz-[a-z-]+|expires)=)[^&]*/gi;

/** The token of the app's own signed upload address (local storage) sits in the path. */
const uploadToken = /(\/api\/objects\/upload\/)[^/?#]+/i;

/** Whether an address can hold either secret: only then are the two patterns run over it. */
const mayHoldSecret = /[?&]|\/upload\//i;

export function redactUrl(url: string): string {
  if (!mayHoldSecret.test(url)) return url;
  return url.replace(secretParams, "$1[redacted]").replace(uploadToken, "$1[redacted]");
}

/** pino, JSON lines; passwords, cookies and signed URLs never reach a log line. */
export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions["logger"] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
        "*.password",
        "*.passwordHash",
        "*.uploadURL",
        "body.password",
      ],
      censor: "[redacted]",
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return { method: request.method, url: redactUrl(request.url), ip: request.ip };
      },
    },
  };
}
