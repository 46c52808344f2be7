import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { UPLOAD_MAX_BYTES } from "../../../shared/constants.ts";
import { AppError } from "../errors.ts";
import { drainRequestBody } from "./drainRequestBody.ts";

interface ErrorBody {
  error: { code: string; message: string; field?: string };
}

const body = (code: string, message: string, field?: string): ErrorBody => ({
  error: field ? { code, message, field } : { code, message },
});

/** Fastify's own errors for bad requests, mapped to our vocabulary. */
const frameworkErrors: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    415,
    "UNSUPPORTED_MEDIA_TYPE",
    "Send the request body as application/json.",
  ],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, "INVALID_INPUT", "The request body length is wrong."],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, "INVALID_JSON", "The request body is empty; send a JSON object."],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, "INVALID_JSON", "The request body is not valid JSON."],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, "TOO_LARGE", "The request body is too large."],
  FST_ERR_BAD_URL: [400, "INVALID_INPUT", "The address is not valid."],
  FST_ERR_MAX_PARAM_LENGTH: [414, "INVALID_INPUT", "The address is too long."],
  FST_ERR_ASYNC_CONSTRAINT: [400, "INVALID_INPUT", "The request is not valid."],
  FST_REQ_FILE_TOO_LARGE: [413, "TOO_LARGE", "The file is larger than 10 MB."],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [
    415,
    "UNSUPPORTED_MEDIA_TYPE",
    "Send the file as multipart/form-data.",
  ],
};

/** Turns a zod issue path into a field name such as "navigation_links.header.0.url". */
function fieldOf(error: FastifyError): string | undefined {
  const first = error.validation?.[0] as { instancePath?: string; params?: { issue?: { path?: unknown[] } } };
  const path = first?.params?.issue?.path ?? first?.instancePath?.split("/").filter(Boolean);
  return path && path.length > 0 ? path.join(".") : undefined;
}

/**
 * One error shape for the whole API: `{"error":{"code","message"}}`. Nothing internal (stack,
 * SQL, file paths) reaches a response; unexpected errors are logged and answered 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const status =
      error instanceof AppError ? error.statusCode : error.code && frameworkErrors[error.code]?.[0];
    // A body refused as too large: read (and drop) up to twice the upload limit first, so a
    // client still sending it can read the 413 rather than a reset connection.
    if (status === 413) await drainRequestBody(request.raw, 2 * UPLOAD_MAX_BYTES);
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return reply.status(error.statusCode).send(body(error.code, error.message, error.field));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = fieldOf(error);
      const message = first?.message ?? "The request is not valid.";
      return reply.status(400).send(body("INVALID_INPUT", field ? `${field}: ${message}` : message, field));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, "response did not match its schema");
      return reply.status(500).send(body("INTERNAL", "Something went wrong on our side. Please try again."));
    }
    const known = error.code ? frameworkErrors[error.code] : undefined;
    if (known) return reply.status(known[0]).send(body(known[1], known[2]));
    if (error instanceof SyntaxError || error.code === "FST_ERR_CTP_INVALID_JSON_BODY") {
      return reply.status(400).send(body("INVALID_JSON", "The request body is not valid JSON."));
    }
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send(body("RATE_LIMITED", "Too many requests. Please wait a moment and try again."));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Framework 4xx (for example prototype poisoning in JSON): safe to pass on its status, not its text.
      request.log.info({ err: error }, "client error");
      return reply.status(error.statusCode).send(body("INVALID_INPUT", "The request is not valid."));
    }
    if (request.server.ctx?.dialect.isUnavailable(error)) {
      // Lost or refused connection: the pool reconnects by itself, so the client may retry.
      request.log.warn({ err: error }, "database unavailable");
      return reply
        .status(503)
        .header("retry-after", "5")
        .send(body("UNAVAILABLE", "The service is briefly unavailable. Please try again in a moment."));
    }
    request.log.error({ err: error }, "unexpected error");
    return reply.status(500).send(body("INTERNAL", "Something went wrong on our side. Please try again."));
  });
}

/**
 * Errors the router raises before any route or error handler runs (a malformed %-escape, an
 * over-long path parameter): Fastify's `frameworkErrors` option sends them here, so they get
 * our error shape too instead of Fastify's own.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const [status, code, message] = (error.code && frameworkErrors[error.code]) || [
    400,
    "INVALID_INPUT",
    "The request is not valid.",
  ];
  void reply.status(status).send(body(code, message));
}
