import { format } from "date-fns";
import { CalendarClock } from "lucide-react";
import { Link } from "react-router";
import { useScheduleOverview } from "../api/useSchedules.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../ui/Card.tsx";

const when = (iso: string) => format(new Date(iso), "MMM d, yyyy HH:mm");

/** The dashboard's next scheduled changes (up to 5) and any that failed; nothing when there are none. */
export function ScheduledChangesCard() {
  const overview = useScheduleOverview();
  const data = overview.data;
  if (!data || (data.upcoming.length === 0 && data.failed.length === 0)) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <CalendarClock aria-hidden="true" className="mr-2 inline h-5 w-5" />
          Scheduled Changes
        </CardTitle>
      </CardHeader>
      <CardContent>
        {data.failed.length > 0 && (
          <ul className="mb-3 space-y-1" aria-label="Scheduled changes that failed">
            {data.failed.map((item) => (
              <li key={item.articleId} className="text-sm text-red-700" data-testid="schedule-failure">
                <Link to={`/admin/articles/${item.articleId}/edit`} className="font-medium underline">
                  {item.title}
                </Link>
                : failed {when(item.failedAt)}: {item.failure}
              </li>
            ))}
          </ul>
        )}
        <ul className="divide-y divide-gray-200">
          {data.upcoming.slice(0, 5).map((item) => (
            <li
              key={`${item.articleId}-${item.action}`}
              className="flex justify-between gap-3 py-2 text-sm"
              data-testid="scheduled-change"
            >
              <Link
                to={`/admin/articles/${item.articleId}/edit`}
                className="font-medium text-gray-900 hover:underline"
              >
                {item.title}
              </Link>
              <span className="whitespace-nowrap text-gray-700">
                {item.action === "publish" ? "Publishes" : "Unpublishes"} {when(item.at)}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
