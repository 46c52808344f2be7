import { SEARCH_DROPDOWN_MAX_ARTICLES, SEARCH_PAGE_SIZE } from "../../../../shared/constants.ts";
import type { Db } from "../../../platform/db/database.ts";
import type { Candidate, SearchEngine } from "../engines/searchEngine.ts";
import { answersLooseQuery } from "../query/precision.ts";
import type { QueryPlan } from "../query/queryPlan.ts";

/** Candidates re-ranked for the dropdown; a results page re-ranks through its own end plus this. */
const DROPDOWN_CANDIDATES = 40;
const PAGE_CANDIDATES_AHEAD = 30;
/**
 * The full list reaches this far, and so does a results page's total: counting stops one
 * further, so that a total of 1,000 says "1,000 or more" only when there are more
 * (`totalIsLowerBound`).
 */
export const MAX_CANDIDATES = 1000;
/**
 * The head matches whose rows (and body starts) come with the match, as a multiple of the
 * articles shown: the re-ranking seldom moves a shown article further than that in the
 * engine's order (in the benchmark's mix, never: the dropdown's five came from the engine's
 * first ten, a first page's ten from its first twenty). Later pages read their rows by id.
 */
const LIKELY_SHOWN = 2;

/** The engine's candidates for one search, in its order, and how many documents match. */
export interface MatchedCandidates {
  candidates: Candidate[];
  /**
   * Matches counted: on a results page up to MAX_CANDIDATES (as far as the list reaches); for
   * the dropdown only far enough to tell whether body matches are few enough to rank.
   */
  total: number;
  /** The total stopped at MAX_CANDIDATES: more documents match than it says. */
  totalIsLowerBound: boolean;
}

/** Head matches, then the body matches not among them, up to `wanted`, renumbered in that order. */
function followedBy(head: Candidate[], rest: Candidate[], wanted: number): Candidate[] {
  const seen = new Set(head.map((c) => c.articleId));
  return [...head, ...rest.filter((c) => !seen.has(c.articleId))]
    .slice(0, wanted)
    .map((candidate, engineOrder) => ({ ...candidate, engineOrder }));
}

/**
 * The match step of a search: which documents the engine offers for re-ranking, and how many
 * match. Articles holding every word come first; for questions, articles holding some follow.
 */
export class CandidateMatcher {
  constructor(private readonly engine: SearchEngine) {}

  /** The candidates for the dropdown (`page` absent) or for that page of the full list. */
  async match(db: Db, plan: QueryPlan, page: number | undefined): Promise<MatchedCandidates> {
    const wanted = page
      ? Math.min(MAX_CANDIDATES, page * SEARCH_PAGE_SIZE + PAGE_CANDIDATES_AHEAD)
      : DROPDOWN_CANDIDATES;
    // A results page shows its total. The dropdown's only tells whether body matches are few
    // enough to rank (and, for analytics, whether there are any): counting stops there, and is skipped
    // when the head fields fill the dropdown, which spares checking hundreds of matches against
    // phrases on every keystroke.
    const countUpTo = page ? MAX_CANDIDATES + 1 : this.engine.rankBodyMatchesUpTo + 1;
    let { candidates, total } = page
      ? await this.everyWord(db, plan, wanted, countUpTo, page === 1 ? LIKELY_SHOWN * SEARCH_PAGE_SIZE : 0)
      : await this.everyWordForDropdown(db, plan, wanted, countUpTo);
    // Questions ("can I wash my sleeping bag in a machine") rarely have every word in one
    // article: when few do, articles whose title, tags or summary hold some of the words follow,
    // those matching most first. A word that only turns up in some body is too weak a sign.
    if (total < SEARCH_DROPDOWN_MAX_ARTICLES && plan.slots.length > 1) {
      const { candidates: loose, total: looseTotal } = await this.engine.matchAndCount(
        db,
        plan,
        { mode: "any", scope: "head", order: "rank", limit: wanted },
        { scope: "head", upTo: countUpTo },
      );
      const seen = new Set(candidates.map((c) => c.articleId));
      const answering = loose.filter((c) => !seen.has(c.articleId) && answersLooseQuery(plan, c));
      candidates = [...candidates, ...answering]
        .slice(0, wanted)
        .map((candidate, engineOrder) => ({ ...candidate, engineOrder }));
      const looseAnswering = answering.length < loose.length ? answering.length : looseTotal;
      total = candidates.length < wanted ? candidates.length : Math.min(countUpTo, total + looseAnswering);
    }
    if (page && total > MAX_CANDIDATES) return { candidates, total: MAX_CANDIDATES, totalIsLowerBound: true };
    return { candidates, total, totalIsLowerBound: false };
  }

  /**
   * The engine's best `wanted` matches of every word: title, tags and summary matches first (a
   * small set, ranked cheaply), then body matches — ranked when there are few enough to rank in
   * time, else newest first (a word found in thousands of bodies ranks by the head pass anyway).
   */
  private async everyWord(
    db: Db,
    plan: QueryPlan,
    wanted: number,
    countUpTo: number,
    likelyShown: number,
  ): Promise<Omit<MatchedCandidates, "totalIsLowerBound">> {
    const {
      candidates: head,
      total,
      counted,
    } = await this.engine.matchAndCount(
      db,
      plan,
      { mode: "all", scope: "head", order: "rank", limit: wanted, likelyShown },
      { scope: "everything", upTo: countUpTo },
    );
    if (head.length >= wanted || total <= head.length) return { candidates: head, total };
    // The body matches the count found, where the engine handed them over: not found again.
    const rest = await this.engine.match(db, plan, {
      mode: "all",
      scope: "everything",
      order: total <= this.engine.rankBodyMatchesUpTo ? "rank" : "recent",
      limit: wanted,
      withArticles: true,
      ...(counted ? { among: counted } : {}),
    });
    return { candidates: followedBy(head, rest, wanted), total };
  }

  /**
   * `everyWord` for the dropdown, where a total is no answer: head matches that fill it need no
   * count (their number stands for "at least this many"); otherwise the body matches come with
   * their count, ranked when few (one statement on PostgreSQL).
   */
  private async everyWordForDropdown(
    db: Db,
    plan: QueryPlan,
    wanted: number,
    countUpTo: number,
  ): Promise<Omit<MatchedCandidates, "totalIsLowerBound">> {
    const head = await this.engine.match(db, plan, {
      mode: "all",
      scope: "head",
      order: "rank",
      limit: wanted,
      likelyShown: LIKELY_SHOWN * SEARCH_DROPDOWN_MAX_ARTICLES,
    });
    if (head.length >= wanted) return { candidates: head, total: head.length };
    const { candidates: rest, total } = await this.engine.matchAndCount(
      db,
      plan,
      { mode: "all", scope: "everything", order: "rank-when-few", limit: wanted, withArticles: true },
      { scope: "everything", upTo: countUpTo },
    );
    return { candidates: followedBy(head, rest, wanted), total: Math.max(total, head.length) };
  }
}
