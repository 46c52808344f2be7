import { isGenericWord } from "./genericWords.ts";
import { allowedEdits, editDistance, STOPWORDS } from "./searchText.ts";
import type { Vocabulary } from "./vocabulary.ts";

/** What reading unknown words asks of a general English lexicon (RelatedWords has it all). */
export interface SpellingLexicon {
  isWord(word: string): boolean;
  spellings(word: string): string[];
  beginsWord(prefix: string): boolean;
  completions(prefix: string, max: number): string[];
  closeness(a: string, b: string): number | null;
}

/**
 * English words read for a word still being typed: the file lists them alphabetically, so a
 * short beginning needs a few hundred to reach its common words ("sto": "stock" … "storm").
 */
const MAX_ENGLISH_COMPLETIONS = 300;

/**
 * Letters an unfinished word needs before it is completed as English: three begin hundreds of
 * English words, and the one the other words point to is a guess ("how to play the vio" found
 * an article through some "vio…" word, where "violin" typed whole finds nothing). The help
 * center's own completions, a smaller and on-topic set, are offered from three letters.
 */
const MIN_UNFINISHED_LETTERS = 4;

/**
 * The spellings in the running for a typed word, all the same number of edits away: those the
 * help center uses (in some form) or a synonym holds, and the stop words and words that only
 * lead to used words (related words, broader or narrower terms).
 */
interface Contenders {
  used: string[];
  leading: string[];
}

/**
 * How much nearer usage must put a spelling the help center does not use to the query's other
 * words (on average, cosine of word vectors) than the nearest one it uses, to be chosen before
 * it: about the gap between a word's neighbours and its unrelated look-alikes ("scarf" and
 * "scrap" beside "knit": 0.54 and 0.07). Chosen on the tuning half's queries with slips of the
 * keys (five draws of withSlipsOfTheKeys): 0.3 kept the most unrelated ones silent (433 of 460,
 * against 431 with no such rule) and answered as many of the others as any value (1,286 of 1,380).
 */
const USAGE_OUTWEIGHS_USE = 0.3;

/**
 * What an unknown word is, if it is one: neither the help center nor general English knows it in
 * any form, no synonym holds it and it begins no word the help center uses. Then, as the last
 * word while the query is typed, it is "unfinished" when it begins some English word ("shoppin",
 * "profi": no article uses "shopping" or "profile"), and otherwise, long enough for the search to
 * forgive a slip, it is "misspelt" ("stoorm", "lugage", "rucksacck").
 */
function unknownWordKind(
  word: string,
  last: boolean,
  vocabulary: Vocabulary,
  lexicon: SpellingLexicon,
  synonymWords: ReadonlySet<string>,
): "misspelt" | "unfinished" | null {
  const unknown =
    /^[a-z]+$/.test(word) &&
    !STOPWORDS.has(word) &&
    !isGenericWord(word) &&
    !vocabulary.knowsStemOf(word) &&
    !synonymWords.has(word) &&
    vocabulary.completions(word).length === 0 &&
    !lexicon.isWord(word);
  if (!unknown) return null;
  if (last && lexicon.beginsWord(word)) return word.length >= MIN_UNFINISHED_LETTERS ? "unfinished" : null;
  return allowedEdits(word) > 0 ? "misspelt" : null;
}

/**
 * Replaces, in place, each unknown word (unknownWordKind) by the word it most likely stands
 * for, so that the plan reads the query as meant: its phrases ("hand lugage" is "hand
 * luggage"), its synonyms and the words general English relates to it. For a misspelt word the
 * spellings tried are the words of general English one edit away, the synonyms' words and the
 * help center's own corrections; for an unfinished one, the English words and synonyms it
 * begins. Of those that lead somewhere (Contenders), the fewest edits away: a word the help
 * center uses or a synonym holds ("sove" is "stove" or "save", never "some") comes before a stop
 * word or one that only leads to used words, unless usage puts the latter far nearer the
 * query's other words (USAGE_OUTWEIGHS_USE); within each, the word usage puts nearest the
 * query's other words ("sorm" among "tent blowing" is "storm", not "form" or "dorm"; "udner my
 * tent" is "under", not "udder"), then the shorter. Returns the typed word of each position
 * replaced.
 */
export function readUnknownWords(
  words: string[],
  typing: boolean,
  vocabulary: Vocabulary,
  lexicon: SpellingLexicon,
  synonymWords: ReadonlySet<string>,
  leadsToUsedWords: (word: string) => boolean,
): Map<number, string> {
  const kinds = new Map(
    words.flatMap((word, at) => {
      const kind = unknownWordKind(
        word,
        typing && at === words.length - 1,
        vocabulary,
        lexicon,
        synonymWords,
      );
      return kind ? [[at, kind] as const] : [];
    }),
  );
  if (kinds.size === 0) return new Map();
  // Words still being typed or unknown say nothing of the meaning ("flyng wi").
  const context = words.filter(
    (word, at) =>
      !kinds.has(at) &&
      !STOPWORDS.has(word) &&
      !isGenericWord(word) &&
      (vocabulary.has(word) || lexicon.isWord(word)),
  );
  const split = (candidates: string[]): Contenders => {
    const used = candidates.filter((word) => vocabulary.knowsStemOf(word) || synonymWords.has(word));
    const leading = candidates.filter(
      (word) => !used.includes(word) && (STOPWORDS.has(word) || leadsToUsedWords(word)),
    );
    return { used, leading };
  };
  const contenders = (typed: string, kind: "misspelt" | "unfinished"): Contenders => {
    if (kind === "unfinished")
      return split([
        ...lexicon.completions(typed, MAX_ENGLISH_COMPLETIONS),
        ...[...synonymWords].filter((word) => word.startsWith(typed) && word !== typed),
      ]);
    const found = new Map<string, number>();
    for (const word of lexicon.spellings(typed)) found.set(word, 1);
    for (const word of [...vocabulary.corrections(typed), ...synonymWords]) {
      const distance = editDistance(typed, word, allowedEdits(typed));
      if (distance > 0 && distance <= allowedEdits(typed) && !found.has(word)) found.set(word, distance);
    }
    for (let distance = 1; distance <= allowedEdits(typed); distance++) {
      const near = split([...found].flatMap(([word, edits]) => (edits === distance ? [word] : [])));
      if (near.used.length + near.leading.length > 0) return near;
    }
    return { used: [], leading: [] };
  };
  const closeness = (word: string) =>
    context.length === 0
      ? -1
      : context.reduce((sum, other) => sum + (lexicon.closeness(word, other) ?? -1), 0) / context.length;
  const nearest = (spellings: string[]) =>
    spellings
      .map((word) => ({ word, closeness: closeness(word) }))
      .sort(
        (a, b) => b.closeness - a.closeness || a.word.length - b.word.length || a.word.localeCompare(b.word),
      )[0];
  const respelt = new Map<number, string>();
  // The surest first: a word with one spelling ("ordr") tells which of another's is meant
  // ("trak" is "track", not "trek" or "trap").
  const count = ({ used, leading }: Contenders) => used.length + leading.length;
  const order = [...kinds]
    .map(([at, kind]) => ({ at, spellings: contenders(words[at]!, kind) }))
    .sort((a, b) => count(a.spellings) - count(b.spellings));
  for (const { at, spellings } of order) {
    const best = nearest(spellings.used.length > 0 ? spellings.used : spellings.leading);
    // "knit a scraf" is about a "scarf", though a tent shop writes "scrape" (stem "scrap").
    const unused = nearest(spellings.leading.filter((word) => !STOPWORDS.has(word)));
    const chosen = best && unused && unused.closeness >= best.closeness + USAGE_OUTWEIGHS_USE ? unused : best;
    if (!chosen) continue;
    respelt.set(at, words[at]!);
    words[at] = chosen.word;
    if (!STOPWORDS.has(chosen.word) && !isGenericWord(chosen.word)) context.push(chosen.word);
  }
  return respelt;
}
