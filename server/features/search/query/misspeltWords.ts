import { isGenericWord } from "./genericWords.ts";
import { allowedEdits, editDistance, STOPWORDS } from "./searchText.ts";
import type { Vocabulary } from "./vocabulary.ts";

/** What respelling asks of a general English lexicon (RelatedWords has it all). */
export interface SpellingLexicon {
  isWord(word: string): boolean;
  spellings(word: string): string[];
  beginsWord(prefix: string): boolean;
  closeness(a: string, b: string): number | null;
}

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
 * A word neither the help center nor general English knows in any form, which no synonym
 * holds and which begins no word the help center uses (nor, while it is typed, any English
 * word): a slip of the keys, whose right spelling may be a word the articles never use
 * ("stoorm", "lugage", "rucksacck").
 */
function isMisspelt(
  word: string,
  last: boolean,
  vocabulary: Vocabulary,
  lexicon: SpellingLexicon,
  synonymWords: ReadonlySet<string>,
): boolean {
  return (
    /^[a-z]+$/.test(word) &&
    allowedEdits(word) > 0 &&
    !STOPWORDS.has(word) &&
    !isGenericWord(word) &&
    !vocabulary.knowsStemOf(word) &&
    !synonymWords.has(word) &&
    vocabulary.completions(word).length === 0 &&
    !lexicon.isWord(word) &&
    !(last && lexicon.beginsWord(word))
  );
}

/**
 * Replaces, in place, each misspelt word (isMisspelt) by the spelling it most likely stands for,
 * so that the plan reads the query as meant: its phrases ("hand lugage" is "hand luggage"), its
 * synonyms and the words general English relates to it. The spellings tried are the words of
 * general English one edit away, the synonyms' words and the help center's own corrections, of
 * those that lead somewhere (Contenders) the fewest edits away. Of those, a word the help
 * center uses or a synonym holds ("sove" is "stove" or "save", never "some") comes before a stop
 * word or one that only leads to used words, unless usage puts the latter far nearer the
 * query's other words (USAGE_OUTWEIGHS_USE); within each, the spelling usage puts nearest the
 * query's other words ("sorm" among "tent blowing" is "storm", not "form" or "dorm"; "udner my
 * tent" is "under", not "udder"), then the shorter. Returns the typed word of each position
 * respelt.
 */
export function respellMisspeltWords(
  words: string[],
  typing: boolean,
  vocabulary: Vocabulary,
  lexicon: SpellingLexicon,
  synonymWords: ReadonlySet<string>,
  leadsToUsedWords: (word: string) => boolean,
): Map<number, string> {
  const misspelt = new Set(
    words.flatMap((word, at) =>
      isMisspelt(word, typing && at === words.length - 1, vocabulary, lexicon, synonymWords) ? [at] : [],
    ),
  );
  if (misspelt.size === 0) return new Map();
  // Words still being typed or unknown say nothing of the meaning ("flyng wi").
  const context = words.filter(
    (word, at) =>
      !misspelt.has(at) &&
      !STOPWORDS.has(word) &&
      !isGenericWord(word) &&
      (vocabulary.has(word) || lexicon.isWord(word)),
  );
  const contenders = (typed: string): Contenders => {
    const found = new Map<string, number>();
    for (const word of lexicon.spellings(typed)) found.set(word, 1);
    for (const word of [...vocabulary.corrections(typed), ...synonymWords]) {
      const distance = editDistance(typed, word, allowedEdits(typed));
      if (distance > 0 && distance <= allowedEdits(typed) && !found.has(word)) found.set(word, distance);
    }
    for (let distance = 1; distance <= allowedEdits(typed); distance++) {
      const near = [...found].flatMap(([word, edits]) => (edits === distance ? [word] : []));
      const used = near.filter((word) => vocabulary.knowsStemOf(word) || synonymWords.has(word));
      const leading = near.filter(
        (word) => !used.includes(word) && (STOPWORDS.has(word) || leadsToUsedWords(word)),
      );
      if (used.length + leading.length > 0) return { used, leading };
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
  const order = [...misspelt]
    .map((at) => ({ at, spellings: contenders(words[at]!) }))
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
