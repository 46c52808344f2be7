import type { FastifyInstance } from "fastify";
import { authRoutes } from "./auth.ts";
import { healthRoutes } from "./health.ts";
import { publicArticleRoutes } from "./public/articles.ts";
import { publicCategoryRoutes } from "./public/categories.ts";

/** Every route of the app. Each file registers one URL resource. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(publicCategoryRoutes);
  await app.register(publicArticleRoutes);
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      error: {
        code: "NOT_FOUND",
        message: `Nothing is at ${request.method} ${request.url.split("?")[0]}.`,
      },
    });
  });
}
