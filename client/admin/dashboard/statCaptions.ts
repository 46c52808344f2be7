import type { Analytics } from "../../../shared/schemas/analytics.ts";
import { changeCaption } from "./trendCaption.ts";

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** The stat cards' captions: real figures (never fixed text), for the chosen window. */
export function statCaptions({ stats, trends, window }: Analytics) {
  const days = window.days;
  const helpfulness =
    trends.helpfulnessThisPeriod === null
      ? null
      : `${trends.helpfulnessThisPeriod}% in the last ${days} days` +
        (trends.helpfulnessPreviousPeriod === null ? "" : ` (${trends.helpfulnessPreviousPeriod}% before)`);
  return {
    totalArticles: `${trends.articlesPublishedThisPeriod} published in the last ${days} days (${trends.articlesPublishedPreviousPeriod} before)`,
    totalCategories:
      stats.totalCategories === 0
        ? "No categories yet"
        : `${(stats.totalArticles / stats.totalCategories).toFixed(1)} articles per category`,
    monthlySearches:
      stats.monthlySearches === 0 && trends.previousPeriodSearches === 0
        ? "No searches yet"
        : changeCaption(stats.monthlySearches, trends.previousPeriodSearches, days),
    avgHelpfulness:
      trends.totalVotes === 0 ? "No votes yet" : (helpfulness ?? `From ${plural(trends.totalVotes, "vote")}`),
  };
}
