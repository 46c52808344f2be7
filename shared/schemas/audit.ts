import { z } from "zod";

/** What an entry is about. */
export const auditEntityTypes = ["article", "category", "schedule", "user"] as const;

const moment = z
  .string()
  .max(40)
  .refine((value) => !Number.isNaN(Date.parse(value)), "Give the time as an ISO-8601 timestamp")
  .transform((value) => new Date(value).toISOString());

/** GET /api/admin/audit query: filters, the cursor of the next page, CSV. */
export const auditQuerySchema = z.strictObject({
  actor: z.string().max(320).optional(),
  action: z.string().max(60).optional(),
  entityType: z.enum(auditEntityTypes, { message: "Unknown entity type" }).optional(),
  entityId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  from: moment.optional(),
  to: moment.optional(),
  cursor: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  format: z.enum(["json", "csv"]).default("json"),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  /** Null when the scheduler acted. */
  actor: z.object({ id: z.number().nullable(), email: z.string() }).nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.number().nullable(),
  summary: z.string(),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `cursor` for older entries; null at the end. */
  nextCursor: z.number().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
