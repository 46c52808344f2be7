import type { ArticleActivity } from "../../../shared/schemas/views.ts";
import { errorMessage } from "../api/errorMessage.ts";
import { useArticleActivity } from "../api/useViews.ts";
import { LoadFailure } from "../ui/LoadFailure.tsx";

/** Days per bar: 90 days drawn as 13 weeks (the last one partial). */
const DAYS_PER_BAR = 7;

interface Week {
  from: string;
  views: number;
  helpful: number;
  notHelpful: number;
}

function weeksOf(activity: ArticleActivity): Week[] {
  const weeks: Week[] = [];
  // Counted back from today, so the last bar ends today.
  for (let end = activity.days.length; end > 0; end -= DAYS_PER_BAR) {
    const days = activity.days.slice(Math.max(0, end - DAYS_PER_BAR), end);
    weeks.unshift({
      from: days[0]!.day,
      views: days.reduce((sum, day) => sum + day.views, 0),
      helpful: days.reduce((sum, day) => sum + day.helpful, 0),
      notHelpful: days.reduce((sum, day) => sum + day.notHelpful, 0),
    });
  }
  return weeks;
}

/**
 * The editor's "Views & Helpfulness": views per week of the last 90 days as bars, each bar's
 * votes under it in green (helpful) and red (not helpful), and the totals in words (which is what
 * a screen reader reads: the drawing itself is one labelled image).
 */
export function ArticleActivityChart({ articleId }: { articleId: number | null }) {
  const activity = useArticleActivity(articleId);
  if (articleId === null) return <p className="text-sm text-gray-600">Views appear once it is published.</p>;
  if (activity.isPending) return <p className="text-sm text-gray-600">Loading...</p>;
  if (activity.isError) return <LoadFailure what="the views" reason={errorMessage(activity.error)} />;
  const weeks = weeksOf(activity.data);
  const views = weeks.reduce((sum, week) => sum + week.views, 0);
  const helpful = weeks.reduce((sum, week) => sum + week.helpful, 0);
  const notHelpful = weeks.reduce((sum, week) => sum + week.notHelpful, 0);
  const highest = Math.max(1, ...weeks.map((week) => week.views));
  const highestVotes = Math.max(1, ...weeks.map((week) => week.helpful + week.notHelpful));
  const summary = `Last 90 days: ${views} ${views === 1 ? "view" : "views"}, ${helpful} helpful and ${notHelpful} not helpful ${helpful + notHelpful === 1 ? "vote" : "votes"}.`;
  const width = 13;
  return (
    <div data-testid="article-activity">
      <svg
        role="img"
        aria-label={`Views and votes per week. ${summary}`}
        viewBox={`0 0 ${weeks.length * width} 60`}
        className="h-20 w-full"
        preserveAspectRatio="none"
      >
        {weeks.map((week, index) => {
          const barHeight = (week.views / highest) * 40;
          const helpfulHeight = (week.helpful / highestVotes) * 12;
          const notHelpfulHeight = (week.notHelpful / highestVotes) * 12;
          return (
            <g key={week.from}>
              <rect
                x={index * width + 2}
                y={42 - barHeight}
                width={width - 4}
                height={barHeight}
                className="fill-green-700"
              />
              <rect
                x={index * width + 2}
                y={46}
                width={(width - 4) / 2}
                height={helpfulHeight}
                className="fill-green-500"
              />
              <rect
                x={index * width + 2 + (width - 4) / 2}
                y={46}
                width={(width - 4) / 2}
                height={notHelpfulHeight}
                className="fill-red-600"
              />
            </g>
          );
        })}
      </svg>
      <p className="mt-2 text-sm text-gray-800">{summary}</p>
    </div>
  );
}
