import { z } from "zod";

/** The verification intervals an article can have. */
export const verificationIntervals = [
  "none",
  "1-month",
  "2-months",
  "3-months",
  "6-months",
  "custom",
] as const;
export const verificationIntervalSchema = z.enum(verificationIntervals, {
  message: "Choose a verification interval",
});
export type VerificationInterval = z.infer<typeof verificationIntervalSchema>;

/** The intervals a new article may start with: every one but a custom date, which is per article. */
export const defaultVerificationIntervals = ["none", "1-month", "2-months", "3-months", "6-months"] as const;
export const defaultVerificationIntervalSchema = z.enum(defaultVerificationIntervals, {
  message: "Choose an interval (a custom date is set per article)",
});

/** How each interval is named on screen. */
export const verificationIntervalLabels: Record<VerificationInterval, string> = {
  none: "None",
  "1-month": "Every month",
  "2-months": "Every 2 months",
  "3-months": "Every 3 months",
  "6-months": "Every 6 months",
  custom: "Custom date",
};

/** A calendar date (YYYY-MM-DD) or a full ISO timestamp; stored as an ISO timestamp. */
const dateInput = z
  .string()
  .max(40)
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?)?$/, "Enter a valid date")
  .refine((value) => !Number.isNaN(Date.parse(value)), "Enter a valid date")
  .transform((value) => new Date(value).toISOString());

/** PUT /api/admin/articles/{id}/verification: a custom interval needs a date. */
export const verificationSettingsSchema = z
  .strictObject({
    verificationInterval: verificationIntervalSchema.nullable().transform((value) => value ?? "none"),
    customVerificationDate: z
      .union([dateInput, z.literal(""), z.null()])
      .optional()
      .transform((value) => value || null),
  })
  .refine((value) => value.verificationInterval !== "custom" || value.customVerificationDate !== null, {
    message: "A custom verification interval needs a date",
    path: ["customVerificationDate"],
  });
export type VerificationSettings = z.infer<typeof verificationSettingsSchema>;
