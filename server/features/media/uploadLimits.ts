import type { FastifyReply, FastifyRequest } from "fastify";
import { UPLOAD_MAX_BYTES } from "../../../shared/constants.ts";
import { clientAddressKey } from "../../lib/clientAddressKey.ts";
import type { AppConfig } from "../../platform/config.ts";
import { fileTooLarge } from "./uploadErrors.ts";

/** Room for multipart boundaries and part headers around a file of the maximum size. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/**
 * A body that declares more than a maximum-size file can need is refused before a byte of it
 * is read; the connection is closed rather than drained. Bodies without a length (chunked) are
 * cut off by the streaming limit instead.
 */
export async function refuseDeclaredOversize(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared > UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES)
    throw fileTooLarge();
}

/** Uploads per signed-in account (per address for anyone else, who is refused anyway). */
export function uploadRateLimit(config: AppConfig) {
  return {
    max: config.uploadRateLimitPerMinute,
    timeWindow: "1 minute",
    keyGenerator: (request: FastifyRequest) =>
      request.user ? `upload:user:${request.user.id}` : `upload:ip:${clientAddressKey(request.ip)}`,
  };
}
