import type {
  Analytics,
  SearchList,
  SearchListEntry,
  SearchListName,
} from "../../../shared/schemas/analytics.ts";
import { clock } from "../../platform/clock.ts";
import type { Db } from "../../platform/db/database.ts";
import type { AppContext } from "../appContext.ts";
import { bringWindowUpToDate } from "../search/events/searchWindows.ts";
import { analyticsWindow } from "./analyticsWindow.ts";
import { articlesCreatedIn, articlesPublishedIn, contentTotals, votesCastIn } from "./dashboardStatsRepo.ts";
import {
  articleOpensFor,
  type QueryFigures,
  rankedQueries,
  type SearchFigures,
  windowTotals,
} from "./searchAnalyticsRepo.ts";
import { searchListCsv } from "./searchListCsv.ts";

/** How many entries each list of the dashboard answer holds (the dashboard shows the first 3). */
const DASHBOARD_LIST_LENGTH = 10;
/** The longest full list (its own page and the CSV export). */
export const FULL_LIST_LENGTH = 1_000;

const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 100));

function clickThroughRate(figures: SearchFigures): number | null {
  return percent(figures.clickedSearches, figures.searches - figures.noResultSearches);
}

async function presentList(
  db: Db,
  days: number,
  list: SearchListName,
  rows: QueryFigures[],
): Promise<SearchListEntry[]> {
  const opens =
    list === "top"
      ? await articleOpensFor(
          db,
          days,
          rows.map((row) => row.query),
        )
      : [];
  const mostOpened = new Map<string, (typeof opens)[number]>();
  for (const open of opens) if (!mostOpened.has(open.query)) mostOpened.set(open.query, open);
  return rows.map((row) => {
    const top = mostOpened.get(row.query);
    return {
      text: row.query,
      count: list === "noResults" ? row.noResultVisitors : row.visitors,
      searches: list === "noResults" ? row.noResultSearches : row.searches,
      clickedSearches: row.clickedSearches,
      clickThroughRate: clickThroughRate(row),
      topArticle: top ? { slug: top.slug, title: top.title, opens: top.clicks } : null,
    };
  });
}

async function listOf(db: Db, days: number, list: SearchListName, limit: number) {
  return presentList(db, days, list, await rankedQueries(db, days, list, limit));
}

/** A search list as a CSV file, with the file name that says which list and window it holds. */
export async function exportSearchList(
  ctx: AppContext,
  list: SearchListName,
  days: number,
): Promise<{ filename: string; csv: string }> {
  const searchList = await loadSearchList(ctx, list, days);
  return {
    filename: `searches-${list}-${searchList.window.from}-to-${searchList.window.to}.csv`,
    csv: searchListCsv(searchList),
  };
}

/** One full search list of the window (its own page, the CSV export). */
export async function loadSearchList(
  ctx: AppContext,
  list: SearchListName,
  days: number,
  now = clock.now(),
): Promise<SearchList> {
  const { current } = analyticsWindow(days, now);
  await bringWindowUpToDate(ctx.db, days, current.to);
  return {
    list,
    window: { days, from: current.from, to: current.to },
    entries: await listOf(ctx.db, days, list, FULL_LIST_LENGTH),
  };
}

/**
 * Analytics for the dashboard, from the window's running totals and the per-day totals
 * (never the raw events, nor every rollup row of the window), so it costs the same at any
 * traffic: the window's figures and lists, and the window before it. If the UTC day changed and
 * the scheduled job has not moved the window on yet, this read does it first.
 */
export async function loadAnalytics(ctx: AppContext, days = 30, now = clock.now()): Promise<Analytics> {
  const { db } = ctx;
  const { current, previous } = analyticsWindow(days, now);
  await bringWindowUpToDate(db, days, current.to);
  const [
    totals,
    searches,
    previousSearches,
    top,
    noResults,
    noClicks,
    added,
    published,
    previouslyPublished,
  ] = await Promise.all([
    contentTotals(db),
    windowTotals(db, current),
    windowTotals(db, previous),
    listOf(db, days, "top", DASHBOARD_LIST_LENGTH),
    listOf(db, days, "noResults", DASHBOARD_LIST_LENGTH),
    listOf(db, days, "noClicks", DASHBOARD_LIST_LENGTH),
    articlesCreatedIn(db, current),
    articlesPublishedIn(db, current),
    articlesPublishedIn(db, previous),
  ]);
  const [votesNow, votesBefore] = await Promise.all([votesCastIn(db, current), votesCastIn(db, previous)]);
  const allVotes = totals.helpfulVotes + totals.notHelpfulVotes;
  return {
    stats: {
      totalArticles: totals.articles,
      totalCategories: totals.categories,
      monthlySearches: searches.searches,
      avgHelpfulness: percent(totals.helpfulVotes, allVotes) ?? 0,
    },
    topSearches: top,
    noResultQueries: noResults,
    noClickQueries: noClicks,
    window: { days, from: current.from, to: current.to },
    clickThroughRate: clickThroughRate(searches),
    trends: {
      articlesAddedThisPeriod: added,
      previousPeriodSearches: previousSearches.searches,
      totalVotes: allVotes,
      articlesPublishedThisPeriod: published,
      articlesPublishedPreviousPeriod: previouslyPublished,
      helpfulnessThisPeriod: percent(votesNow.helpful, votesNow.helpful + votesNow.notHelpful),
      helpfulnessPreviousPeriod: percent(votesBefore.helpful, votesBefore.helpful + votesBefore.notHelpful),
      previousClickThroughRate: clickThroughRate(previousSearches),
    },
  };
}
