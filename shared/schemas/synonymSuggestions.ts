import { z } from "zod";
import { requiredText } from "./fields.ts";

/** A synonym pair proposed from visitors' rephrasings, with the evidence. */
export const synonymSuggestionSchema = z.object({
  terms: z.tuple([z.string(), z.string()]),
  /** Visitors who rephrased one into the other (and then opened a result). */
  visitors: z.number(),
  /** Up to three rephrasings as seen: "tent leaking" → "tent waterproofing". */
  examples: z.array(z.object({ from: z.string(), to: z.string() })),
});
export type SynonymSuggestion = z.infer<typeof synonymSuggestionSchema>;
export const synonymSuggestionsSchema = z.array(synonymSuggestionSchema);

/** POST …/add and …/dismiss: the pair as suggested. */
export const synonymPairSchema = z.strictObject({
  terms: z.tuple([requiredText(100, "Give both terms"), requiredText(100, "Give both terms")]),
});
export type SynonymPair = z.infer<typeof synonymPairSchema>;
