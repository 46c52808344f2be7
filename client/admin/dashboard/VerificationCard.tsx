import { CheckCircle2, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { DASHBOARD_VERIFICATION_ITEMS } from "../../../shared/constants.ts";
import type { VerificationItem } from "../../../shared/schemas/article.ts";
import { useMarkVerified } from "../api/useMarkVerified.ts";
import { Badge } from "../ui/Badge.tsx";
import { Button, buttonClass } from "../ui/Button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../ui/Card.tsx";
import { Skeleton } from "../ui/Skeleton.tsx";
import { formatAdminDate } from "./dashboardDates.ts";

function VerificationRow({ item }: { item: VerificationItem }) {
  const markVerified = useMarkVerified();
  const pending = markVerified.isPending && markVerified.variables === item.id;
  return (
    <li
      className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid="verification-item"
    >
      <div className="min-w-0">
        <p className="font-medium text-gray-900">{item.title}</p>
        <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-gray-700">
          <Badge variant="secondary">{item.category?.name ?? "Uncategorized"}</Badge>
          <span>Last verified: {item.lastVerifiedAt ? formatAdminDate(item.lastVerifiedAt) : "Never"}</span>
          <span className={item.dueNow ? "font-semibold text-red-700" : undefined}>
            {item.dueNow || !item.verificationExpiresAt
              ? "Due now"
              : `Due ${formatAdminDate(item.verificationExpiresAt)}`}
          </span>
          {item.reportedOutdated > 0 && (
            <span className="font-semibold text-red-700">
              Reported outdated by {item.reportedOutdated}{" "}
              {item.reportedOutdated === 1 ? "reader" : "readers"}
            </span>
          )}
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <Link
          to={`/admin/articles/${item.id}/edit`}
          className={buttonClass("outline", "sm")}
          aria-label={`Edit ${item.title}`}
        >
          Edit
        </Link>
        <Button size="sm" disabled={pending} onClick={() => markVerified.mutate(item.id)}>
          <ShieldCheck className="h-4 w-4" aria-hidden="true" />
          {pending ? "Verifying..." : "Mark Verified"}
        </Button>
      </div>
    </li>
  );
}

/** Articles due within 14 days: shown apart, and not counted as needing verification. */
function ComingUp({ items }: { items: VerificationItem[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="verification-coming-up" className="mt-4 border-t border-gray-200 pt-4">
      <h3 id="verification-coming-up" className="text-sm font-semibold text-gray-900">
        Coming up (due within 14 days, not yet due)
      </h3>
      <ul className="divide-y divide-gray-200">
        {items.slice(0, DASHBOARD_VERIFICATION_ITEMS).map((item) => (
          <VerificationRow key={item.id} item={item} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The dashboard's articles due for verification (expiry now or earlier; up to 5 shown), or the
 * green all-clear card; either way followed by what comes up within 14 days, which is not counted.
 */
export function VerificationCard({ items }: { items: VerificationItem[] | undefined }) {
  if (!items) return <Skeleton className="h-40" />;
  const due = items.filter((item) => item.dueNow);
  const comingUp = items.filter((item) => !item.dueNow);
  if (due.length === 0) {
    return (
      <Card className="border-green-300 bg-green-50 p-5">
        <div className="flex items-center gap-3">
          <CheckCircle2 className="h-6 w-6 text-green-800" aria-hidden="true" />
          <div>
            <h2 className="font-semibold text-green-900">All Articles Up to Date</h2>
            <p className="text-sm text-green-900">No published article needs verification right now.</p>
          </div>
        </div>
        <ComingUp items={comingUp} />
      </Card>
    );
  }
  const more = due.length - DASHBOARD_VERIFICATION_ITEMS;
  return (
    <Card className="border-orange-300">
      <CardHeader>
        <CardTitle>Articles Needing Verification ({due.length})</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-gray-200">
          {due.slice(0, DASHBOARD_VERIFICATION_ITEMS).map((item) => (
            <VerificationRow key={item.id} item={item} />
          ))}
        </ul>
        {more > 0 && (
          <p className="mt-3 text-sm text-gray-700">
            And {more} more {more === 1 ? "article needs" : "articles need"} verification
          </p>
        )}
        <ComingUp items={comingUp} />
      </CardContent>
    </Card>
  );
}
