import type { Analytics } from "../../../shared/schemas/analytics.ts";

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** Issue 8: the stat cards' captions are real figures, where SPEC only had fixed text. */
export function statCaptions({ stats, trends }: Analytics) {
  const searchChange = () => {
    if (trends.previousPeriodSearches === 0)
      return stats.monthlySearches === 0 ? "No searches yet" : "None in the previous 30 days";
    const percent = Math.round(
      ((stats.monthlySearches - trends.previousPeriodSearches) / trends.previousPeriodSearches) * 100,
    );
    return `${percent >= 0 ? "+" : ""}${percent}% vs previous 30 days`;
  };
  return {
    totalArticles: `${trends.articlesAddedThisPeriod} new in the last 30 days`,
    totalCategories:
      stats.totalCategories === 0
        ? "No categories yet"
        : `${(stats.totalArticles / stats.totalCategories).toFixed(1)} articles per category`,
    monthlySearches: searchChange(),
    avgHelpfulness: trends.totalVotes === 0 ? "No votes yet" : `From ${plural(trends.totalVotes, "vote")}`,
  };
}
