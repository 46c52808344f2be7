import { z } from "zod";
import { importReportSchema } from "./transfer.ts";

export const importSources = ["zendesk", "markdown"] as const;
export const importSourceSchema = z.enum(importSources);
export type ImportSource = z.infer<typeof importSourceSchema>;

/** The form fields sent with an uploaded archive (multipart), besides the file itself. */
export const importUploadFieldsSchema = z.object({
  /** "auto" looks at the archive: articles.json at its top means Zendesk, else Markdown. */
  source: z.enum(["auto", ...importSources]).default("auto"),
  /** Zendesk only: each section becomes a category ("sections"), or each Zendesk category does. */
  categories: z.enum(["sections", "zendesk"]).default("sections"),
  /** Zendesk only: the verification interval published articles get. */
  verification: z.enum(["1-month", "2-months", "3-months", "6-months"]).default("6-months"),
});
export type ImportUploadFields = z.infer<typeof importUploadFieldsSchema>;

export const importJobStatuses = ["checking", "checked", "importing", "done", "failed", "cancelled"] as const;

/** An import job as staff see it: where it stands, its progress and its reports. */
export const importJobSchema = z.object({
  id: z.number(),
  source: importSourceSchema,
  fileName: z.string(),
  /**
   * checking: the dry run is running; checked: its report waits for confirmation; importing;
   * done; failed (the report says what was done before); cancelled (a newer upload replaced it).
   */
  status: z.enum(importJobStatuses),
  /** Articles handled so far in the current step (the dry run, then the import), of `total`. */
  done: z.number(),
  total: z.number(),
  dryRunReport: importReportSchema.nullable(),
  report: importReportSchema.nullable(),
  error: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

/** The answer to an upload: the job that checks it (202 Accepted). */
export const importJobAcceptedSchema = z.object({ id: z.number(), status: z.enum(importJobStatuses) });
