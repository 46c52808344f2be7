// A data file, imported so that the server bundle carries it.
import builtInSynonymsFile from "./builtInSynonyms.json" with { type: "json" };
import { wordsOf } from "./searchText.ts";

/** The kinds of built-in synonym groups, as keys of builtInSynonyms.json. */
export const BUILT_IN_KINDS = ["spelling", "gear", "shop"] as const;
export type BuiltInKind = (typeof BUILT_IN_KINDS)[number];

/** The built-in vocabulary: data, not code (server/features/search/query/builtInSynonyms.json). */
export const builtInSynonyms: Record<BuiltInKind, string[]> = builtInSynonymsFile;

const allBuiltIn = BUILT_IN_KINDS.flatMap((kind) => builtInSynonyms[kind]);

const termsOf = (group: string) =>
  group
    .split(",")
    .map((term) =>
      wordsOf(term)
        .map((w) => w.word)
        .join(" "),
    )
    .filter((term) => term.length > 0);

/**
 * The synonym groups a search applies: the admin's own groups from `search_synonyms`, then every
 * built-in group that the admin has not switched off. An admin entry starting with a minus sign
 * ("-pack", "-vest, gilet") switches off each built-in group holding any of its terms.
 */
export function applicableSynonyms(adminEntries: string[]): string[] {
  return applicableAndSwitchedOff(adminEntries).applicable;
}

/**
 * The groups a search applies (see applicableSynonyms) and the built-in groups the admin
 * switched off: words of one switched-off group must not find each other by any other route
 * either (the lexicon), or switching it off would change nothing.
 */
export function applicableAndSwitchedOff(adminEntries: string[]): {
  applicable: string[];
  switchedOff: string[];
} {
  const own: string[] = [];
  const off = new Set<string>();
  for (const entry of adminEntries) {
    const trimmed = entry.trim();
    if (trimmed.startsWith("-")) for (const term of termsOf(trimmed.slice(1))) off.add(term);
    else own.push(entry);
  }
  const isOff = (group: string) => termsOf(group).some((t) => off.has(t));
  const builtIn = off.size === 0 ? allBuiltIn : allBuiltIn.filter((group) => !isOff(group));
  return { applicable: [...own, ...builtIn], switchedOff: off.size === 0 ? [] : allBuiltIn.filter(isOff) };
}
