import { z } from "zod";

/** An uploaded image as public pages show it: its resized variants and size (no layout shift). */
export const responsiveImageSchema = z.object({
  /** `url 400w, url 800w, …, original Nw` */
  srcset: z.string(),
  width: z.number(),
  height: z.number(),
});
export type ResponsiveImage = z.infer<typeof responsiveImageSchema>;
