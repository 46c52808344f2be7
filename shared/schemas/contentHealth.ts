import { z } from "zod";

/** What the content-health check finds, in the order the screen lists them. */
export const contentHealthKinds = [
  "broken-link",
  "missing-image",
  "image-without-alt",
  "no-summary",
  "no-seo-description",
  "not-updated",
  "verification-overdue",
] as const;
export const contentHealthKindSchema = z.enum(contentHealthKinds);
export type ContentHealthKind = z.infer<typeof contentHealthKindSchema>;

export const contentHealthKindLabels: Record<ContentHealthKind, string> = {
  "broken-link": "Broken links",
  "missing-image": "Missing image files",
  "image-without-alt": "Images without alt text",
  "no-summary": "No summary",
  "no-seo-description": "No SEO description",
  "not-updated": "Not updated for 12 months",
  "verification-overdue": "Verification overdue",
};

export const contentHealthIssueSchema = z.object({
  article: z.object({ id: z.number(), title: z.string(), slug: z.string(), status: z.string() }),
  kind: contentHealthKindSchema,
  detail: z.string(),
});
export type ContentHealthIssue = z.infer<typeof contentHealthIssueSchema>;

/** GET /api/admin/content-health: every issue, and how many of each kind. */
export const contentHealthReportSchema = z.object({
  issues: z.array(contentHealthIssueSchema),
  counts: z.record(contentHealthKindSchema, z.number()),
});
export type ContentHealthReport = z.infer<typeof contentHealthReportSchema>;
