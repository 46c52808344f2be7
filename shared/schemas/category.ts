import { z } from "zod";
import { requiredText, slugField, text } from "./fields.ts";

/** A category (lower displayOrder first). */
export const categorySchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  displayOrder: z.number(),
  articleCount: z.number(),
});
export type Category = z.infer<typeof categorySchema>;

/** PUT /api/admin/categories/order: every category's id, in the new order. */
export const categoryOrderSchema = z.strictObject({
  ids: z.array(z.number().int().positive(), { message: "ids must be a list of category ids" }).max(10_000),
});
export type CategoryOrder = z.infer<typeof categoryOrderSchema>;

/** Name and slug required; displayOrder numeric, minimum 0. */
export const categoryInputSchema = z.strictObject({
  name: requiredText(100, "Name is required"),
  slug: text(120)
    .transform((value) => value.trim())
    .pipe(z.string().min(1, "Slug is required"))
    .pipe(slugField),
  description: text(1000)
    .optional()
    .transform((value) => value?.trim() ?? ""),
  displayOrder: z
    .union(
      [
        z.number({ message: "Display order must be a number" }),
        z
          .string()
          .trim()
          .regex(/^-?\d+(\.\d+)?$/, "Display order must be a number")
          .transform(Number),
      ],
      { message: "Display order must be a number" },
    )
    .pipe(
      z
        .number()
        .int("Display order must be a whole number")
        .min(0, "Display order must be 0 or more")
        .max(1_000_000, "Display order is too large"),
    )
    .optional(),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;
