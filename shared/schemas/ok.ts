import { z } from "zod";

/** The answer of an action whose only news is that it worked. */
export const okResponseSchema = z.object({ ok: z.literal(true) });
