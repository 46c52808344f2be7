import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from "fastify";
import type { Logger } from "pino";

/**
 * One log line per request, when it is answered: method, address, client, status and time.
 * Fastify's own request logging writes two (on arrival and on completion); pino's serialising,
 * redacting and writing showed as 2-4% of a fresh page's CPU in profiles. The arrival
 * line is kept at `debug`, to follow a request that never completes.
 *
 * The completion line of an answered request is written without the redaction pass that every
 * other line goes through: it holds only what the serialisers keep (method, the address with
 * its secret parameters already replaced, client address, status), so the pass finds nothing,
 * and it cost about 4 µs of a cached page's 80 (pino's wildcard paths walk every field). A line
 * with an error goes through it, as the error may carry anything.
 */
export class AccessLog extends LogController {
  private completedLines: FastifyBaseLogger | undefined;

  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, "incoming request");
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) {
      reply.log.error({ ...line, err: error }, "request errored");
      return;
    }
    // The request's own logger says whether its lines are wanted (a route or plugin may set its
    // level); the shared child writes at info whatever logger it was first made from.
    if ((reply.log as Partial<Logger>).isLevelEnabled?.("info") === false) return;
    this.completedLines ??= request.server.log.child({}, { redact: [], level: "info" });
    this.completedLines.info({ reqId: request.id, ...line }, "request completed");
  }
}
