import type { FastifyInstance } from "fastify";
import { adminAnalyticsRoutes } from "../features/analytics/analyticsRoutes.ts";
import { apiDocsRoutes } from "../features/apiDocs/apiDocsRoutes.ts";
import { adminApiTokenRoutes } from "../features/apiTokens/apiTokenRoutes.ts";
import { adminArticleRoutes } from "../features/articles/adminArticleRoutes.ts";
import { publicArticleRoutes } from "../features/articles/publicArticleRoutes.ts";
import { auditRoutes } from "../features/audit/auditRoutes.ts";
import { authRoutes } from "../features/auth/authRoutes.ts";
import { ownSessionRoutes } from "../features/auth/ownSessionRoutes.ts";
import { passwordResetRoutes } from "../features/auth/passwordResetRoutes.ts";
import { signInAttackRoutes } from "../features/auth/signInAttackRoutes.ts";
import { singleSignOnRoutes } from "../features/auth/singleSignOnRoutes.ts";
import { adminCategoryRoutes } from "../features/categories/adminCategoryRoutes.ts";
import { publicCategoryRoutes } from "../features/categories/publicCategoryRoutes.ts";
import { adminFeedbackRoutes, publicFeedbackRoutes } from "../features/feedback/feedbackRoutes.ts";
import { publicRatingRoutes } from "../features/feedback/ratingRoutes.ts";
import { adminGapRoutes } from "../features/gaps/gapRoutes.ts";
import { adminContentHealthRoutes } from "../features/health/contentHealthRoutes.ts";
import { adminMediaRoutes } from "../features/media/adminMediaRoutes.ts";
import { adminUploadRoutes } from "../features/media/adminUploadRoutes.ts";
import { objectUploadRoutes } from "../features/media/objectUploadRoutes.ts";
import { uploadedFileRoutes } from "../features/media/uploadedFileRoutes.ts";
import { adminPages } from "../features/pages/adminPageRoutes.ts";
import { feedRoutes } from "../features/pages/feedRoutes.ts";
import { registerPublicPages } from "../features/pages/publicPageRoutes.ts";
import { previewLinkRoutes } from "../features/previews/previewLinkRoutes.ts";
import { scheduleRoutes } from "../features/schedules/scheduleRoutes.ts";
import { publicSearchClickRoutes } from "../features/search/searchClickRoutes.ts";
import { publicSearchRoutes } from "../features/search/searchRoutes.ts";
import { adminSettingsRoutes } from "../features/settings/adminSettingsRoutes.ts";
import { publicSettingsRoutes } from "../features/settings/publicSettingsRoutes.ts";
import { adminSynonymSuggestionRoutes } from "../features/synonyms/synonymSuggestionRoutes.ts";
import { adminImportRoutes } from "../features/transfer/importRoutes.ts";
import { zendeskRedirectRoutes } from "../features/transfer/zendeskRedirectRoutes.ts";
import { trashRoutes } from "../features/trash/trashRoutes.ts";
import { twoFactorRoutes } from "../features/twoFactor/twoFactorRoutes.ts";
import { adminUserRoutes } from "../features/users/adminUserRoutes.ts";
import { userPasswordRoutes } from "../features/users/ownPasswordRoutes.ts";
import { adminVerificationRoutes } from "../features/verification/verificationRoutes.ts";
import { adminViewRoutes, publicViewRoutes } from "../features/views/viewRoutes.ts";
import { adminWebhookRoutes } from "../features/webhooks/webhookRoutes.ts";
import { healthRoutes } from "./healthRoutes.ts";

/** Every route of the app. Each file registers one URL resource. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(signInAttackRoutes);
  await app.register(ownSessionRoutes);
  await app.register(passwordResetRoutes);
  await app.register(singleSignOnRoutes);
  await app.register(userPasswordRoutes);
  await app.register(twoFactorRoutes);
  await app.register(publicSettingsRoutes);
  await app.register(publicCategoryRoutes);
  await app.register(publicArticleRoutes);
  await app.register(publicRatingRoutes);
  await app.register(publicFeedbackRoutes);
  await app.register(publicViewRoutes);
  await app.register(publicSearchRoutes);
  await app.register(publicSearchClickRoutes);
  await app.register(adminArticleRoutes);
  await app.register(previewLinkRoutes);
  await app.register(trashRoutes);
  await app.register(scheduleRoutes);
  await app.register(auditRoutes);
  await app.register(adminVerificationRoutes);
  await app.register(adminCategoryRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminSettingsRoutes);
  await app.register(adminApiTokenRoutes);
  await app.register(adminWebhookRoutes);
  await app.register(adminAnalyticsRoutes);
  await app.register(adminFeedbackRoutes);
  await app.register(adminViewRoutes);
  await app.register(adminContentHealthRoutes);
  await app.register(adminGapRoutes);
  await app.register(adminSynonymSuggestionRoutes);
  await app.register(feedRoutes);
  await app.register(adminPages);
  await app.register(adminUploadRoutes);
  await app.register(adminMediaRoutes);
  await app.register(objectUploadRoutes);
  await app.register(uploadedFileRoutes);
  await app.register(apiDocsRoutes);
  await app.register(adminImportRoutes);
  await app.register(zendeskRedirectRoutes);
  const renderPage = await registerPublicPages(app);
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === "GET" || request.method === "HEAD") && !/^\/api(\/|\?|$)/.test(request.url);
    // Unknown addresses outside the API get the help center's 404 page; the API answers JSON.
    if (isPage) return renderPage(request, reply);
    return reply.status(404).send({
      error: {
        code: "NOT_FOUND",
        message: `Nothing is at ${request.method} ${request.url.split("?")[0]}.`,
      },
    });
  });
}
