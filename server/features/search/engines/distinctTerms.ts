/**
 * A one-word alternative as an engine's index reads it: the token its stemmer makes of the word
 * (a prefix's too: both engines stem a prefix before they look it up), and the fields it may match
 * in, one letter each.
 */
export interface IndexTerm {
  token: string;
  prefix: boolean;
  fields: string;
}

/** Every row `covered` matches, `term` matches too: in as many fields, the same token or one it begins. */
function covers(term: IndexTerm, covered: IndexTerm): boolean {
  for (const field of covered.fields) if (!term.fields.includes(field)) return false;
  return term.prefix ? covered.token.startsWith(term.token) : !covered.prefix && covered.token === term.token;
}

/**
 * A slot's alternatives less those another of them already matches in the index: an exact word
 * beside its own prefix, a completion the typed prefix begins, two forms of one stem. Each term
 * costs a search statement a look-up in the index and the ranking a score per row (a dropdown
 * search with "tent", "tents" and "tent" as a prefix spent a third of its full-text time on the
 * two it did not need). Which rows match is the same; the ranking reads the plan, not the
 * expression. `termOf` answers null for an alternative it cannot read as one token (a phrase, a
 * word with digits), which stays.
 */
export function withoutCoveredTerms<A>(alternatives: A[], termOf: (alternative: A) => IndexTerm | null): A[] {
  const terms = alternatives.map(termOf);
  return alternatives.filter((_, i) => {
    const term = terms[i];
    if (!term) return true;
    return !terms.some((other, j) => {
      if (!other || j === i || !covers(other, term)) return false;
      // Two that cover each other (the same term): the first stays.
      return !covers(term, other) || j < i;
    });
  });
}
