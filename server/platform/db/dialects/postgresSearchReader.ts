/**
 * pg_trgm's `%` keeps words at least this similar (share of trigrams). The default 0.3 misses
 * one substitution in a 4-letter word ("tant" → "tent" is 0.25); lower ones let the GIN index
 * return most of the vocabulary. Short transpositions ("tnet") fall below it: the in-memory
 * vocabulary still finds those.
 */
export const TRIGRAM_THRESHOLD = "0.2";

/**
 * Settings of the search reader's connections (see openPostgres), set when each connection
 * starts so that no search spends round trips on a transaction to set them locally:
 * - `enable_seqscan = off`: the planner prices `@@` like an addition and cannot see that
 *   evaluating it row by row decompresses each body vector (15-100 ms on 10,000 articles), so it
 *   often prefers a sequential scan to the GIN index (1-3 ms); likewise `%` on the vocabulary
 *   (2-7 ms against ~0.2 ms through the trigram index).
 * - pg_trgm's similarity threshold, for typo look-ups.
 */
export const SEARCH_READER_OPTIONS = `-c enable_seqscan=off -c pg_trgm.similarity_threshold=${TRIGRAM_THRESHOLD}`;
