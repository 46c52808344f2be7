import { Plus } from "lucide-react";
import { Link } from "react-router";
import { errorMessage } from "../../admin/api/errorMessage.ts";
import { useAnalytics, useRecentArticles, useVerificationList } from "../../admin/api/useDashboardData.ts";
import { RecentArticles } from "../../admin/dashboard/RecentArticles.tsx";
import { SearchAnalytics } from "../../admin/dashboard/SearchAnalytics.tsx";
import { StatCards } from "../../admin/dashboard/StatCards.tsx";
import { VerificationCard } from "../../admin/dashboard/VerificationCard.tsx";
import { buttonClass } from "../../components/admin/Button.tsx";
import { useDocumentTitle } from "../../hooks/useDocumentTitle.ts";

/** SPEC "Admin dashboard". */
export function DashboardPage() {
  useDocumentTitle("Dashboard | Admin Portal");
  const analytics = useAnalytics();
  const verification = useVerificationList();
  const recent = useRecentArticles();
  const failure = analytics.error ?? verification.error ?? recent.error;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">Dashboard</h1>
          <p className="text-sm text-gray-700">An overview of your help center</p>
        </div>
        <Link to="/admin/articles/new" className={buttonClass("primary")}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          New Article
        </Link>
      </div>
      {failure && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          Failed to load the dashboard: {errorMessage(failure)}
        </p>
      )}
      <VerificationCard items={verification.data} />
      <StatCards analytics={analytics.data} />
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentArticles articles={recent.data} />
        <SearchAnalytics analytics={analytics.data} />
      </div>
    </div>
  );
}
