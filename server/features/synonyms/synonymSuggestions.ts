import type { SynonymPair, SynonymSuggestion } from "../../../shared/schemas/synonymSuggestions.ts";
import { clock } from "../../platform/clock.ts";
import { badRequest } from "../../platform/errors.ts";
import type { AppContext } from "../appContext.ts";
import { normalizeQuery } from "../search/query/searchText.ts";
import { saveSiteSettings } from "../settings/settingsService.ts";
import { dismissedPairs, insertDismissedPair, searchesWithClicksSince } from "./synonymSuggestionRepo.ts";

/** A rephrasing is the next search within this long. */
export const REPHRASING_WINDOW_MS = 5 * 60_000;
/** Rephrasings of the last this many days are read. */
export const SUGGESTION_DAYS = 30;
/** A pair is suggested once this many visitors made it. */
export const MIN_SUGGESTION_VISITORS = 2;
/** A differing phrase longer than this is a new question, not another word for the same thing. */
const MAX_TERM_WORDS = 3;

const pairKey = (a: string, b: string) => [a, b].sort().join("|");

/**
 * The words two queries differ by: "tent leaking" → "tent waterproofing" gives ["leaking",
 * "waterproofing"]. Null when one adds words only, or either side differs by too many words.
 */
export function differingTerms(from: string, to: string): [string, string] | null {
  const a = from.split(" ");
  const b = to.split(" ");
  const onlyA = a.filter((word) => !b.includes(word));
  const onlyB = b.filter((word) => !a.includes(word));
  if (onlyA.length === 0 || onlyB.length === 0) return null;
  if (onlyA.length > MAX_TERM_WORDS || onlyB.length > MAX_TERM_WORDS) return null;
  return [onlyA.join(" "), onlyB.join(" ")];
}

/** Whether a staff synonym group already holds both terms. */
function alreadyGrouped(groups: string[], terms: [string, string]): boolean {
  return groups.some((group) => {
    const words = group.split(",").map((word) => word.trim().toLowerCase());
    return words.includes(terms[0]) && words.includes(terms[1]);
  });
}

/**
 * Synonym pairs from visitors' rephrasings: one visitor, within 5 minutes, a search that found
 * nothing or was followed by no opened result, then a search whose result they opened. The
 * words the two queries differ by are proposed as a pair, with how many visitors did so and
 * examples. Pairs staff grouped already or dismissed are left out; nothing is applied here.
 */
export async function listSynonymSuggestions(ctx: AppContext): Promise<SynonymSuggestion[]> {
  const since = new Date(clock.nowMs() - SUGGESTION_DAYS * 86_400_000).toISOString();
  const searches = await searchesWithClicksSince(ctx.db, since);
  const found = new Map<
    string,
    { terms: [string, string]; visitors: Set<string>; examples: { from: string; to: string }[] }
  >();
  for (let i = 0; i < searches.length; i += 1) {
    const first = searches[i]!;
    if (first.resultCount > 0 && first.clicked) continue;
    const startedAt = Date.parse(first.createdAt);
    for (let j = i + 1; j < searches.length; j += 1) {
      const next = searches[j]!;
      if (next.visitor !== first.visitor || Date.parse(next.createdAt) - startedAt > REPHRASING_WINDOW_MS)
        break;
      if (!next.clicked || next.query === first.query) continue;
      const terms = differingTerms(first.query, next.query);
      if (!terms) break;
      const key = pairKey(...terms);
      const entry = found.get(key) ?? { terms, visitors: new Set<string>(), examples: [] };
      entry.visitors.add(first.visitor!);
      if (
        entry.examples.length < 3 &&
        !entry.examples.some((e) => e.from === first.query && e.to === next.query)
      )
        entry.examples.push({ from: first.query, to: next.query });
      found.set(key, entry);
      break;
    }
  }
  const dismissed = await dismissedPairs(ctx.db);
  const groups = ctx.settings.current().search_synonyms;
  return [...found.entries()]
    .filter(
      ([key, entry]) =>
        entry.visitors.size >= MIN_SUGGESTION_VISITORS &&
        !dismissed.has(key) &&
        !alreadyGrouped(groups, entry.terms),
    )
    .map(([, entry]) => ({ terms: entry.terms, visitors: entry.visitors.size, examples: entry.examples }))
    .sort((a, b) => b.visitors - a.visitors || a.terms.join().localeCompare(b.terms.join()));
}

function normalizedPair(pair: SynonymPair): [string, string] {
  const terms = pair.terms.map((term) => normalizeQuery(term).replace(/,/g, " ").trim()) as [string, string];
  if (!terms[0] || !terms[1] || terms[0] === terms[1]) throw badRequest("Give two different terms", "terms");
  return terms;
}

/** "Add": the pair becomes a staff synonym group (searches use it at once). */
export async function addSuggestedSynonym(
  ctx: AppContext,
  pair: SynonymPair,
  actorId: number,
): Promise<{ group: string }> {
  const terms = normalizedPair(pair);
  const groups = ctx.settings.current().search_synonyms;
  const group = terms.join(", ");
  if (!alreadyGrouped(groups, terms))
    await saveSiteSettings(ctx, { search_synonyms: [...groups, group] }, actorId);
  return { group };
}

/** "Dismiss": the pair is not suggested again. */
export async function dismissSuggestedSynonym(ctx: AppContext, pair: SynonymPair): Promise<{ ok: true }> {
  const terms = normalizedPair(pair);
  await insertDismissedPair(ctx.db, pairKey(...terms), clock.now().toISOString());
  return { ok: true };
}
