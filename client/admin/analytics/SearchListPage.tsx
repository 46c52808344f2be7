import { ArrowLeft, Download } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { type SearchListName, searchListNameSchema } from "../../../shared/schemas/analytics.ts";
import type { GapLink } from "../../../shared/schemas/gaps.ts";
import { Spinner } from "../../ui/Spinner.tsx";
import { useToast } from "../../ui/Toaster.tsx";
import { errorMessage } from "../api/errorMessage.ts";
import { useGapLinks, useWriteForGap } from "../api/useGaps.ts";
import { useDismissQuery, useSearchList } from "../api/useSearchAnalytics.ts";
import { WindowPicker } from "../dashboard/WindowPicker.tsx";
import { useAdminTitle } from "../shell/useAdminTitle.ts";
import { useChangeAddressParams } from "../shell/useChangeAddressParams.ts";
import { Button, buttonClass } from "../ui/Button.tsx";
import { ListTable } from "../ui/ListTable.tsx";
import { LoadFailure } from "../ui/LoadFailure.tsx";
import { portalSpinnerLook } from "../ui/portalSpinnerLook.ts";
import { analyticsDaysFrom } from "./analyticsDays.ts";
import { DismissedQueries } from "./DismissedQueries.tsx";
import { LinkQueriesDialog } from "./LinkQueriesDialog.tsx";
import { searchListCsvUrl, searchListPath, searchListTitles } from "./searchListLinks.ts";

/**
 * A full search list of the window: top searches, no-result queries or searches with
 * no click, with CSV export; no-result and no-click queries can be dismissed (a typo, spam), and
 * the "Dismissed" view of those lists shows what was dismissed, each with a Restore button.
 */
export function SearchListPage() {
  const [params] = useSearchParams();
  const changeParams = useChangeAddressParams();
  const parsed = searchListNameSchema.safeParse(params.get("list"));
  const list: SearchListName = parsed.success ? parsed.data : "top";
  const days = analyticsDaysFrom(params);
  const title = searchListTitles[list];
  useAdminTitle(title);
  const query = useSearchList(list, days);
  const dismiss = useDismissQuery();
  const gapLinks = useGapLinks();
  const writeForGap = useWriteForGap();
  const dismissable = list !== "top";
  const showDismissed = dismissable && params.get("view") === "dismissed";
  // Chosen queries in the order they were ticked: the first becomes the new article's title.
  const [selected, setSelected] = useState<string[]>([]);
  const [linking, setLinking] = useState(false);
  const toast = useToast();
  const toggle = (text: string, on: boolean) =>
    setSelected((current) =>
      on ? [...current.filter((item) => item !== text), text] : current.filter((item) => item !== text),
    );
  const visible = new Set(query.data?.entries.map((entry) => entry.text) ?? []);
  const chosen = selected.filter((text) => visible.has(text));
  const viewPath = (dismissed: boolean) =>
    dismissed ? `${searchListPath(list, days)}&view=dismissed` : searchListPath(list, days);
  return (
    <div className="space-y-6">
      <Link to={`/admin?days=${days}`} className={buttonClass("ghost", "sm")}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to Dashboard
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
          {query.data && (
            <p className="text-sm text-gray-700">
              {query.data.window.from} to {query.data.window.to} (UTC)
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <WindowPicker days={days} onChange={(next) => changeParams({ days: String(next) })} />
          <a href={searchListCsvUrl(list, days)} className={buttonClass("outline")} download>
            <Download className="h-4 w-4" aria-hidden="true" />
            Export CSV
          </a>
        </div>
      </div>
      <nav aria-label="Search lists" className="flex gap-4 text-sm">
        {(Object.keys(searchListTitles) as SearchListName[]).map((name) => (
          <Link
            key={name}
            to={searchListPath(name, days)}
            aria-current={name === list ? "page" : undefined}
            className={name === list ? "font-semibold text-gray-900" : "text-green-800 hover:underline"}
          >
            {searchListTitles[name]}
          </Link>
        ))}
      </nav>
      {dismissable && (
        <nav aria-label={`${title}: on the list or dismissed`} className="flex gap-4 border-b text-sm">
          {[false, true].map((dismissed) => {
            const current = dismissed === showDismissed;
            return (
              <Link
                key={String(dismissed)}
                to={viewPath(dismissed)}
                aria-current={current ? "page" : undefined}
                className={
                  current
                    ? "-mb-px border-b-2 border-green-800 pb-2 font-semibold text-gray-900"
                    : "pb-2 text-green-800 hover:underline"
                }
              >
                {dismissed ? "Dismissed" : "On the list"}
              </Link>
            );
          })}
        </nav>
      )}
      {showDismissed && dismissable ? (
        <DismissedQueries list={list} listTitle={title} />
      ) : (
        <>
          {query.error && <LoadFailure what="the list" reason={errorMessage(query.error)} />}
          {!query.data ? (
            <Spinner look={portalSpinnerLook} />
          ) : query.data.entries.length === 0 ? (
            <p className="text-sm text-gray-700">Nothing on this list for the last {days} days.</p>
          ) : (
            <>
              {dismissable && chosen.length > 0 && (
                <section
                  aria-label="Selected queries"
                  className="flex flex-wrap items-center gap-3 rounded-md border border-green-800 bg-green-50 p-3 text-sm"
                  data-testid="gap-selection"
                >
                  <span className="font-medium text-gray-900">
                    {chosen.length === 1 ? "1 query selected" : `${chosen.length} queries selected`}
                  </span>
                  <Button
                    size="sm"
                    disabled={writeForGap.isPending}
                    onClick={() => writeForGap.mutate(chosen as [string, ...string[]])}
                  >
                    Write one article for them
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setLinking(true)}>
                    Link to an existing article
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setSelected([])}>
                    Clear selection
                  </Button>
                  <span className="w-full text-gray-700">
                    A new article is titled “{chosen[0]}”; every selected query is linked to it.
                  </span>
                </section>
              )}
              {linking && chosen.length > 0 && (
                <LinkQueriesDialog
                  queries={chosen as [string, ...string[]]}
                  open={linking}
                  onOpenChange={setLinking}
                  onLinked={(title) => {
                    toast({
                      title: "Queries linked",
                      description: `${chosen.length === 1 ? "1 query" : `${chosen.length} queries`} linked to “${title}”.`,
                    });
                    setSelected([]);
                  }}
                />
              )}
              <ListTable
                headers={[
                  dismissable ? (
                    <span key="select" className="sr-only">
                      Select
                    </span>
                  ) : null,
                  "Query",
                  "Visitors",
                  list === "noResults" ? "Searches without results" : "Searches",
                  "Click-through",
                  "Opened most",
                  dismissable ? (
                    <span key="actions" className="sr-only">
                      Actions
                    </span>
                  ) : null,
                ]}
              >
                {query.data.entries.map((entry) => (
                  <tr key={entry.text} className="border-b last:border-0" data-testid="search-list-row">
                    {dismissable && (
                      <td className="p-3">
                        <input
                          type="checkbox"
                          className="h-4 w-4 accent-green-800"
                          aria-label={`Select ${entry.text}`}
                          checked={selected.includes(entry.text)}
                          onChange={(event) => toggle(entry.text, event.target.checked)}
                        />
                      </td>
                    )}
                    <td className="p-3 text-gray-900">
                      {entry.text}
                      {dismissable && (
                        <GapStatus links={gapLinks.data?.filter((link) => link.query === entry.text)} />
                      )}
                    </td>
                    <td className="p-3">{entry.count}</td>
                    <td className="p-3">{entry.searches}</td>
                    <td className="p-3">
                      {entry.clickThroughRate === null ? "—" : `${entry.clickThroughRate}%`}
                    </td>
                    <td className="p-3">
                      {entry.topArticle ? (
                        <a href={`/a/${entry.topArticle.slug}`} className="text-green-800 hover:underline">
                          {entry.topArticle.title}
                        </a>
                      ) : (
                        "—"
                      )}
                    </td>
                    {dismissable && (
                      <td className="p-3 text-right whitespace-nowrap">
                        <Button
                          variant="outline"
                          size="sm"
                          className="mr-2"
                          disabled={writeForGap.isPending}
                          onClick={() => writeForGap.mutate([entry.text])}
                        >
                          Write an article<span className="sr-only"> for {entry.text}</span>
                        </Button>
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={dismiss.isPending}
                          onClick={() => dismiss.mutate({ query: entry.text, list: list })}
                        >
                          Dismiss<span className="sr-only"> {entry.text}</span>
                        </Button>
                      </td>
                    )}
                  </tr>
                ))}
              </ListTable>
            </>
          )}
        </>
      )}
    </div>
  );
}

/** "Covered by …" once an article linked to the query is published; "Linked: … (draft)" before. */
function GapStatus({ links }: { links: GapLink[] | undefined }) {
  if (!links || links.length === 0) return null;
  const covered = links.find((link) => link.covered);
  const shown = covered ?? links[0]!;
  return (
    <span className="mt-1 block text-xs" data-testid="gap-status">
      <span className={covered ? "font-semibold text-green-800" : "text-gray-700"}>
        {covered ? "Covered" : "Linked (draft)"}
      </span>
      {": "}
      <Link to={`/admin/articles/${shown.article.id}/edit`} className="text-green-800 underline">
        {shown.article.title}
      </Link>
    </span>
  );
}
