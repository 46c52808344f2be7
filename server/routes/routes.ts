import type { FastifyInstance } from "fastify";
import { adminPages } from "../plugins/adminPages.ts";
import { registerPublicPages } from "../plugins/ssr.ts";
import { adminAnalyticsRoutes } from "./admin/analytics.ts";
import { adminArticleRoutes } from "./admin/articles.ts";
import { adminCategoryRoutes } from "./admin/categories.ts";
import { adminMediaRoutes } from "./admin/media.ts";
import { adminSettingsRoutes } from "./admin/settings.ts";
import { adminUploadRoutes } from "./admin/upload.ts";
import { adminUserRoutes } from "./admin/users.ts";
import { adminVerificationRoutes } from "./admin/verification.ts";
import { authRoutes } from "./auth.ts";
import { healthRoutes } from "./health.ts";
import { objectUploadRoutes } from "./objectUploads.ts";
import { publicArticleRoutes } from "./public/articles.ts";
import { publicCategoryRoutes } from "./public/categories.ts";
import { feedRoutes } from "./public/feeds.ts";
import { publicRatingRoutes } from "./public/ratings.ts";
import { publicSearchRoutes } from "./public/search.ts";
import { publicSearchClickRoutes } from "./public/searchClicks.ts";
import { publicSettingsRoutes } from "./public/settings.ts";
import { uploadedFileRoutes } from "./uploadedFiles.ts";
import { userPasswordRoutes } from "./userPassword.ts";

/** Every route of the app. Each file registers one URL resource. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(userPasswordRoutes);
  await app.register(publicSettingsRoutes);
  await app.register(publicCategoryRoutes);
  await app.register(publicArticleRoutes);
  await app.register(publicRatingRoutes);
  await app.register(publicSearchRoutes);
  await app.register(publicSearchClickRoutes);
  await app.register(adminArticleRoutes);
  await app.register(adminVerificationRoutes);
  await app.register(adminCategoryRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(adminAnalyticsRoutes);
  await app.register(feedRoutes);
  await app.register(adminPages);
  await app.register(adminUploadRoutes);
  await app.register(adminMediaRoutes);
  await app.register(objectUploadRoutes);
  await app.register(uploadedFileRoutes);
  const renderPage = await registerPublicPages(app);
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === "GET" || request.method === "HEAD") && !/^\/api(\/|\?|$)/.test(request.url);
    // Unknown addresses outside the API get the help center's 404 page (SPEC §2); the API answers JSON.
    if (isPage) return renderPage(request, reply);
    return reply.status(404).send({
      error: {
        code: "NOT_FOUND",
        message: `Nothing is at ${request.method} ${request.url.split("?")[0]}.`,
      },
    });
  });
}
