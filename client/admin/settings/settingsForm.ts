import type { Control } from "react-hook-form";
import { z } from "zod";
import { type SiteSettings, siteSettingsSchema } from "../../../shared/schemas/settings.ts";

/**
 * The settings form edits synonyms as text, one group per line; everything else is the shared
 * schema as it is, so the form checks exactly what PUT /api/admin/settings checks.
 */
export const settingsFormSchema = siteSettingsSchema.extend({
  search_synonyms: z
    .string()
    .transform((text) =>
      text
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(siteSettingsSchema.shape.search_synonyms),
});
export type SettingsFormInput = z.input<typeof settingsFormSchema>;
export type SettingsFormOutput = z.output<typeof settingsFormSchema>;
/** The form's control, typed with both shapes (what is typed, what is sent). */
export type SettingsFormControl = Control<SettingsFormInput, unknown, SettingsFormOutput>;

export function toFormValues(settings: SiteSettings): SettingsFormInput {
  return { ...settings, search_synonyms: settings.search_synonyms.join("\n") };
}
