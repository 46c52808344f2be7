import type { WebhookDelivery, WebhookEndpoint, WebhookEventType } from "../../../shared/schemas/webhook.ts";
import type { WebhookDeliveryRow } from "../../platform/db/schema.ts";
import type { WebhookEndpointListRow } from "./webhookRepo.ts";

/** The secret's visible start: "whsec_" and four more characters. */
export const secretPrefixOf = (secret: string) => secret.slice(0, 10);

/** An endpoint as the API shows it: never its secret. */
export function presentWebhookEndpoint(row: WebhookEndpointListRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: JSON.parse(row.events) as WebhookEventType[],
    enabled: row.enabled === 1,
    failingSince: row.failingSince,
    disabledAt: row.disabledAt,
    disabledReason: row.disabledReason,
    secretPrefix: secretPrefixOf(row.secret),
    createdAt: row.createdAt,
    createdBy: row.createdByEmail,
  };
}

export function presentWebhookDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    type: row.eventType,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.createdAt,
    lastAttemptAt: row.lastAttemptAt,
    nextAttemptAt: row.nextAttemptAt,
    responseStatus: row.responseStatus,
    durationMs: row.durationMs,
    error: row.error,
    responseExcerpt: row.responseExcerpt,
  };
}
