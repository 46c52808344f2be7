import type { WebhookEventType } from "../../../shared/schemas/webhook.ts";

/** What each event means, as the endpoint form offers it. */
export const webhookEventLabels: Record<WebhookEventType, string> = {
  "article.published": "An article goes live",
  "article.updated": "A live article's content changes",
  "article.unpublished": "An article is taken off the site",
  "article.deleted": "An article is moved to the trash",
  "article.restored": "An article comes back from the trash",
  "category.created": "A category is added (or restored)",
  "category.updated": "A category is renamed or edited",
  "category.deleted": "A category is moved to the trash",
};
