import { Plus } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Spinner } from "../../ui/Spinner.tsx";
import { analyticsDaysFrom } from "../analytics/analyticsDays.ts";
import { errorMessage } from "../api/errorMessage.ts";
import { useRecentArticles, useVerificationList } from "../api/useDashboardData.ts";
import { useAnalytics } from "../api/useSearchAnalytics.ts";
import { useAdminTitle } from "../shell/useAdminTitle.ts";
import { buttonClass } from "../ui/Button.tsx";
import { LoadFailure } from "../ui/LoadFailure.tsx";
import { portalSpinnerLook } from "../ui/portalSpinnerLook.ts";
import { ContentHealthCard } from "./ContentHealthCard.tsx";
import { GapsClosedCard } from "./GapsClosedCard.tsx";
import { ReadingInsights } from "./ReadingInsights.tsx";
import { RecentArticles } from "./RecentArticles.tsx";
import { ScheduledChangesCard } from "./ScheduledChangesCard.tsx";
import { SearchAnalytics } from "./SearchAnalytics.tsx";
import { SearchInsights } from "./SearchInsights.tsx";
import { SignInAttacksCard } from "./SignInAttacksCard.tsx";
import { StatCards } from "./StatCards.tsx";
import { VerificationCard } from "./VerificationCard.tsx";
import { WebhooksDisabledCard } from "./WebhooksDisabledCard.tsx";
import { WindowPicker } from "./WindowPicker.tsx";

/**
 * The admin dashboard: window picker, New Article, articles due for verification, stat cards,
 * recent articles and search analytics for the chosen window (?days=).
 */
export function DashboardPage() {
  useAdminTitle("Dashboard");
  const [params, setParams] = useSearchParams();
  const days = analyticsDaysFrom(params);
  const analytics = useAnalytics(days);
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
        <div className="flex flex-wrap items-center gap-4">
          <WindowPicker days={days} onChange={(next) => setParams({ days: String(next) })} />
          <Link to="/admin/articles/new" className={buttonClass("primary")}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            New Article
          </Link>
        </div>
      </div>
      {failure && <LoadFailure what="the dashboard" reason={errorMessage(failure)} boxed />}
      {/* One spinner until all three answers are in: nothing jumps as they arrive one by one. */}
      {!failure && (analytics.isPending || verification.isPending || recent.isPending) ? (
        <Spinner look={portalSpinnerLook} />
      ) : (
        <>
          <SignInAttacksCard />
          <WebhooksDisabledCard />
          <VerificationCard items={verification.data} />
          <ScheduledChangesCard />
          <StatCards analytics={analytics.data} />
          <div className="grid gap-6 lg:grid-cols-2">
            <RecentArticles articles={recent.data} />
            <SearchAnalytics analytics={analytics.data} />
          </div>
          <SearchInsights analytics={analytics.data} />
          <ReadingInsights days={days} />
          <div className="grid gap-6 lg:grid-cols-2">
            <ContentHealthCard />
            <GapsClosedCard days={days} />
          </div>
        </>
      )}
    </div>
  );
}
