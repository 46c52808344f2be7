import { FileText, FolderTree, type LucideIcon, Search, ThumbsUp } from "lucide-react";
import type { Analytics } from "../../../shared/schemas/analytics.ts";
import { Card } from "../ui/Card.tsx";
import { Skeleton } from "../ui/Skeleton.tsx";
import { statCaptions } from "./statCaptions.ts";

function StatCard({
  label,
  value,
  caption,
  icon: Icon,
}: {
  label: string;
  value: string;
  caption: string;
  icon: LucideIcon;
}) {
  return (
    <Card className="p-5" data-testid="stat-card">
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-medium text-gray-700">{label}</h2>
        <Icon className="h-5 w-5 text-gray-500" aria-hidden="true" />
      </div>
      <p className="mt-2 text-3xl font-bold text-gray-900">{value}</p>
      <p className="mt-1 text-xs text-gray-600">{caption}</p>
    </Card>
  );
}

/** The dashboard's stat cards: Total Articles, Categories, the searches of the chosen window, Avg. Helpfulness. */
export function StatCards({ analytics }: { analytics: Analytics | undefined }) {
  if (!analytics) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-32" />
        ))}
      </div>
    );
  }
  const { stats } = analytics;
  const captions = statCaptions(analytics);
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        label="Total Articles"
        value={String(stats.totalArticles)}
        caption={captions.totalArticles}
        icon={FileText}
      />
      <StatCard
        label="Categories"
        value={String(stats.totalCategories)}
        caption={captions.totalCategories}
        icon={FolderTree}
      />
      <StatCard
        label={`Searches, last ${analytics.window.days} days`}
        value={stats.monthlySearches.toLocaleString("en-US")}
        caption={captions.monthlySearches}
        icon={Search}
      />
      <StatCard
        label="Avg. Helpfulness"
        value={`${stats.avgHelpfulness}%`}
        caption={captions.avgHelpfulness}
        icon={ThumbsUp}
      />
    </div>
  );
}
