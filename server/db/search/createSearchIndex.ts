import type { Dialect } from "../dialects/dialect.ts";
import type { SearchIndex } from "./searchIndex.ts";
import { substringSearchIndex } from "./substringSearchIndex.ts";

/** The search index for the running database. */
export function createSearchIndex(_dialect: Dialect): SearchIndex {
  return substringSearchIndex;
}
