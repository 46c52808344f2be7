import { Link, useSearchParams } from "react-router";
import {
  type ContentHealthKind,
  contentHealthKindLabels,
  contentHealthKindSchema,
  contentHealthKinds,
} from "../../../shared/schemas/contentHealth.ts";
import { Spinner } from "../../ui/Spinner.tsx";
import { useDocumentTitle } from "../../ui/useDocumentTitle.ts";
import { errorMessage } from "../api/errorMessage.ts";
import { useContentHealth } from "../api/useContentHealth.ts";
import { formatAdminDate } from "../dashboard/dashboardDates.ts";
import { buttonClass } from "../ui/Button.tsx";
import { ListTable } from "../ui/ListTable.tsx";
import { LoadFailure } from "../ui/LoadFailure.tsx";
import { portalSpinnerLook } from "../ui/portalSpinnerLook.ts";

/** What to say about one finding beside its article. */
function problemText(kind: ContentHealthKind, detail: string): string {
  switch (kind) {
    case "broken-link":
      return `Link to ${detail}`;
    case "missing-image":
      return `Image file missing: ${detail}`;
    case "image-without-alt":
      return `No alt text: ${detail}`;
    case "no-summary":
      return "No summary";
    case "no-seo-description":
      return "No SEO description";
    case "not-updated":
      return `Last updated ${formatAdminDate(detail)}`;
    case "verification-overdue":
      return detail ? `Verification was due ${formatAdminDate(detail)}` : "Verification overdue";
  }
}

/** /admin/content-health: every problem found in the articles, by kind, each with a link to fix it. */
export default function ContentHealthPage() {
  useDocumentTitle("Content Health | Admin Portal");
  const [params, setParams] = useSearchParams();
  const parsed = contentHealthKindSchema.safeParse(params.get("kind"));
  const kind = parsed.success ? parsed.data : null;
  const report = useContentHealth();
  const issues = report.data?.issues.filter((issue) => kind === null || issue.kind === kind) ?? [];
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Content Health</h1>
        <p className="text-sm text-gray-700">
          Problems in the articles: checked whenever an article is saved, and every day.
        </p>
      </div>
      {report.data && (
        <nav aria-label="Kinds of problem" className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          <Link
            to="/admin/content-health"
            aria-current={kind === null ? "page" : undefined}
            className={kind === null ? "font-semibold text-gray-900" : "text-green-800 hover:underline"}
          >
            All ({report.data.issues.length})
          </Link>
          {contentHealthKinds.map((name) => (
            <Link
              key={name}
              to={`/admin/content-health?kind=${name}`}
              aria-current={kind === name ? "page" : undefined}
              className={kind === name ? "font-semibold text-gray-900" : "text-green-800 hover:underline"}
            >
              {contentHealthKindLabels[name]} ({report.data.counts[name] ?? 0})
            </Link>
          ))}
        </nav>
      )}
      {report.error && (
        <LoadFailure what="the content health report" reason={errorMessage(report.error)} boxed />
      )}
      {report.isPending ? (
        <Spinner look={portalSpinnerLook} />
      ) : issues.length === 0 ? (
        <p className="text-sm text-gray-700">
          {kind ? `No problem of this kind.` : "No problems found."}{" "}
          {kind && (
            <button type="button" className="text-green-800 underline" onClick={() => setParams({})}>
              Show all
            </button>
          )}
        </p>
      ) : (
        <ListTable
          caption="Problems found in articles"
          headers={[
            "Article",
            "Problem",
            "Kind",
            <span key="fix" className="sr-only">
              Fix
            </span>,
          ]}
        >
          {issues.map((issue, index) => (
            <tr
              // An article may have the same problem twice (two images without alt text).
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={`${issue.article.id}-${issue.kind}-${index}`}
              className="border-b align-top last:border-0"
              data-testid="health-row"
            >
              <td className="p-3 font-medium text-gray-900">
                {issue.article.title}
                {issue.article.status !== "published" && (
                  <span className="ml-2 text-xs text-gray-700">(draft)</span>
                )}
              </td>
              <td className="p-3 break-all text-gray-900">{problemText(issue.kind, issue.detail)}</td>
              <td className="p-3 text-gray-700">{contentHealthKindLabels[issue.kind]}</td>
              <td className="p-3 text-right">
                <Link
                  to={`/admin/articles/${issue.article.id}/edit`}
                  className={buttonClass("outline", "sm")}
                >
                  Fix<span className="sr-only"> {issue.article.title}</span>
                </Link>
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </div>
  );
}
