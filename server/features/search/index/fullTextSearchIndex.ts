import { sql } from "kysely";
import {
  SEARCH_DROPDOWN_MAX_ARTICLES,
  SEARCH_DROPDOWN_MAX_ENTRIES,
  SEARCH_DROPDOWN_MAX_SUGGESTIONS,
  SEARCH_MIN_CHARS,
  SEARCH_PAGE_SIZE,
} from "../../../../shared/constants.ts";
import type { SearchResult } from "../../../../shared/schemas/search.ts";
import type { Db } from "../../../platform/db/database.ts";
import { articleIdsOfCategory, publishedArticleIds } from "../../articles/articleRepo.ts";
import { tagsOf } from "../../articles/articleTagRepo.ts";
import type { Candidate, IndexedDocument, MatchMode, SearchEngine } from "../engines/searchEngine.ts";
import { applicableSynonyms } from "../query/builtInVocabulary.ts";
import { answersLooseQuery } from "../query/precision.ts";
import { type Alternative, buildQueryPlan, parseSynonymGroups, type QueryPlan } from "../query/queryPlan.ts";
import { buildSnippet, rankCandidates, titleMatchesAll } from "../query/ranking.ts";
import { normalizeQuery, STOPWORDS, wordsOf } from "../query/searchText.ts";
import { closestCorrections, Vocabulary } from "../query/vocabulary.ts";
import { ArticleRows } from "./articleRows.ts";
import type { SearchAnswer, SearchIndex, SearchRequest } from "./searchIndex.ts";

/** Candidates re-ranked for the dropdown; a results page re-ranks through its own end plus this. */
const DROPDOWN_CANDIDATES = 40;
const PAGE_CANDIDATES_AHEAD = 30;
/** The full list reaches this far; match counts stop here too ("1000" reads as "1000 or more"). */
const MAX_CANDIDATES = 1000;
/** Database look-alikes read per unknown word, before the edit-distance rule picks from them. */
const SIMILAR_WORDS = 40;
/**
 * The head matches whose rows (and body starts) come with the match, as a multiple of the
 * articles shown: the re-ranking seldom moves a shown article further than that in the
 * engine's order (in the benchmark's mix, never: the dropdown's five came from the engine's
 * first ten, a first page's ten from its first twenty). Later pages read their rows by id.
 */
const LIKELY_SHOWN = 2;
/** Query plans kept for repeated queries (popular searches, a results page after its dropdown). */
const PLAN_CACHE_SIZE = 500;

const empty = (normalizedQuery: string, page?: number): SearchAnswer => ({
  response: {
    suggestions: [],
    results: [],
    ...(page ? { pagination: { page, pageSize: SEARCH_PAGE_SIZE, total: 0, hasMore: false } } : {}),
  },
  total: 0,
  normalizedQuery,
});

async function readDocument(trx: Db, articleId: number): Promise<IndexedDocument | null> {
  const article = await trx
    .selectFrom("articles")
    .leftJoin("categories", "categories.id", "articles.categoryId")
    .select(["articles.id", "articles.title", "articles.summary", "articles.contentText", "articles.status"])
    .select("categories.name as categoryName")
    .where("articles.id", "=", articleId)
    .executeTakeFirst();
  if (article?.status !== "published") return null;
  const tags = await tagsOf(trx, articleId);
  return {
    articleId,
    title: article.title,
    tags: tags.join(" "),
    summary: article.summary,
    body: article.contentText,
    category: article.categoryName ?? "",
  };
}

/** Head matches, then the body matches not among them, up to `wanted`, renumbered in that order. */
function followedBy(head: Candidate[], rest: Candidate[], wanted: number): Candidate[] {
  const seen = new Set(head.map((c) => c.articleId));
  return [...head, ...rest.filter((c) => !seen.has(c.articleId))]
    .slice(0, wanted)
    .map((candidate, engineOrder) => ({ ...candidate, engineOrder }));
}

function documentWords(document: IndexedDocument): Set<string> {
  const words = new Set<string>();
  for (const text of [document.title, document.tags, document.summary, document.body, document.category]) {
    for (const { word } of wordsOf(text)) {
      if (word.length > 1 && word.length <= 40 && !STOPWORDS.has(word)) words.add(word);
    }
  }
  return words;
}

/**
 * The search index on either database: the engine finds and orders candidates; this class
 * keeps the vocabulary, expands the query (prefix, typos, synonyms), re-ranks the engine's best
 * candidates by field and match kind, and shapes the answer.
 */
export class FullTextSearchIndex implements SearchIndex {
  private readonly vocabulary: Vocabulary;
  /** The applicable groups, parsed, for the last admin synonyms seen (null: none seen yet). */
  private synonymCache: { key: string | null; groups: string[][][] } = { key: null, groups: [] };
  /**
   * Plans by normalised query, for the synonyms and vocabulary they were made from (a change of
   * either makes them stale). Building one stems, looks up synonyms and, for an unknown word,
   * compares it with every indexed word of a similar length.
   */
  private plans = new Map<string, { plan: QueryPlan; groups: string[][][]; version: number }>();

  constructor(
    private readonly engine: SearchEngine,
    db: () => Db,
  ) {
    this.vocabulary = new Vocabulary(async () => {
      const { rows } = await sql<{ word: string }>`select word from search_words`.execute(db());
      return rows.map((row) => row.word);
    });
  }

  async syncArticle(trx: Db, articleId: number): Promise<void> {
    const document = await readDocument(trx, articleId);
    if (!document) {
      await this.engine.remove(trx, articleId);
      return;
    }
    await this.engine.put(trx, document);
    await this.storeWords(trx, documentWords(document));
  }

  async removeArticle(trx: Db, articleId: number): Promise<void> {
    await this.engine.remove(trx, articleId);
  }

  async syncCategory(trx: Db, categoryId: number): Promise<void> {
    for (const id of await articleIdsOfCategory(trx, categoryId, { publishedOnly: true }))
      await this.syncArticle(trx, id);
  }

  async rebuild(db: Db): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await this.engine.clear(trx);
      await sql`delete from search_words`.execute(trx);
      for (const id of await publishedArticleIds(trx)) await this.syncArticle(trx, id);
    });
    await this.engine.optimize(db);
    this.vocabulary.invalidate();
  }

  refreshWords(): void {
    this.vocabulary.invalidate();
  }

  /** Vocabulary rows are insert-only between rebuilds; duplicates are ignored. */
  private async storeWords(trx: Db, words: Set<string>): Promise<void> {
    const list = [...words];
    for (let i = 0; i < list.length; i += 500) {
      const chunk = list.slice(i, i + 500);
      await sql`insert into search_words (word) values ${sql.join(chunk.map((word) => sql`(${word})`))}
        on conflict do nothing`.execute(trx);
    }
    // Known here at once; a rolled-back word only ever expands a query to a term matching nothing.
    this.vocabulary.add(list);
  }

  private synonymGroups(synonyms: string[]): string[][][] {
    const key = synonyms.join("\n");
    if (key !== this.synonymCache.key) {
      this.synonymCache = { key, groups: parseSynonymGroups(applicableSynonyms(synonyms)) };
    }
    return this.synonymCache.groups;
  }

  /** A fresh copy of the query's plan: a search replaces slots' alternatives (corrections). */
  private planOf(normalizedQuery: string, groups: string[][][]): QueryPlan {
    let entry = this.plans.get(normalizedQuery);
    if (entry && (entry.groups !== groups || entry.version !== this.vocabulary.version)) entry = undefined;
    if (entry) this.plans.delete(normalizedQuery);
    else {
      const plan = buildQueryPlan(normalizedQuery, groups, this.vocabulary, true);
      entry = { plan, groups, version: this.vocabulary.version };
      if (this.plans.size >= PLAN_CACHE_SIZE) this.plans.delete(this.plans.keys().next().value!);
    }
    this.plans.set(normalizedQuery, entry); // most recently used last
    return { slots: entry.plan.slots.map((slot) => ({ ...slot, alternatives: [...slot.alternatives] })) };
  }

  async search(db: Db, request: SearchRequest): Promise<SearchAnswer> {
    const normalizedQuery = normalizeQuery(request.query);
    if (normalizedQuery.length < SEARCH_MIN_CHARS) return empty("", request.page);
    await this.vocabulary.ready();
    const plan = this.planOf(normalizedQuery, this.synonymGroups(request.synonyms));
    if (plan.slots.length === 0) return empty(normalizedQuery, request.page);
    return this.engine.read(db, (reader) => this.answer(reader, plan, normalizedQuery, request.page));
  }

  private async answer(
    db: Db,
    plan: QueryPlan,
    normalizedQuery: string,
    page?: number,
  ): Promise<SearchAnswer> {
    await this.addDatabaseCorrections(db, plan);

    const wanted = page
      ? Math.min(MAX_CANDIDATES, page * SEARCH_PAGE_SIZE + PAGE_CANDIDATES_AHEAD)
      : DROPDOWN_CANDIDATES;
    // A results page shows its total. The dropdown's only tells whether body matches are few
    // enough to rank (and, for analytics, whether there are any): counting stops there, and is skipped
    // when the head fields fill the dropdown, which spares checking hundreds of matches against
    // phrases on every keystroke.
    const countUpTo = page ? MAX_CANDIDATES : this.engine.rankBodyMatchesUpTo + 1;
    let { candidates, total } = page
      ? await this.candidates(
          db,
          plan,
          "all",
          wanted,
          countUpTo,
          page === 1 ? LIKELY_SHOWN * SEARCH_PAGE_SIZE : 0,
        )
      : await this.dropdownCandidates(db, plan, wanted, countUpTo);
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
    const articleRows = new ArticleRows(this.engine, db, candidates);
    const ranked = await rankCandidates(plan, candidates, normalizedQuery, (ids) => articleRows.bodies(ids));

    if (page) {
      const start = (page - 1) * SEARCH_PAGE_SIZE;
      const reachable = Math.min(total, MAX_CANDIDATES);
      const results = (
        await this.present(articleRows, plan, ranked.slice(start, start + SEARCH_PAGE_SIZE))
      ).map((entry) => entry.result);
      return {
        response: {
          suggestions: [],
          results,
          pagination: {
            page: page,
            pageSize: SEARCH_PAGE_SIZE,
            total,
            hasMore: start + SEARCH_PAGE_SIZE < reachable,
          },
        },
        total,
        normalizedQuery,
      };
    }
    // Dropdown (issue 10): `results` are the best matches in rank order, whether or not they
    // are also suggestions, so an API client always gets the best answer; `suggestions` are the
    // titles among the best that hold every word (completions of what is typed). The client
    // shows an article once; together never more than 8 entries.
    const articles = ranked.slice(0, SEARCH_DROPDOWN_MAX_ARTICLES);
    const suggested = new Set(
      articles
        .slice(0, Math.min(SEARCH_DROPDOWN_MAX_SUGGESTIONS, SEARCH_DROPDOWN_MAX_ENTRIES - articles.length))
        .filter((c) => titleMatchesAll(plan, c.title))
        .map((c) => c.articleId),
    );
    const presented = await this.present(articleRows, plan, articles);
    const results = presented.map((entry) => entry.result);
    const suggestions = presented
      .filter((entry) => suggested.has(entry.articleId))
      .map((entry) => entry.result);
    return {
      response: { suggestions: suggestions.map(({ slug, title }) => ({ slug, title })), results },
      total,
      normalizedQuery,
    };
  }

  /**
   * Words the in-memory vocabulary does not know are also looked up in the database (pg_trgm
   * on PostgreSQL; nothing on SQLite), which holds words other instances indexed since the last
   * reload. The typo alternatives become the closest of both sets, by the same edit rule; a
   * word the database knows as typed needs none. Known words (the common case) cost no query.
   */
  private async addDatabaseCorrections(db: Db, plan: QueryPlan): Promise<void> {
    await Promise.all(
      plan.slots.map(async (slot) => {
        const word = slot.unknownWord;
        if (word === undefined) return;
        const similar = await this.engine.similarWords(db, word, SIMILAR_WORDS);
        if (similar.length === 0) return;
        const fromMemory = slot.alternatives.flatMap((a) =>
          a.kind === "word" && a.tier === "typo" ? [a.word] : [],
        );
        const corrections = similar.includes(word)
          ? []
          : closestCorrections(word, [...fromMemory, ...similar]);
        slot.alternatives = [
          ...slot.alternatives.filter((a) => a.tier !== "typo"),
          ...corrections.map((correction): Alternative => ({ kind: "word", word: correction, tier: "typo" })),
        ];
      }),
    );
  }

  /**
   * The engine's best `wanted` matches: title, tags and summary matches first (a small set,
   * ranked cheaply), then body matches — ranked when there are few enough to rank in time,
   * else newest first (a word found in thousands of bodies ranks by the head pass anyway).
   */
  private async candidates(
    db: Db,
    plan: QueryPlan,
    mode: MatchMode,
    wanted: number,
    countUpTo: number,
    likelyShown: number,
  ) {
    const { candidates: head, total } = await this.engine.matchAndCount(
      db,
      plan,
      { mode, scope: "head", order: "rank", limit: wanted, likelyShown },
      { scope: "everything", upTo: countUpTo },
    );
    if (head.length >= wanted || total <= head.length) return { candidates: head, total };
    const rest = await this.engine.match(db, plan, {
      mode,
      scope: "everything",
      order: total <= this.engine.rankBodyMatchesUpTo ? "rank" : "recent",
      limit: wanted,
      withArticles: true,
    });
    return { candidates: followedBy(head, rest, wanted), total };
  }

  /**
   * `candidates` for the dropdown, where a total is no answer: head matches that fill it need no
   * count (their number stands for "at least this many"); otherwise the body matches come with
   * their count, ranked when few (one statement on PostgreSQL).
   */
  private async dropdownCandidates(db: Db, plan: QueryPlan, wanted: number, countUpTo: number) {
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

  /**
   * Adds slug and category to ranked candidates (published only, in rank order) and a snippet
   * from the start of the body, read here for the few shown unless ranking already read them.
   */
  private async present(
    articleRows: ArticleRows,
    plan: QueryPlan,
    candidates: Candidate[],
  ): Promise<{ articleId: number; result: SearchResult }[]> {
    if (candidates.length === 0) return [];
    const rows = await articleRows.get(candidates.map((c) => c.articleId));
    return candidates.flatMap((candidate) => {
      const row = rows.get(candidate.articleId);
      // Published is checked here, not in SQL: by id alone the primary key is the only plan.
      if (row?.status !== "published") return [];
      const result: SearchResult = {
        slug: row.slug,
        title: row.title,
        summary: row.summary,
        category:
          row.categoryName !== null && row.categorySlug !== null
            ? { name: row.categoryName, slug: row.categorySlug }
            : null,
        snippet: buildSnippet(plan, row.body, row.summary),
      };
      return [{ articleId: candidate.articleId, result }];
    });
  }
}
