import { Link } from "react-router";
import { contentHealthKindLabels, contentHealthKinds } from "../../../shared/schemas/contentHealth.ts";
import { errorMessage } from "../api/errorMessage.ts";
import { useContentHealth } from "../api/useContentHealth.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../ui/Card.tsx";
import { LoadFailure } from "../ui/LoadFailure.tsx";
import { Skeleton } from "../ui/Skeleton.tsx";
import { ViewAllLink } from "./ViewAllLink.tsx";

/** The dashboard's Content Health: how many problems of each kind, linking to the screen. */
export function ContentHealthCard() {
  const report = useContentHealth();
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle>Content Health</CardTitle>
        <ViewAllLink to="/admin/content-health" label="content health problems" />
      </CardHeader>
      <CardContent>
        {report.error ? (
          <LoadFailure what="the content health report" reason={errorMessage(report.error)} />
        ) : !report.data ? (
          <Skeleton className="h-24" />
        ) : report.data.issues.length === 0 ? (
          <p className="text-sm text-gray-700">No problems found in the articles.</p>
        ) : (
          <ul className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2" data-testid="health-counts">
            {contentHealthKinds
              .filter((kind) => (report.data.counts[kind] ?? 0) > 0)
              .map((kind) => (
                <li key={kind} className="flex justify-between gap-3">
                  <Link to={`/admin/content-health?kind=${kind}`} className="text-green-800 hover:underline">
                    {contentHealthKindLabels[kind]}
                  </Link>
                  <span className="font-semibold text-gray-900">{report.data.counts[kind]}</span>
                </li>
              ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
