import {
  SEARCH_DROPDOWN_MAX_ARTICLES,
  SEARCH_MIN_CHARS,
  SEARCH_PAGE_SIZE,
} from "../../../../shared/constants.ts";
import type { Db } from "../../../platform/db/database.ts";
import type { SearchEngine } from "../engines/searchEngine.ts";
import { partOfPlan } from "../query/partialQuery.ts";
import type { QueryPlan, RelatedWords } from "../query/queryPlan.ts";
import { buildSnippet, rankCandidates, slotsMatchedInHead, titleMatchesAll } from "../query/ranking.ts";
import { normalizeQuery } from "../query/searchText.ts";
import type { Vocabulary } from "../query/vocabulary.ts";
import { ArticleRows } from "./articleRows.ts";
import { CandidateMatcher } from "./candidateMatcher.ts";
import { QueryPlanner } from "./queryPlanner.ts";
import type { SearchFindings, SearchHit, SearchRequest } from "./searchIndex.ts";

const nothingFound = (normalizedQuery: string, page: number | undefined): SearchFindings => ({
  normalizedQuery,
  total: 0,
  totalIsLowerBound: false,
  page,
  hasMore: false,
  hits: [],
  titleHoldsEveryWord: () => false,
});

/**
 * A search, step by step: plan the query (prefixes, typos, synonyms), let the engine match
 * candidates, re-rank the best of them by field and match kind (the same on both databases),
 * and take the articles to show with a snippet each. The API's answer is shaped elsewhere
 * (presentSearch).
 */
export class SearchQueryPipeline {
  private readonly planner: QueryPlanner;
  private readonly matcher: CandidateMatcher;

  constructor(
    private readonly engine: SearchEngine,
    vocabulary: Vocabulary,
    lexicon: RelatedWords | null,
  ) {
    this.planner = new QueryPlanner(engine, vocabulary, lexicon);
    this.matcher = new CandidateMatcher(engine);
  }

  async search(db: Db, request: SearchRequest): Promise<SearchFindings> {
    const normalizedQuery = normalizeQuery(request.query);
    if (normalizedQuery.length < SEARCH_MIN_CHARS) return nothingFound("", request.page);
    const plan = await this.planner.plan(normalizedQuery, request.synonyms);
    if (plan.slots.length === 0) return nothingFound(normalizedQuery, request.page);
    return this.engine.read(db, async (reader) => {
      await this.planner.addDatabaseCorrections(reader, plan);
      const findings = await this.run(reader, plan, normalizedQuery, request.page);
      if (findings.total > 0) return findings;
      // Nothing for the whole query: a spelling the help center would answer is offered (not
      // run in its place), and the query's specific part, if articles hold all of it, is shown.
      const correction = (request.page ?? 1) === 1 ? this.planner.correctedQuery(normalizedQuery) : null;
      if (correction) {
        const corrected = await this.planner.plan(correction, request.synonyms);
        await this.planner.addDatabaseCorrections(reader, corrected);
        if ((await this.run(reader, corrected, correction, undefined)).total > 0)
          findings.didYouMean = correction;
      }
      const part = partOfPlan(plan);
      if (!part) return findings;
      const partFindings = await this.run(reader, part, normalizedQuery, request.page, true);
      if (partFindings.total === 0) return findings;
      return { ...partFindings, didYouMean: findings.didYouMean, partial: true };
    });
  }

  private async run(
    db: Db,
    plan: QueryPlan,
    normalizedQuery: string,
    page: number | undefined,
    headHoldsAll = false,
  ): Promise<SearchFindings> {
    const matched = await this.matcher.match(db, plan, page);
    let { candidates, total } = matched;
    if (headHoldsAll) {
      // Part of a query: only articles whose title, tags or summary hold every word of it.
      candidates = candidates.filter((c) => slotsMatchedInHead(plan, c) === plan.slots.length);
      total = Math.min(total, candidates.length);
    }
    const articleRows = new ArticleRows(this.engine, db, candidates);
    const ranked = await rankCandidates(plan, candidates, normalizedQuery, (ids) => articleRows.bodies(ids));
    // The dropdown shows the best few; a page, its window of the list (whose total is counted
    // no further than the list reaches).
    const start = page ? (page - 1) * SEARCH_PAGE_SIZE : 0;
    const shown = ranked.slice(start, start + (page ? SEARCH_PAGE_SIZE : SEARCH_DROPDOWN_MAX_ARTICLES));
    const rows = await articleRows.get(shown.map((candidate) => candidate.articleId));
    const hits = shown.flatMap((candidate, index): SearchHit[] => {
      const article = rows.get(candidate.articleId);
      // Published is checked here, not in SQL: by id alone the primary key is the only plan.
      if (article?.status !== "published") return [];
      // The snippet comes from the start of the body, read for the few shown unless ranking already read it.
      return [{ rank: start + index, article, snippet: buildSnippet(plan, article.body, article.summary) }];
    });
    return {
      normalizedQuery,
      total,
      // Part of a query: its total is that of the head matches kept, counted one by one.
      totalIsLowerBound: !headHoldsAll && matched.totalIsLowerBound,
      page,
      hasMore: page ? start + SEARCH_PAGE_SIZE < total : false,
      hits,
      titleHoldsEveryWord: (title) => titleMatchesAll(plan, title),
    };
  }
}
