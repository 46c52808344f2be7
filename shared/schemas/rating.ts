import { z } from "zod";

/** A rating: 1 is helpful, -1 not helpful. */
export const ratingInputSchema = z.strictObject({
  value: z.union([z.literal(1), z.literal(-1)], { message: "Value must be 1 or -1" }),
});

/** The article's counts after a rating. */
export const ratingResponseSchema = z.object({ helpfulCount: z.number(), notHelpfulCount: z.number() });
export type RatingResponse = z.infer<typeof ratingResponseSchema>;
