import type { FastifyInstance } from "fastify";

/** Liveness and readiness probes for load balancers and orchestrators. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (request, reply) => {
    try {
      await app.ctx.dialect.ping(app.ctx.db);
    } catch (error) {
      request.log.warn({ err: error }, "database not reachable");
      return reply
        .status(503)
        .send({ error: { code: "NOT_READY", message: "The database is not reachable." } });
    }
    try {
      await app.ctx.cluster.ping();
    } catch (error) {
      // Pages still serve without Redis, but a new instance should not join the balancer so.
      request.log.warn({ err: error }, "Redis not reachable");
      return reply.status(503).send({ error: { code: "NOT_READY", message: "Redis is not reachable." } });
    }
    return { status: "ready" };
  });
}
