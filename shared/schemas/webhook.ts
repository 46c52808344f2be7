import { z } from "zod";
import { text } from "./fields.ts";

/**
 * What a webhook can be told of. `article.updated`: a live article's content changed (a save of a
 * published article, or its staged changes published). `article.deleted`: moved to the trash
 * (deleting it for good later sends nothing more); `article.restored`: back from it. A category
 * back from the trash is `category.created` again.
 */
export const webhookEventTypes = [
  "article.published",
  "article.updated",
  "article.unpublished",
  "article.deleted",
  "article.restored",
  "category.created",
  "category.updated",
  "category.deleted",
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** Sent only by "Send test event", to the endpoint asked for. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

const webhookUrl = text(2000)
  .transform((value) => value.trim())
  .refine(
    (value) => /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i.test(value),
    "Enter an http:// or https:// address without a user name or password",
  );

const webhookEvents = z
  .array(z.enum(webhookEventTypes, { message: "Choose events from the list" }))
  .min(1, "Choose at least one event")
  .transform((events) => webhookEventTypes.filter((type) => events.includes(type)));

/** POST /api/admin/webhooks */
export const webhookCreateSchema = z.strictObject({
  url: webhookUrl,
  events: webhookEvents,
  description: text(200)
    .transform((value) => value.trim())
    .optional()
    .transform((value) => value ?? ""),
});
export type WebhookCreateInput = z.input<typeof webhookCreateSchema>;

/** PUT /api/admin/webhooks/:id: what is sent changes; `enabled: true` turns a disabled one back on. */
export const webhookUpdateSchema = z
  .strictObject({
    url: webhookUrl.optional(),
    events: webhookEvents.optional(),
    description: text(200)
      .transform((value) => value.trim())
      .optional(),
    enabled: z.boolean({ message: "enabled must be true or false" }).optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), "Nothing to change");
export type WebhookUpdateInput = z.input<typeof webhookUpdateSchema>;

export const webhookEndpointSchema = z.object({
  id: z.number(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(webhookEventTypes)),
  enabled: z.boolean(),
  /** The first failed attempt since the last success, while it keeps failing. */
  failingSince: z.string().nullable(),
  disabledAt: z.string().nullable(),
  /** Set when Cairn disabled it after 24 hours of failures; null when an admin did. */
  disabledReason: z.string().nullable(),
  /** The secret's first characters, to tell which one a receiver holds. */
  secretPrefix: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The answer to a create or a secret roll: the only time the secret is shown. */
export const webhookEndpointWithSecretSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretSchema>;

export const webhookDeliveryStatuses = ["pending", "succeeded", "failed"] as const;

/** One event sent (or being sent) to one endpoint, with its latest attempt. */
export const webhookDeliverySchema = z.object({
  id: z.number(),
  eventId: z.string(),
  type: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  /** The receiver's HTTP status; null when none came (refused, timed out, unreachable). */
  responseStatus: z.number().nullable(),
  durationMs: z.number().nullable(),
  error: z.string().nullable(),
  responseExcerpt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** GET /api/admin/webhooks/:id: the endpoint and its latest deliveries, newest first. */
export const webhookEndpointDetailSchema = webhookEndpointSchema.extend({
  deliveries: z.array(webhookDeliverySchema),
});
export type WebhookEndpointDetail = z.infer<typeof webhookEndpointDetailSchema>;

export const webhookDeliveryParams = z.strictObject({
  id: z.coerce.number({ message: "Id must be a number" }).int().min(1).max(2_147_483_647),
  deliveryId: z.coerce.number({ message: "Id must be a number" }).int().min(1).max(2_147_483_647),
});
