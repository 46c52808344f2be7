import { z } from "zod";

const counts = z.object({ categories: z.number(), articles: z.number(), media: z.number() });

/** What an import did (or, in a dry run, would do), item by item. */
export const importReportSchema = z.object({
  dryRun: z.boolean(),
  created: counts,
  updated: counts,
  /** Items left as they were: unchanged since the last import, or refused (see warnings). */
  skipped: z.array(z.object({ path: z.string(), reason: z.string() })),
  /** Per item: unresolved references, markup the editor cannot represent, bad front matter. */
  warnings: z.array(z.object({ path: z.string(), message: z.string() })),
  redirects: z.number(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** What an export wrote. */
export const exportReportSchema = z.object({
  categories: z.number(),
  articles: z.number(),
  media: z.number(),
  redirects: z.number(),
});
export type ExportReport = z.infer<typeof exportReportSchema>;
